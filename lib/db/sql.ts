import { dialectOf, type Db } from "./client";
import type { Dialect } from "@/lib/config/database-url";
import { Prisma } from "./prisma";

/**
 * What raw statements need of their database, for both SQLite and PostgreSQL: the one place that asks which one
 * it is. A statement that differs is written for both, side by side, and chosen here; statement builders that take
 * a `Dialect` (stats-sql.ts, flight-list-filters.ts) get it from `dialectOf`, without a branch of their own.
 */

export type { Dialect };

/** How long a transaction may wait for a connection (`maxWait`) and last in all (`timeout`), in milliseconds. */
export interface TransactionTimeouts {
  maxWait?: number;
  timeout?: number;
}

/**
 * For a writer that may queue behind another's whole transaction (an import batch of 250 flights, another creation
 * of the same user's): Prisma's defaults (2 s for a connection, 5 s in all) would turn that wait into a failed write.
 */
export const QUEUE_TIMEOUTS: Readonly<Required<TransactionTimeouts>> = { maxWait: 10_000, timeout: 30_000 };

/**
 * The one of `choices` for `db`'s database: a statement or fragment, a planner hint (`null` where the other
 * database plans well by itself), or a function reading it one way or the other.
 */
export function bySql<T>(db: Db, choices: Readonly<Record<Dialect, T>>): T {
  return choices[dialectOf(db)];
}

/**
 * `FOR UPDATE` on PostgreSQL: the rows a `SELECT` reads stay locked until its transaction ends. Nothing on SQLite,
 * where every transaction holds the one write lock from its start (sqlite-immediate-transactions.ts).
 */
export function forUpdateSql(db: Db): Prisma.Sql {
  return bySql(db, { sqlite: Prisma.empty, postgresql: Prisma.sql`FOR UPDATE` });
}

/**
 * Runs `fn` in a transaction that first runs `postgresLock`, a statement locking a row, on PostgreSQL. On SQLite every
 * transaction holds the one write lock from its start: nothing to run there.
 */
export async function lockedTransaction<T>(
  db: Db,
  postgresLock: Prisma.Sql,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionTimeouts,
): Promise<T> {
  const lock = bySql(db, { sqlite: null, postgresql: postgresLock });
  return db.$transaction(async (tx) => {
    if (lock) await tx.$executeRaw(lock);
    return fn(tx);
  }, options);
}

/**
 * Runs `fn` in a transaction that first locks `userId`'s User row, so that user's checks and the writes they allow
 * (a count under a per-user limit, a find before a create) run one after another: two at once cannot both pass a
 * check only one should. `FOR NO KEY UPDATE` leaves rows that reference the user (their seats, keys) free to be
 * written meanwhile.
 */
export function userTransaction<T>(
  db: Db,
  userId: string,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionTimeouts,
): Promise<T> {
  return lockedTransaction(db, Prisma.sql`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`, fn, options);
}
