import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Dialect } from "@/lib/db/database-url";
import { dimensionsOf, futureEndsCte, rollupScope } from "./ranking-sql";

/**
 * A WITH clause ending in CTE `visits` ("airportId", n): each airport of the scope with its completed visits (a flight
 * visits its origin and its destination; twice when they are the same airport), airports without any left out.
 * Read from StatAirport minus the scope's flights not yet completed: the cost follows the scope's distinct airports,
 * not its flights. Every flight on SQLite: each airport's upcoming flights counted where they lie, two short ranges of
 * Flight's (fromId, endsAt) and (toId, endsAt) indexes (the top lists' count, ranking-sql.ts), which beats grouping
 * every upcoming flight; PostgreSQL runs such correlated counts slower than the grouping, and a user's upcoming
 * flights are few: both group them once.
 */
export function airportVisitsWith(dialect: Dialect, userId: string | null, now: Date): Prisma.Sql {
  if (userId === null && dialect === "sqlite") {
    return Prisma.sql`WITH visits AS (
  SELECT x."airportId" AS "airportId", x.n AS n FROM (
    SELECT r."airportId" AS "airportId", r."flights" - (${dimensionsOf(null, now).ap.future("r")}) AS n FROM "StatAirport" r WHERE r."scope" = ${rollupScope(null)}
  ) x WHERE x.n > 0
)`;
  }
  return Prisma.sql`WITH ${futureEndsCte(userId, now)},
fz AS MATERIALIZED (SELECT x.k AS k, COUNT(*) AS n FROM (SELECT fut.a AS k FROM fut UNION ALL SELECT fut.b AS k FROM fut) x GROUP BY x.k),
visits AS (
  SELECT r."airportId" AS "airportId", r."flights" - COALESCE(fz.n, 0) AS n
  FROM "StatAirport" r LEFT JOIN fz ON fz.k = r."airportId"
  WHERE r."scope" = ${rollupScope(userId)} AND r."flights" - COALESCE(fz.n, 0) > 0
)`;
}
