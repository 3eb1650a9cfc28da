import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { completedFlightsFrom, toNumber, type DashboardFilter } from "./completed-flights-sql";

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

/** Flights and distance per calendar year (of the local date at the origin), oldest year first, gaps filled with zeros. */
export async function flightsPerYear(db: Db, filter: DashboardFilter): Promise<YearBucket[]> {
  const rows = await db.$queryRaw<{ year: string; flights: unknown; distance: unknown }[]>(Prisma.sql`
    SELECT SUBSTR(f."date", 1, 4) AS "year", COUNT(*) AS "flights", SUM(f."distanceKm") AS "distance"
    FROM ${completedFlightsFrom(filter)}
    GROUP BY SUBSTR(f."date", 1, 4)
    ORDER BY "year"`);
  const byYear = new Map(rows.map((row) => [Number(row.year), row]));
  const years = [...byYear.keys()].filter(Number.isFinite);
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  const buckets: YearBucket[] = [];
  for (let year = first; year <= last; year++) {
    const row = byYear.get(year);
    buckets.push({ year: String(year), flights: toNumber(row?.flights), distanceKm: Math.round(toNumber(row?.distance)) });
  }
  return buckets;
}

/**
 * Flights per month of the year (all years together). Flights known only to the year have no month and are left out.
 */
export async function flightsPerMonth(db: Db, filter: DashboardFilter): Promise<MonthBucket[]> {
  const rows = await db.$queryRaw<{ month: string; flights: unknown }[]>(Prisma.sql`
    SELECT SUBSTR(f."date", 6, 2) AS "month", COUNT(*) AS "flights"
    FROM ${completedFlightsFrom(filter)}
    WHERE f."datePrecision" <> 'year'
    GROUP BY SUBSTR(f."date", 6, 2)`);
  const counts = new Map(rows.map((row) => [Number(row.month), toNumber(row.flights)]));
  return Array.from({ length: 12 }, (_, index) => ({ month: index + 1, flights: counts.get(index + 1) ?? 0 }));
}
