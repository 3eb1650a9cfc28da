/**
 * The column values of raw query rows ($queryRaw), decoded in one place. The adapters differ: PostgreSQL answers
 * bigint for int8 and COUNT, a Decimal for NUMERIC sums, strings for some expressions; SQLite answers numbers.
 * Instants come back as Date on both (an epoch number or a string is accepted all the same).
 */

/** A raw row before decoding. */
export type SqlRow = Record<string, unknown>;

/** True for SQL NULL (and a column the statement does not have). */
export function isNull(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** A number from any numeric column type; 0 for NULL. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint" || typeof value === "string") return Number(value);
  if (value && typeof value === "object" && "toNumber" in value && typeof value.toNumber === "function") return Number(value.toNumber());
  return isNull(value) ? 0 : Number(value);
}

/** A number, or null for NULL. */
export function toNullableNumber(value: unknown): number | null {
  return isNull(value) ? null : toNumber(value);
}

/** A text column (NOT NULL). */
export function toText(value: unknown): string {
  return String(value);
}

/** A text column, or null for NULL. */
export function toNullableText(value: unknown): string | null {
  return isNull(value) ? null : String(value);
}

/** An instant column (NOT NULL); an unreadable value is an invalid Date. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(typeof value === "number" ? value : String(value));
}

/** An instant column, or null for NULL. */
export function toNullableDate(value: unknown): Date | null {
  return isNull(value) ? null : toDate(value);
}

/** A boolean column: PostgreSQL answers a boolean, SQLite 0 or 1. */
export function toBoolean(value: unknown): boolean {
  return value === true || toNumber(value) === 1;
}
