import { Prisma } from "@/lib/db/prisma";
import type { Dialect } from "@/lib/config/database-url";
import { completedSql, upcomingSql } from "@/lib/flights/completed";
import { ALL_SCOPE, rollupScope } from "@/lib/scope/rollup-scope";
import { dimensionsOf, topEntriesSql, USER_FUTURE_VISITS_SQL, userFutureFlightsCte } from "./ranking-sql";

/** One row of the statistics statement; PostgreSQL answers counts and integer sums as bigint. */
export interface StatsRow {
  flights: number | bigint | null;
  distance: number | null;
  duration: number | bigint | null;
  airports: number | bigint | null;
  apId: number | null;
  apCount: number | bigint | null;
  apName: string | null;
  apIcao: string | null;
  apIata: string | null;
  alId: number | null;
  alCount: number | bigint | null;
  alName: string | null;
  alIcao: string | null;
  alIata: string | null;
  acId: number | null;
  acCount: number | bigint | null;
  acName: string | null;
  acIcao: string | null;
  rtFromId: number | null;
  rtToId: number | null;
  rtCount: number | bigint | null;
  rtFromName: string | null;
  rtFromIcao: string | null;
  rtFromIata: string | null;
  rtToName: string | null;
  rtToIcao: string | null;
  rtToIata: string | null;
}

/**
 * Every flight (scope '*'): all its flights not yet completed are read through Flight's covering index
 * (endsAt, fromId, toId, distanceKm, durationSeconds); those of one entry as ranking-sql.ts says.
 */
function allScopeFigures(dialect: Dialect, now: Date): Prisma.Sql {
  const dimensions = dimensionsOf(null, now);
  return Prisma.sql`
tot AS MATERIALIZED (
  SELECT COUNT(*) AS n, SUM("distanceKm") AS d, SUM("durationSeconds") AS s FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)}
),
${topEntries(ALL_SCOPE, dimensions)},
${dialect === "sqlite" ? probedEmptyAirports(now) : groupedEmptyAirports(now)}`;
}

/** The top entry (a list of one) of each dimension, as CTEs apt, alt, act, rtt. */
function topEntries(scope: string, dimensions: ReturnType<typeof dimensionsOf>): Prisma.Sql {
  return Prisma.join([dimensions.ap, dimensions.al, dimensions.ac, dimensions.rt].map((d) => topEntriesSql(scope, d, 1)), ",");
}

/**
 * The airports of '*' none of whose flights is completed. SQLite: one index probe per airport that could be one —
 * its rollup count is at most twice the future flights — for a completed flight from or to it.
 */
function probedEmptyAirports(now: Date): Prisma.Sql {
  return Prisma.sql`
apz AS (
  SELECT COUNT(*) AS n FROM "StatAirport" r
  WHERE r."scope" = ${ALL_SCOPE} AND r."flights" <= 2 * (SELECT n FROM tot)
    AND NOT EXISTS (SELECT 1 FROM "Flight" f WHERE f."fromId" = r."airportId" AND ${completedSql('f."endsAt"', now)})
    AND NOT EXISTS (SELECT 1 FROM "Flight" f WHERE f."toId" = r."airportId" AND ${completedSql('f."endsAt"', now)})
)`;
}

/**
 * PostgreSQL: per-row probes cost it several microseconds each, a hash aggregate of the future flights' airports
 * (read from the covering index (endsAt, fromId, toId, …)) compared with their rollup counts far less.
 */
function groupedEmptyAirports(now: Date): Prisma.Sql {
  return Prisma.sql`
apz AS (
  SELECT COUNT(*) AS n
  FROM (
    SELECT x.k AS k, COUNT(*) AS n
    FROM (SELECT f."fromId" AS k FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)} UNION ALL SELECT f."toId" AS k FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)}) x
    GROUP BY x.k
  ) z
  JOIN "StatAirport" r ON r."scope" = ${ALL_SCOPE} AND r."airportId" = z.k
  WHERE r."flights" <= z.n
)`;
}

/** One user: their flights not yet completed gathered once (fut) and counted per entry from there. */
function userScopeFigures(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`
${userFutureFlightsCte(userId, now)},
tot AS (SELECT COUNT(*) AS n, SUM(d) AS d, SUM(s) AS s FROM fut),
${topEntries(userId, dimensionsOf(userId, now))},
apz AS (
  SELECT COUNT(*) AS n
  FROM (${Prisma.raw(USER_FUTURE_VISITS_SQL)}) z
  CROSS JOIN "StatAirport" r
  WHERE r."scope" = ${userId} AND r."airportId" = z.k0 AND r."flights" <= z.n
)`;
}

/**
 * Every figure of docs/contract/decisions.md "Statistics semantics" in one statement that runs on SQLite and PostgreSQL,
 * read from the rollups (StatTotal … StatRoute: every flight of the scope, completed or not) minus the scope's
 * flights not yet completed (completed.ts), which are normally few. `userId` null means every flight (scope '*').
 * airports = the scope's airport rows minus those all of whose flights lie ahead (apz). Ties go to the smallest id
 * (routes: origin id, then destination id); no counted flights gives one row of zero/NULL figures.
 */
export function statsSql(dialect: Dialect, userId: string | null, now: Date): Prisma.Sql {
  const scope = rollupScope(userId);
  const figures = userId === null ? allScopeFigures(dialect, now) : userScopeFigures(userId, now);
  return Prisma.sql`
WITH ${figures},
totals AS (
  SELECT COALESCE(t."flights", 0) - tot.n AS n,
    CASE WHEN COALESCE(t."flights", 0) = tot.n THEN 0 ELSE t."distanceKm" - COALESCE(tot.d, 0) END AS d,
    COALESCE(t."durationSeconds", 0) - COALESCE(tot.s, 0) AS s
  FROM tot LEFT JOIN "StatTotal" t ON t."scope" = ${scope}
),
apn AS (SELECT (SELECT COUNT(*) FROM "StatAirport" r WHERE r."scope" = ${scope}) - (SELECT n FROM apz) AS n)
SELECT
  totals.n AS "flights", totals.d AS "distance", totals.s AS "duration", apn.n AS "airports",
  apt.k0 AS "apId", apt.n AS "apCount", ap.name AS "apName", ap.icao AS "apIcao", ap.iata AS "apIata",
  alt.k0 AS "alId", alt.n AS "alCount", al.name AS "alName", al.icao AS "alIcao", al.iata AS "alIata",
  act.k0 AS "acId", act.n AS "acCount", ac.name AS "acName", ac.icao AS "acIcao",
  rtt.k0 AS "rtFromId", rtt.k1 AS "rtToId", rtt.n AS "rtCount",
  fa.name AS "rtFromName", fa.icao AS "rtFromIcao", fa.iata AS "rtFromIata",
  ta.name AS "rtToName", ta.icao AS "rtToIcao", ta.iata AS "rtToIata"
FROM totals
CROSS JOIN apn
LEFT JOIN apt ON TRUE
LEFT JOIN "Airport" ap ON ap."id" = apt.k0
LEFT JOIN alt ON TRUE
LEFT JOIN "Airline" al ON al."id" = alt.k0
LEFT JOIN act ON TRUE
LEFT JOIN "Aircraft" ac ON ac."id" = act.k0
LEFT JOIN rtt ON TRUE
LEFT JOIN "Airport" fa ON fa."id" = rtt.k0
LEFT JOIN "Airport" ta ON ta."id" = rtt.k1`;
}
