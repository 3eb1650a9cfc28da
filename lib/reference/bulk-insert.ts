import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { chunk } from "./sync-plan";

type Value = string | number | boolean | null;

/** 500 rows of up to 11 columns stay far below SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts rows with multi-row INSERT statements, all in one transaction. Prisma's createMany is slow per row
 * through the driver adapter (far too slow for every airport); plain multi-row INSERTs are not. The
 * table and column names come from constants in this folder, never from input; values are bound parameters.
 */
export async function bulkInsert<K extends string>(
  db: Db,
  table: "Airport" | "Airline" | "Aircraft",
  columns: readonly K[],
  rows: readonly Record<K, Value>[],
): Promise<void> {
  if (rows.length === 0) return;
  const head = Prisma.raw(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES `);
  const statements = chunk(rows, ROWS_PER_STATEMENT).map((batch) =>
    db.$executeRaw`${head}${Prisma.join(batch.map((row) => Prisma.sql`(${Prisma.join(columns.map((column) => row[column]))})`))}`,
  );
  await db.$transaction(statements);
}
