import type { Db } from "./client";
import { Prisma } from "./prisma";
import { lockedTransaction, QUEUE_TIMEOUTS, type TransactionTimeouts } from "./sql";

const DATA_VERSION_LOCK = Prisma.sql`SELECT 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE`;

/**
 * Runs `fn` in a transaction for writing "Flight" or "Seat" (or the rollups they feed). On PostgreSQL it first locks
 * the AppMeta 'data.version' row, before any read or write. Every write to those tables locks that row anyway (the
 * data.version trigger) but only after locking the rows it writes, and rollup rows follow in data-dependent order:
 * two writers could each hold what the other waits for (deadlock, one save lost). Taken first, the one lock orders
 * them all, and what `fn` reads (a visibility check, a seat count) cannot change before it writes.
 * A row lock rather than an advisory lock: it is the lock the triggers take anyway, so writers that do not come
 * through here (the CLI of another version, raw SQL) queue on it too. SQLite has one writer at a time already.
 */
export async function writeTransaction<T>(
  db: Db,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionTimeouts,
): Promise<T> {
  return lockedTransaction(db, DATA_VERSION_LOCK, fn, { ...QUEUE_TIMEOUTS, ...options });
}
