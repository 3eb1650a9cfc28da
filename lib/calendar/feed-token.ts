import { createHash, randomBytes } from "node:crypto";

/**
 * A calendar feed's token: 32 random bytes in base64url (43 characters), the secret part of the subscription URL.
 * Only its SHA-256 is stored; a fast hash is right because the token has 256 bits of entropy, and the lookup by
 * hash (a unique index) reveals nothing an attacker could steer, so no comparison of secrets happens in JavaScript.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token of the URL's last segment "<token>.ics", or null when it cannot be one (never reaches the database). */
export function feedTokenOfFile(file: string): string | null {
  if (!file.endsWith(".ics")) return null;
  const token = file.slice(0, -".ics".length);
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The path of the feed of `token`. */
export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}
