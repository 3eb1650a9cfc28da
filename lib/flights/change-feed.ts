import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { toNumber, type SqlRow } from "@/lib/db/sql-values";
import { GoneError } from "@/lib/errors";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import type { FlightSource } from "./flight-body";
import { CHANGE_CURSOR_OVERLAP_MS, readChangeInstant } from "./change-cursor";
import { listFlightPagesAs, LIST_PAGE_SIZE } from "./list-flights";
import { DAY_MS } from "@/lib/time/durations";

/** How long tombstones are kept, so how far back `since` may reach (docs/security.md, limits). */
export const CHANGE_FEED_RETENTION_DAYS = 90;
const RETENTION_MS = CHANGE_FEED_RETENTION_DAYS * DAY_MS;

/** The AppMeta row holding the instant from which tombstones exist (the migration's time, or the last restore's). */
export const CHANGES_SINCE_KEY = "changes.since";

/**
 * What changed for a scope since an instant. The one rule of "changed": a flight is in `flights` when it is in the
 * scope now and its updatedAt is at or after `since` (every write to the flight or any of its seats stamps it, in
 * the database: a seat added, edited or removed changes the seats every holder sees, and a seat added for the
 * scope's user is how a flight becomes visible). A flight id is in `deleted` when it left the scope at or after
 * `since` (the scope's user lost their seat, or for scope=all the flight was deleted) and is not in the scope now.
 */
export interface Changes<T> {
  /** the `since` of the next poll, as an ISO instant */
  cursor: string;
  deleted: number[];
  flights: AsyncGenerator<T[]>;
}

export async function listChanges<T>(
  db: Db,
  scope: AuthorizedScope,
  since: Date,
  shape: (row: FlightSource) => T,
  pageSize = LIST_PAGE_SIZE,
): Promise<Changes<T>> {
  const now = await readChangeInstant(db);
  const horizon = await changesHorizon(db, now);
  if (since.getTime() < horizon) {
    throw new GoneError(`since is before ${new Date(horizon).toISOString()}, the oldest change kept: list all flights again`);
  }
  const deleted = await readTombstones(db, scope.subjectUserId, since);
  return {
    // never before the feed's start: a cursor the feed itself would refuse (410) is no cursor
    cursor: new Date(Math.max(now - CHANGE_CURSOR_OVERLAP_MS, horizon)).toISOString(),
    deleted,
    flights: listFlightPagesAs(db, scope, shape, pageSize, since),
  };
}

/** The oldest `since` the feed answers: tombstones exist from the feed's start and are kept for the retention. */
async function changesHorizon(db: Db, now: number): Promise<number> {
  const row = await db.appMeta.findUnique({ where: { key: CHANGES_SINCE_KEY }, select: { value: true } });
  const started = row ? Date.parse(row.value) : now;
  return Math.max(Number.isNaN(started) ? now : started, now - RETENTION_MS);
}

/** The ids that left the scope at or after `since` and are not back in it (a seat removed, then given again, is a change). */
async function readTombstones(db: Db, subjectUserId: string | null, since: Date): Promise<number[]> {
  const inScope =
    subjectUserId === null
      ? Prisma.sql`SELECT 1 FROM "Flight" f WHERE f."id" = t."flightId"`
      : Prisma.sql`SELECT 1 FROM "Seat" s WHERE s."flightId" = t."flightId" AND s."userId" = ${subjectUserId}`;
  const rows = await db.$queryRaw<SqlRow[]>`
SELECT t."flightId" FROM "FlightTombstone" t
WHERE t."userId" = ${subjectUserId ?? "*"} AND t."removedAt" >= ${since} AND NOT EXISTS (${inScope})
ORDER BY t."flightId"`;
  return rows.map((row) => toNumber(row.flightId));
}

/**
 * Deletes the tombstones older than the retention (none of them can be asked for any more); answers how many. Periodic
 * work of one instance (lib/background/background-work.ts).
 */
export async function sweepTombstones(db: Db, now: Date): Promise<number> {
  return db.flightTombstone.deleteMany({ where: { removedAt: { lt: new Date(now.getTime() - RETENTION_MS) } } }).then((r) => r.count);
}
