import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { completedFlightsFrom, toNumber, type DashboardFilter } from "./completed-flights-sql";

export interface BreakdownEntry {
  /** the stored value, or "unknown" */
  key: string;
  count: number;
}

export const UNKNOWN = "unknown";

/** Known values first in their documented order (zero counts dropped), then "unknown". */
function ordered(rows: { key: string | null; count: unknown }[], known: readonly string[]): BreakdownEntry[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row.key !== null && known.includes(row.key) ? row.key : UNKNOWN;
    counts.set(key, (counts.get(key) ?? 0) + toNumber(row.count));
  }
  return [...known, UNKNOWN].filter((key) => (counts.get(key) ?? 0) > 0).map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

/**
 * The seats of completed flights in scope: the user's own seats for one user, every seat (guests too) for all.
 */
function seatsWhere(filter: DashboardFilter): Prisma.Sql {
  const completed = Prisma.sql`f."endsAt" <= ${filter.now}`;
  return filter.userId === null ? completed : Prisma.sql`${completed} AND s."userId" = ${filter.userId}`;
}

export async function seatClassBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  const rows = await db.$queryRaw<{ key: string | null; count: unknown }[]>(Prisma.sql`
    SELECT s."seatClass" AS "key", COUNT(*) AS "count"
    FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
    WHERE ${seatsWhere(filter)}
    GROUP BY s."seatClass"`);
  return ordered(rows, SEAT_CLASSES);
}

export async function seatPositionBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  const rows = await db.$queryRaw<{ key: string | null; count: unknown }[]>(Prisma.sql`
    SELECT s."seat" AS "key", COUNT(*) AS "count"
    FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
    WHERE ${seatsWhere(filter)}
    GROUP BY s."seat"`);
  return ordered(rows, SEAT_POSITIONS);
}

/** Per flight (a shared flight has one reason). */
export async function flightReasonBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  const rows = await db.$queryRaw<{ key: string | null; count: unknown }[]>(Prisma.sql`
    SELECT f."flightReason" AS "key", COUNT(*) AS "count"
    FROM ${completedFlightsFrom(filter)}
    GROUP BY f."flightReason"`);
  return ordered(rows, FLIGHT_REASONS);
}
