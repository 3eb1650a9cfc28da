import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { completedFlightsFrom, toNumber, type DashboardFilter } from "./completed-flights-sql";

/** Distinct countries among the origins and destinations of the completed flights in scope. */
export async function countCountries(db: Db, filter: DashboardFilter): Promise<number> {
  const rows = await db.$queryRaw<{ countries: unknown }[]>(Prisma.sql`
    SELECT COUNT(DISTINCT ap."country") AS "countries"
    FROM (
      SELECT DISTINCT f."fromId" AS "airportId" FROM ${completedFlightsFrom(filter)}
      UNION
      SELECT DISTINCT f."toId" AS "airportId" FROM ${completedFlightsFrom(filter)}
    ) ends JOIN "Airport" ap ON ap."id" = ends."airportId"`);
  return toNumber(rows[0]?.countries);
}
