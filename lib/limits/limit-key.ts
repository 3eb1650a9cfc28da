import { createHash } from "node:crypto";

/** Parts longer than this (a username typed into the form) are cut before hashing. */
const MAX_PART_LENGTH = 256;

/**
 * The key a limit counts under in the LimitCount table: a hash of its parts (a client address, a lower-cased
 * username, an API key's id), so the table never holds an address, a name or anything of a key.
 */
export function limitKeyOf(...parts: string[]): string {
  const text = parts.map((part) => part.slice(0, MAX_PART_LENGTH)).join("\u0000");
  return createHash("sha256").update(text).digest("base64url");
}
