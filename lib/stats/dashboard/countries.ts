import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { airportVisitsWith } from "../airport-visits-sql";
import { toNumber } from "@/lib/db/sql-values";
import type { DashboardFilter } from "./dashboard-filter";

export interface CountryVisits {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** completed visits of the country's airports: a flight counts at its origin and at its destination */
  visits: number;
}

/**
 * The countries of the airports the completed flights in scope start or end at, most visited first (ties by code),
 * from the airport rollups: one row per country, cost following the scope's distinct airports.
 */
export async function countryVisits(db: Db, filter: DashboardFilter): Promise<CountryVisits[]> {
  const rows = await db.$queryRaw<{ country: string; visits: unknown }[]>(Prisma.sql`${airportVisitsWith(filter.userId, filter.now)}
    SELECT ap."country" AS "country", SUM(v.n) AS "visits"
    FROM visits v JOIN "Airport" ap ON ap."id" = v."airportId"
    GROUP BY ap."country"
    ORDER BY "visits" DESC, ap."country" ASC`);
  return rows.map((row) => ({ country: row.country, visits: toNumber(row.visits) }));
}

/** Distinct countries among the origins and destinations of the completed flights in scope. */
export async function countCountries(db: Db, filter: DashboardFilter): Promise<number> {
  return (await countryVisits(db, filter)).length;
}
