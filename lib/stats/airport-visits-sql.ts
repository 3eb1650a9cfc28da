import { Prisma } from "@/lib/db/prisma";
import { currentMonthAheadSql, monthsAheadSql } from "./end-month";
import { rollupScope } from "@/lib/scope/rollup-scope";
import { USER_FUTURE_VISITS_SQL, userFutureFlightsCte } from "./ranking-sql";

/**
 * A WITH clause ending in CTE `visits` ("airportId", n): each airport of the scope with its completed visits (a flight
 * visits its origin and its destination; twice when they are the same airport), airports without any left out.
 * Read from StatAirport minus the scope's visits not yet completed (fz), grouped once: the cost follows the scope's
 * distinct airports, not its flights.
 */
export function airportVisitsWith(userId: string | null, now: Date): Prisma.Sql {
  return Prisma.sql`WITH ${userId === null ? allUpcomingVisits(now) : userUpcomingVisits(userId, now)},
visits AS (
  SELECT r."airportId" AS "airportId", r."flights" - COALESCE(fz.n, 0) AS n
  FROM "StatAirport" r LEFT JOIN fz ON fz.k0 = r."airportId"
  WHERE r."scope" = ${rollupScope(userId)} AND r."flights" - COALESCE(fz.n, 0) > 0
)`;
}

/** One user's upcoming visits per airport (fz), from their flights ahead (normally few). */
function userUpcomingVisits(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`${userFutureFlightsCte(userId, now)},
fz AS MATERIALIZED (${Prisma.raw(USER_FUTURE_VISITS_SQL)})`;
}

/**
 * Every flight's upcoming visits per airport (fz): the months after the current one from StatFlightEndMonth, the
 * current month's flights still ahead from Flight's endsAt index (which holds both ends).
 */
function allUpcomingVisits(now: Date): Prisma.Sql {
  const current = currentMonthAheadSql(`f."endsAt"`, now);
  return Prisma.sql`
fz AS MATERIALIZED (SELECT x.k AS k0, SUM(x.n) AS n FROM (
  SELECT m."k0" AS k, m."flights" AS n FROM "StatFlightEndMonth" m WHERE m."kind" = 'airport' AND ${monthsAheadSql("m", now)}
  UNION ALL SELECT f."fromId", 1 FROM "Flight" f WHERE ${current}
  UNION ALL SELECT f."toId", 1 FROM "Flight" f WHERE ${current}) x GROUP BY x.k)`;
}
