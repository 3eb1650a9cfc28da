import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { SqlRow } from "@/lib/db/sql-values";
import type { ResolvedFeed } from "./calendar-feeds";

/** Raised when what the feed writes for the same flights changes, so an old ETag never matches a new format. */
const FORMAT = 1;

/**
 * The feed's ETag value, from one aggregate over the user's seats: any write to one of their flights, to any seat on
 * it (another traveller's too: it decides whether notes are shown) or to what it names moves the flight's updatedAt
 * (migration 20261126130000_change_feed); a flight gained or lost changes the count and the sum of ids. The options
 * chosen are part of it. A calendar polling with If-None-Match then costs one indexed read, not the whole feed.
 */
export async function feedVersion(db: Db, feed: ResolvedFeed): Promise<string> {
  const rows = await db.$queryRaw<SqlRow[]>`
SELECT COUNT(*) AS "flights", MAX(f."updatedAt") AS "latest", SUM(f."id") AS "ids"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" = ${feed.userId}`;
  const row = rows[0] ?? {};
  // SQLite answers the aggregate of an instant column as a plain number, PostgreSQL as a Date: only equality matters
  const latest = row.latest instanceof Date ? row.latest.getTime() : String(row.latest);
  const facts = [FORMAT, String(row.flights), latest, String(row.ids), feed.includeSeat, feed.includeDetails, feed.includeNotes];
  return createHash("sha256").update(JSON.stringify(facts)).digest("base64url").slice(0, 32);
}
