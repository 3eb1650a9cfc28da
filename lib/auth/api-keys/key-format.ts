import { createHash, randomBytes } from "node:crypto";

/**
 * The shape of an API key: "ctr_" + 32 random bytes written in base62 (43 characters).
 * The prefix makes a leaked key easy to recognise (secret scanners, logs); base62 keeps it copy-paste safe.
 */
export const KEY_PREFIX = "ctr_";
const SECRET_BYTES = 32;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 62^43 > 2^256, so every 32-byte value fits in 43 digits. */
const SECRET_LENGTH = 43;
/** How many leading characters of a key are stored and shown, so a user can tell keys apart. */
export const DISPLAY_PREFIX_LENGTH = 12;

const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH}}$`);

function toBase62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString("hex")}`);
  let out = "";
  while (value > 0n) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out.padStart(SECRET_LENGTH, "0");
}

export function generateKey(): string {
  return KEY_PREFIX + toBase62(randomBytes(SECRET_BYTES));
}

/** Only this hash is stored; a fast hash is right here because the key itself has 256 bits of entropy. */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function displayPrefixOf(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

/** A cheap syntactic check, so garbage never reaches the database. */
export function looksLikeKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
