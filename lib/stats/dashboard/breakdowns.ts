import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { NO_VALUE_KEY } from "@/lib/stats/stat-period";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";
import { rollupScope, upcomingFlightsFrom, upcomingSeatsFrom } from "./upcoming-flights";

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

type BreakdownKind = "seatClass" | "seat" | "flightReason";

/**
 * The scope's StatBreakdown rows of one kind (all its flights or seats) minus those of its flights not yet completed.
 * The key '' (no value) falls under "unknown" in `ordered`.
 */
async function completedBreakdown(db: Db, filter: DashboardFilter, kind: BreakdownKind, known: readonly string[]): Promise<BreakdownEntry[]> {
  const upcoming = kind === "flightReason" ? upcomingFlightsFrom(filter) : upcomingSeatsFrom(filter);
  const rows = await db.$queryRaw<{ key: string | null; count: unknown }[]>(Prisma.sql`
    SELECT x."key" AS "key", SUM(x."count") AS "count"
    FROM (
      SELECT b."key" AS "key", b."count" AS "count" FROM "StatBreakdown" b WHERE b."scope" = ${rollupScope(filter)} AND b."kind" = ${kind}
      UNION ALL
      SELECT COALESCE(u.${Prisma.raw(`"${kind}"`)}, ${NO_VALUE_KEY}), -1 FROM ${upcoming}
    ) x
    GROUP BY x."key"`);
  return ordered(rows, known);
}

/** Per seat: the user's own seats for one user, every seat (guests too) for all. */
export async function seatClassBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "seatClass", SEAT_CLASSES);
}

export async function seatPositionBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "seat", SEAT_POSITIONS);
}

/** Per flight (a shared flight has one reason). */
export async function flightReasonBreakdown(db: Db, filter: DashboardFilter): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "flightReason", FLIGHT_REASONS);
}
