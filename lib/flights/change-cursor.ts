import type { Db } from "@/lib/db/client";
import { bySql } from "@/lib/db/sql";
import { toNumber, type SqlRow } from "@/lib/db/sql-values";
import { writeTransaction } from "@/lib/db/write-lock";

/**
 * How far the cursor the change feed hands out lies before the instant it reads: changes stamped in that margin are
 * sent again by the next poll (clients apply them by id, so twice is harmless). It covers PostgreSQL's rounding of
 * stamps to the millisecond and a small step of the database's clock; the commit order itself is handled below.
 */
export const CHANGE_CURSOR_OVERLAP_MS = 2_000;

/**
 * The database's instant before which every change stamp (Flight.updatedAt, FlightTombstone.removedAt, set by the
 * migration 20261126130000_change_feed's triggers) is committed, in unix milliseconds. Read BEFORE the changes, it is
 * the `since` of the next poll: a change committed after this read carries a stamp at or after it.
 * - SQLite: stamps are taken under the one write lock. Holding that lock for an instant (an IMMEDIATE transaction)
 *   means no writer is between its stamp and its commit, so the database's clock then is exact.
 * - PostgreSQL: a stamp is its transaction's start (now()), and transactions commit in any order. The earliest start
 *   of any transaction still open in this database (pg_stat_activity; the app's own role sees its sessions) bounds
 *   every stamp not yet committed; the instant is the earlier of that and the clock.
 */
export async function readChangeInstant(db: Db): Promise<number> {
  return bySql(db, { sqlite: sqliteChangeInstant, postgresql: postgresChangeInstant })(db);
}

async function sqliteChangeInstant(db: Db): Promise<number> {
  const rows = await writeTransaction(db, (tx) => tx.$queryRaw<SqlRow[]>`SELECT CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER) AS "now"`);
  return toNumber(rows[0]!.now);
}

async function postgresChangeInstant(db: Db): Promise<number> {
  const rows = await db.$queryRaw<SqlRow[]>`
SELECT FLOOR(EXTRACT(EPOCH FROM LEAST(clock_timestamp(), COALESCE(MIN(a."xact_start"), 'infinity'::timestamptz))) * 1000) AS "now"
FROM pg_stat_activity a
WHERE a."datname" = current_database() AND a."pid" <> pg_backend_pid() AND a."backend_type" = 'client backend' AND a."xact_start" IS NOT NULL`;
  return toNumber(rows[0]!.now);
}
