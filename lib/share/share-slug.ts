import { randomBytes } from "node:crypto";

/** 16 random bytes (128 bits): nobody finds a link by trying slugs. */
const SLUG_BYTES = 16;

/** A new share slug: 22 base64url characters. */
export function newShareSlug(): string {
  return randomBytes(SLUG_BYTES).toString("base64url");
}

/** Whether `value` could be a slug at all: anything else is answered 404 without a query. */
export function isShareSlugShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
