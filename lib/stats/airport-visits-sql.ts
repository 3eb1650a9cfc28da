import { Prisma } from "@/lib/db/generated/sqlite/client";
import { futureEndsCte, rollupScope } from "./ranking-sql";

/**
 * A WITH clause ending in CTE `visits` ("airportId", n): each airport of the scope with its completed visits (a flight
 * visits its origin and its destination; twice when they are the same airport), airports without any left out.
 * Read from StatAirport minus the scope's flights not yet completed, grouped once (normally few): the cost follows
 * the scope's distinct airports, not its flights.
 */
export function airportVisitsWith(userId: string | null, now: Date): Prisma.Sql {
  return Prisma.sql`WITH ${futureEndsCte(userId, now)},
fz AS MATERIALIZED (SELECT x.k AS k, COUNT(*) AS n FROM (SELECT fut.a AS k FROM fut UNION ALL SELECT fut.b AS k FROM fut) x GROUP BY x.k),
visits AS (
  SELECT r."airportId" AS "airportId", r."flights" - COALESCE(fz.n, 0) AS n
  FROM "StatAirport" r LEFT JOIN fz ON fz.k = r."airportId"
  WHERE r."scope" = ${rollupScope(userId)} AND r."flights" - COALESCE(fz.n, 0) > 0
)`;
}
