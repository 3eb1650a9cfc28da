import type { Dialect } from "@/lib/config/database-url";
import type { Prisma } from "@/lib/db/prisma";
import { isNull, toNumber, type SqlRow } from "@/lib/db/sql-values";
import { ROLLUPS, type RollupDeclaration } from "./declarations";
import { expectedRowsSql, quoted, tableColumns } from "./rollup-sql";

/** A row where a rollup table and its declaration disagree: null on the side that has no row with that key. */
export interface RollupDisagreement {
  table: string;
  key: string;
  live: readonly unknown[] | null;
  expected: readonly unknown[] | null;
}

type Reader = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/** One value as both adapters answer it alike: instants as epoch milliseconds, every numeric type as a number. */
function comparable(value: unknown): unknown {
  if (isNull(value)) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "string") return value;
  return toNumber(value);
}

/** Sums of floating-point values depend on the order of the additions: equal within a relative 1e-9. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return String(a) === String(b);
}

/** Rows by their key ("|"-joined), each as its comparable values in tableColumns order. */
export type RollupRows = Map<string, unknown[]>;

async function rowsByKey(db: Reader, rollup: RollupDeclaration, sql: string): Promise<RollupRows> {
  const columns = tableColumns(rollup);
  const rows = await db.$queryRawUnsafe<SqlRow[]>(sql);
  const byKey: RollupRows = new Map();
  for (const row of rows) {
    const values = Object.values(row).map(comparable);
    byKey.set(values.slice(0, rollup.key.length).map(String).join("|"), values.slice(0, columns.length));
  }
  return byKey;
}

/** What a rollup table holds. */
export function tableRows(db: Reader, rollup: RollupDeclaration): Promise<RollupRows> {
  return rowsByKey(db, rollup, `SELECT ${tableColumns(rollup).map(quoted).join(", ")} FROM ${quoted(rollup.table)}`);
}

/** The rows that differ between two readings of one rollup, by key. */
export function rowDifferences(table: string, live: RollupRows, expected: RollupRows): RollupDisagreement[] {
  const found: RollupDisagreement[] = [];
  for (const key of new Set([...live.keys(), ...expected.keys()])) {
    const [a, b] = [live.get(key) ?? null, expected.get(key) ?? null];
    if (a && b && a.every((value, i) => same(value, b[i]))) continue;
    found.push({ table, key, live: a, expected: b });
  }
  return found.sort((x, y) => x.key.localeCompare(y.key));
}

/** Compares one rollup table with the rows its declaration computes from the source tables. */
export async function rollupDisagreementsOf(db: Reader, dialect: Dialect, rollup: RollupDeclaration): Promise<RollupDisagreement[]> {
  return rowDifferences(rollup.table, await tableRows(db, rollup), await rowsByKey(db, rollup, expectedRowsSql(rollup, dialect)));
}

/** Every rollup's disagreements with its declaration: none when the triggers kept every table as declared. */
export async function rollupDisagreements(db: Reader, dialect: Dialect, rollups: readonly RollupDeclaration[] = ROLLUPS): Promise<RollupDisagreement[]> {
  const found: RollupDisagreement[] = [];
  for (const rollup of rollups) found.push(...(await rollupDisagreementsOf(db, dialect, rollup)));
  return found;
}
