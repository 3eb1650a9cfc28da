import { z } from "zod";
import { fieldInputError } from "@/lib/errors";

/**
 * The one rule for text the app takes in: it must be storable in both databases. PostgreSQL's text cannot hold NUL
 * (U+0000), and a UTF-16 surrogate without its pair has no UTF-8 spelling (it would be stored as U+FFFD, or refused).
 * SQLite would keep both, so the rule is checked on input, the same for either database.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_DETAIL = "must not contain a NUL character or an unpaired surrogate";

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * A zod string that refuses unstorable text; every schema that takes text starts from it. `label` starts the message
 * where a schema's messages name their field themselves ("Display name must …"); without it the message is the detail,
 * which fieldInputError prefixes with the path ("notes: must …").
 */
export function storableText(label?: string) {
  return z.string().refine(isStorableText, label ? `${label} ${UNSTORABLE_TEXT_DETAIL}` : UNSTORABLE_TEXT_DETAIL);
}

/** The same rule for a value read without a schema (a query parameter): InputError naming `field` when it fails. */
export function checkStorableText<T extends string | null | undefined>(field: string, value: T): T {
  if (typeof value === "string" && !isStorableText(value)) throw fieldInputError([field], UNSTORABLE_TEXT_DETAIL);
  return value;
}

/** The path of the first unstorable string anywhere in `value` (objects and arrays walked), or null. */
export function unstorableTextPath(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
