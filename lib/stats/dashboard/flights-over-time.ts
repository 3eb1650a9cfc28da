import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";
import { rollupScope, upcomingFlightsFrom } from "./upcoming-flights";

/**
 * The scope's completed flights per period: its StatPeriod rows (every flight) minus its flights not yet completed,
 * grouped by `by` ("year" or "month"). Periods with no completed flight are left out. Costs the scope's periods plus
 * its upcoming flights, however many flights it has.
 */
function completedPerPeriod(filter: DashboardFilter, by: "year" | "month"): Prisma.Sql {
  const column = Prisma.raw(`"${by}"`);
  // per month: without month 0, the flights known only to the year
  const counted = (alias: string) => Prisma.raw(by === "month" ? `${alias}."month" > 0` : "TRUE");
  return Prisma.sql`
    SELECT x.${column} AS "period", SUM(x."flights") AS "flights", SUM(x."distanceKm") AS "distance"
    FROM (
      SELECT p.${column}, p."flights", p."distanceKm" FROM "StatPeriod" p WHERE p."scope" = ${rollupScope(filter)} AND ${counted("p")}
      UNION ALL
      SELECT u.${column}, -1, -u."distanceKm" FROM ${upcomingFlightsFrom(filter)} WHERE ${counted("u")}
    ) x
    GROUP BY x.${column}
    HAVING SUM(x."flights") > 0`;
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
export async function flightsPerYear(db: Db, filter: DashboardFilter): Promise<YearBucket[]> {
  const rows = await db.$queryRaw<{ period: unknown; flights: unknown; distance: unknown }[]>(completedPerPeriod(filter, "year"));
  const byYear = new Map(rows.map((row) => [toNumber(row.period), row]));
  const years = [...byYear.keys()].filter(Number.isFinite);
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  const buckets: YearBucket[] = [];
  for (let year = first; year <= last; year++) {
    const row = byYear.get(year);
    buckets.push({ year: String(year), flights: toNumber(row?.flights), distanceKm: wholeKilometres(toNumber(row?.distance)) });
  }
  return buckets;
}

/**
 * Flights per month of the year (all years together). Flights known only to the year have no month (month 0) and are
 * left out.
 */
export async function flightsPerMonth(db: Db, filter: DashboardFilter): Promise<MonthBucket[]> {
  const rows = await db.$queryRaw<{ period: unknown; flights: unknown }[]>(completedPerPeriod(filter, "month"));
  const counts = new Map(rows.map((row) => [toNumber(row.period), toNumber(row.flights)]));
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, flights: counts.get(index + 1) ?? 0 }));
}
