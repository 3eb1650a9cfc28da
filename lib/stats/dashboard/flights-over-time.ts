import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";
import { rollupScope, type UpcomingFlightGroup } from "./upcoming-flights";

/**
 * The scope's completed flights per period: its StatPeriod rows (every flight) minus its flights not yet completed
 * (`upcoming`, read once for every chart), by `by` ("year" or "month"). Periods with no completed flight are left
 * out. Costs the scope's periods plus its upcoming flights, however many flights it has.
 */
async function completedPerPeriod(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingFlightGroup[], by: "year" | "month") {
  // per month: without month 0, the flights known only to the year
  const counted = (period: number) => by === "year" || period > 0;
  const column = Prisma.raw(`"${by}"`);
  const rows = await db.$queryRaw<{ period: unknown; flights: unknown; distance: unknown }[]>(Prisma.sql`
    SELECT p.${column} AS "period", SUM(p."flights") AS "flights", SUM(p."distanceKm") AS "distance"
    FROM "StatPeriod" p WHERE p."scope" = ${rollupScope(filter)}
    GROUP BY p.${column}`);
  const periods = new Map<number, { flights: number; distance: number }>();
  for (const row of rows) {
    const period = toNumber(row.period);
    if (counted(period)) periods.set(period, { flights: toNumber(row.flights), distance: toNumber(row.distance) });
  }
  for (const group of upcoming) {
    const totals = periods.get(group[by]);
    if (!totals) continue;
    totals.flights -= group.flights;
    totals.distance -= group.distanceKm;
  }
  return new Map([...periods].filter(([, totals]) => totals.flights > 0));
}

export interface YearBucket {
  year: string;
  flights: number;
  distanceKm: number;
}

export interface MonthBucket {
  /** 1..12 */
  month: number;
  flights: number;
}

/**
 * A period's distance in whole kilometres. The rollup's sum minus the upcoming flights' distances is a floating-point
 * difference that can land a hair below zero for a period whose completed flights have no distance; that is 0, not -0.
 */
export function wholeKilometres(sum: number): number {
  return Math.max(0, Math.round(sum));
}

/** Flights and distance per calendar year (of the local date at the origin), oldest year first, gaps filled with zeros. */
export async function flightsPerYear(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingFlightGroup[]): Promise<YearBucket[]> {
  const byYear = await completedPerPeriod(db, filter, upcoming, "year");
  const years = [...byYear.keys()].filter(Number.isFinite);
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  const buckets: YearBucket[] = [];
  for (let year = first; year <= last; year++) {
    const totals = byYear.get(year);
    buckets.push({ year: String(year), flights: totals?.flights ?? 0, distanceKm: wholeKilometres(totals?.distance ?? 0) });
  }
  return buckets;
}

/**
 * Flights per month of the year (all years together). Flights known only to the year have no month (month 0) and are
 * left out.
 */
export async function flightsPerMonth(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingFlightGroup[]): Promise<MonthBucket[]> {
  const byMonth = await completedPerPeriod(db, filter, upcoming, "month");
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, flights: byMonth.get(index + 1)?.flights ?? 0 }));
}
