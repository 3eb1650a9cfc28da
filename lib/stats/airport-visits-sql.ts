import { Prisma } from "@/lib/db/generated/sqlite/client";
import { upcomingSql } from "./completed";
import { rollupScope, userFutureFlightsCte } from "./ranking-sql";

/**
 * A WITH clause ending in CTE `visits` ("airportId", n): each airport of the scope with its completed visits (a flight
 * visits its origin and its destination; twice when they are the same airport), airports without any left out.
 * Read from StatAirport minus the scope's flights not yet completed, grouped once (normally few): the cost follows
 * the scope's distinct airports, not its flights.
 */
export function airportVisitsWith(userId: string | null, now: Date): Prisma.Sql {
  const upcomingEnds =
    userId === null
      ? upcomingEndsOfAll(now)
      : Prisma.sql`SELECT fut.a AS k FROM fut UNION ALL SELECT fut.b AS k FROM fut`;
  return Prisma.sql`WITH ${userId === null ? Prisma.empty : Prisma.sql`${userFutureFlightsCte(userId, now)},`}
fz AS MATERIALIZED (SELECT x.k AS k, COUNT(*) AS n FROM (${upcomingEnds}) x GROUP BY x.k),
visits AS (
  SELECT r."airportId" AS "airportId", r."flights" - COALESCE(fz.n, 0) AS n
  FROM "StatAirport" r LEFT JOIN fz ON fz.k = r."airportId"
  WHERE r."scope" = ${rollupScope(userId)} AND r."flights" - COALESCE(fz.n, 0) > 0
)`;
}

/** Both ends of every flight not yet completed, from Flight's covering index (endsAt, fromId, toId, …). */
function upcomingEndsOfAll(now: Date): Prisma.Sql {
  return Prisma.sql`SELECT f."fromId" AS k FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)}
    UNION ALL SELECT f."toId" AS k FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)}`;
}
