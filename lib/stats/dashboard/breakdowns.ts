import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { NO_VALUE_KEY } from "@/lib/flights/stat-period";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";
import { rollupScope, type UpcomingFlightGroup, type UpcomingSeatGroup } from "./upcoming-flights";

export interface BreakdownEntry {
  /** the stored value, or "unknown" */
  key: string;
  count: number;
}

export const UNKNOWN = "unknown";

/** Known values first in their documented order (zero counts dropped), then "unknown". */
export function ordered(rows: { key: string | null; count: unknown }[], known: readonly string[]): BreakdownEntry[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row.key !== null && known.includes(row.key) ? row.key : UNKNOWN;
    counts.set(key, (counts.get(key) ?? 0) + toNumber(row.count));
  }
  return [...known, UNKNOWN].filter((key) => (counts.get(key) ?? 0) > 0).map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

type BreakdownKind = "seatClass" | "seat" | "flightReason";

/**
 * The scope's StatBreakdown rows of one kind (all its flights or seats) minus those of its flights not yet completed
 * (`upcoming`: [key, count] pairs from the grouped upcoming flights or seats, read once for every chart). The key ''
 * (no value) falls under "unknown" in `ordered`.
 */
async function completedBreakdown(
  db: Db,
  filter: DashboardFilter,
  kind: BreakdownKind,
  known: readonly string[],
  upcoming: readonly (readonly [key: string, count: number])[],
): Promise<BreakdownEntry[]> {
  const rows = await db.$queryRaw<{ key: string | null; count: unknown }[]>(Prisma.sql`
    SELECT b."key" AS "key", b."count" AS "count" FROM "StatBreakdown" b WHERE b."scope" = ${rollupScope(filter)} AND b."kind" = ${kind}`);
  const counts = new Map<string, number>();
  const add = (key: string, count: number) => counts.set(key, (counts.get(key) ?? 0) + count);
  for (const row of rows) add(row.key ?? NO_VALUE_KEY, toNumber(row.count));
  for (const [key, count] of upcoming) add(key, -count);
  return ordered([...counts].map(([key, count]) => ({ key, count })), known);
}

/** Per seat: the user's own seats for one user, every seat (guests too) for all. */
export async function seatClassBreakdown(db: Db, filter: DashboardFilter, upcomingSeats: readonly UpcomingSeatGroup[]): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "seatClass", SEAT_CLASSES, upcomingSeats.map((group) => [group.seatClass, group.seats] as const));
}

export async function seatPositionBreakdown(db: Db, filter: DashboardFilter, upcomingSeats: readonly UpcomingSeatGroup[]): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "seat", SEAT_POSITIONS, upcomingSeats.map((group) => [group.seat, group.seats] as const));
}

/** Per flight (a shared flight has one reason). */
export async function flightReasonBreakdown(db: Db, filter: DashboardFilter, upcomingFlights: readonly UpcomingFlightGroup[]): Promise<BreakdownEntry[]> {
  return completedBreakdown(db, filter, "flightReason", FLIGHT_REASONS, upcomingFlights.map((group) => [group.flightReason, group.flights] as const));
}
