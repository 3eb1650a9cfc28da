import type { Dialect } from "@/lib/config/database-url";
import type { ColumnKind } from "./tables";

/**
 * Column values as a backup file writes them, and back into each database. Instants are ISO-8601 UTC with
 * milliseconds (both databases keep milliseconds: SQLite as epoch milliseconds, PostgreSQL as TIMESTAMP(3) in UTC),
 * booleans are true/false (SQLite answers 0/1), 64-bit integers are decimal strings; numbers and text are JSON's own.
 */
export type FileValue = string | number | boolean | null;

/**
 * A value as read from either driver: better-sqlite3 (numbers, 0/1, epoch milliseconds, or the text of
 * CURRENT_TIMESTAMP for a row written by plain SQL) or pg with the parsers of snapshot-pg.ts (timestamps and int8
 * as their text).
 */
export function fileValueOf(kind: ColumnKind, value: unknown): FileValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "text":
      return String(value);
    case "int":
    case "float":
      return Number(value);
    case "bool":
      return value === true || value === 1 || value === 1n;
    case "bigint":
      return String(value);
    case "instant":
      return instantOf(value).toISOString();
  }
}

function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value));
  const text = String(value);
  // "YYYY-MM-DD HH:MM:SS[.fff]" without a zone: UTC in both databases
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`unreadable instant in the database: ${text}`);
  return date;
}

/** Whether a value from a file fits the column (the checksum proves the file is whole, not that it was made by us). */
export function fitsKind(kind: ColumnKind, value: unknown): boolean {
  if (value === null) return true;
  switch (kind) {
    case "text":
      return typeof value === "string";
    case "int":
      return Number.isSafeInteger(value);
    case "float":
      return typeof value === "number" && Number.isFinite(value);
    case "bool":
      return typeof value === "boolean";
    case "bigint":
      return typeof value === "string" && /^-?\d{1,19}$/.test(value);
    case "instant":
      return typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value) && !Number.isNaN(Date.parse(value));
  }
}

/** A file value as a statement parameter for `dialect`. */
export function parameterOf(dialect: Dialect, kind: ColumnKind, value: FileValue): string | number | bigint | boolean | null {
  if (value === null) return null;
  if (dialect === "sqlite") {
    if (kind === "bool") return value ? 1 : 0;
    if (kind === "instant") return Date.parse(value as string);
    if (kind === "bigint") return BigInt(value as string);
    return value;
  }
  // TIMESTAMP(3) without a time zone holds the UTC wall time
  if (kind === "instant") return (value as string).slice(0, -1);
  return value;
}

/** PostgreSQL array type of each kind, for the unnest() inserts. */
export const PG_ARRAY_TYPE: Record<ColumnKind, string> = {
  text: "text[]",
  int: "int4[]",
  float: "float8[]",
  bool: "bool[]",
  instant: "timestamp(3)[]",
  bigint: "int8[]",
};
