import { dialectOf, type Db } from "./client";
import type { Prisma } from "./generated/sqlite/client";

// A writer may queue behind another's whole transaction (an import batch of 250 flights): Prisma's defaults (2 s for
// a connection, 5 s in all) would turn that wait into a failed save.
const QUEUE_TIMEOUTS = { maxWait: 10_000, timeout: 30_000 };

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
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const postgres = dialectOf(db) === "postgresql";
  return db.$transaction(async (tx) => {
    if (postgres) await tx.$executeRaw`SELECT 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE`;
    return fn(tx);
  }, { ...QUEUE_TIMEOUTS, ...options });
}
