import { createHash } from "node:crypto";
import { InputError } from "@/lib/errors";
import type { FlightInput } from "./flight-input";

/** How long a save's key is kept: a retry within it answers the first save; after it the key is free again. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * An Idempotency-Key as a client sends it (the IETF draft "The Idempotency-Key HTTP Header Field"): 1 to 255 visible
 * ASCII characters, optionally in the double quotes of the draft's structured-field string. Null: no key, the save
 * behaves as it always did. Anything else is a 400.
 */
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

export function parseIdempotencyKey(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY_RE.test(unquoted)) throw new InputError("Idempotency-Key: 1 to 255 visible ASCII characters", "Idempotency-Key");
  return unquoted;
}

/**
 * SHA-256 of the save's parsed input: the schema writes its fields in its own order whatever the body's, so the same
 * body in another key order is the same request.
 */
export function fingerprintOf(input: FlightInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}
