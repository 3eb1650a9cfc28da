import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Dialect } from "@/lib/db/database-url";

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

/** The rollup key of '*', every flight (user ids are cuids, never '*'). */
export const ALL_SCOPE = "*";

/** How many of a scope's largest entries set the lower bound of its top entry (see topEntry). */
const BOUND_ROWS = 4;

/** SQL for "how many of the scope's flights not yet completed have this entry", the entry's keys read from alias r. */
type FutureCount = (r: string) => Prisma.Sql;

interface Dimension {
  /** CTE name prefix */
  name: string;
  table: string;
  keys: readonly string[];
  future: FutureCount;
}

const raw = Prisma.raw;

/**
 * The scope's entry with the most completed flights, ties to the smallest key(s), as CTE `<name>t` (k0[, k1], n).
 * completed = rollup count − future count. Since completed ≤ rollup count, no entry whose rollup count is below the
 * best completed count L among the scope's BOUND_ROWS largest rollup rows can win (or tie): only the rows from L up —
 * a range of the (scope, flights DESC, key) index, normally a handful — get their future flights counted.
 * The range is written BETWEEN L AND the largest count (true of every row anyway): PostgreSQL estimates a range
 * between two unknown values as narrow, a one-sided bound as a third of the rows — an estimate that made the
 * statement look expensive enough to be JIT-compiled and, without the index, picked a full scan.
 */
function topEntry(scope: string, { name, table, keys, future }: Dimension): Prisma.Sql {
  const keyList = keys.map((k, i) => `r."${k}" AS k${i}`).join(", ");
  const byRollup = keys.map((k) => `r."${k}" ASC`).join(", ");
  const byKey = keys.map((_, i) => `k${i} ASC`).join(", ");
  return Prisma.sql`
${raw(name)}b AS (
  SELECT MAX(x.n) AS n, MAX(x.f) AS f FROM (
    SELECT r."flights" - (${future("r")}) AS n, r."flights" AS f FROM ${raw(`"${table}"`)} r WHERE r."scope" = ${scope}
    ORDER BY r."flights" DESC, ${raw(byRollup)} LIMIT ${raw(String(BOUND_ROWS))}
  ) x
),
${raw(name)}t AS (
  SELECT * FROM (
    SELECT ${raw(keyList)}, r."flights" - (${future("r")}) AS n FROM ${raw(`"${table}"`)} r
    WHERE r."scope" = ${scope} AND r."flights" BETWEEN (SELECT n FROM ${raw(name)}b) AND (SELECT f FROM ${raw(name)}b)
  ) c
  WHERE c.n > 0 ORDER BY c.n DESC, ${raw(byKey)} LIMIT 1
)`;
}

/**
 * Every flight (scope '*'): the flights not yet completed are read through Flight's endsAt indexes — all of them
 * from (endsAt, fromId, toId, distanceKm, durationSeconds), those of one entry from (fromId, endsAt),
 * (toId, endsAt), (airlineId, endsAt), (aircraftId, endsAt), (fromId, toId, endsAt) — each a short index range.
 */
function allScopeFigures(dialect: Dialect, now: Date): Prisma.Sql {
  const count = (conditions: string) => Prisma.sql`SELECT COUNT(*) FROM "Flight" f WHERE ${raw(conditions)} AND f."endsAt" > ${now}`;
  const dimensions: Dimension[] = [
    {
      name: "ap",
      table: "StatAirport",
      keys: ["airportId"],
      future: (r) => Prisma.sql`(${count(`f."fromId" = ${r}."airportId"`)}) + (${count(`f."toId" = ${r}."airportId"`)})`,
    },
    { name: "al", table: "StatAirline", keys: ["airlineId"], future: (r) => count(`f."airlineId" = ${r}."airlineId"`) },
    { name: "ac", table: "StatAircraft", keys: ["aircraftId"], future: (r) => count(`f."aircraftId" = ${r}."aircraftId"`) },
    { name: "rt", table: "StatRoute", keys: ["fromId", "toId"], future: (r) => count(`f."fromId" = ${r}."fromId" AND f."toId" = ${r}."toId"`) },
  ];
  return Prisma.sql`
tot AS MATERIALIZED (
  SELECT COUNT(*) AS n, SUM("distanceKm") AS d, SUM("durationSeconds") AS s FROM "Flight" WHERE "endsAt" > ${now}
),
${Prisma.join(dimensions.map((d) => topEntry(ALL_SCOPE, d)), ",")},
${dialect === "sqlite" ? probedEmptyAirports(now) : groupedEmptyAirports(now)}`;
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
    AND NOT EXISTS (SELECT 1 FROM "Flight" f WHERE f."fromId" = r."airportId" AND f."endsAt" <= ${now})
    AND NOT EXISTS (SELECT 1 FROM "Flight" f WHERE f."toId" = r."airportId" AND f."endsAt" <= ${now})
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
    FROM (SELECT "fromId" AS k FROM "Flight" WHERE "endsAt" > ${now} UNION ALL SELECT "toId" AS k FROM "Flight" WHERE "endsAt" > ${now}) x
    GROUP BY x.k
  ) z
  JOIN "StatAirport" r ON r."scope" = ${ALL_SCOPE} AND r."airportId" = z.k
  WHERE r."flights" <= z.n
)`;
}

/**
 * One user: their flights not yet completed, with their figures, come from StatFlightEnd's (scope, endsAt) range —
 * however many other users' flights lie ahead — gathered once (fut, normally few rows) and counted per entry from there.
 */
function userScopeFigures(userId: string, now: Date): Prisma.Sql {
  const dimensions: Dimension[] = [
    {
      name: "ap",
      table: "StatAirport",
      keys: ["airportId"],
      future: (r) => Prisma.sql`(SELECT COUNT(*) FROM fut WHERE fut.a = ${raw(r)}."airportId") + (SELECT COUNT(*) FROM fut WHERE fut.b = ${raw(r)}."airportId")`,
    },
    { name: "al", table: "StatAirline", keys: ["airlineId"], future: (r) => Prisma.sql`SELECT COUNT(*) FROM fut WHERE fut.al = ${raw(r)}."airlineId"` },
    { name: "ac", table: "StatAircraft", keys: ["aircraftId"], future: (r) => Prisma.sql`SELECT COUNT(*) FROM fut WHERE fut.ac = ${raw(r)}."aircraftId"` },
    {
      name: "rt",
      table: "StatRoute",
      keys: ["fromId", "toId"],
      future: (r) => Prisma.sql`SELECT COUNT(*) FROM fut WHERE fut.a = ${raw(r)}."fromId" AND fut.b = ${raw(r)}."toId"`,
    },
  ];
  // StatFlightEnd carries the flight's figures: one range of its primary key, no lookup into the wide Flight rows.
  return Prisma.sql`
fut AS MATERIALIZED (
  SELECT e."fromId" AS a, e."toId" AS b, e."airlineId" AS al, e."aircraftId" AS ac, e."distanceKm" AS d, e."durationSeconds" AS s
  FROM "StatFlightEnd" e
  WHERE e."scope" = ${userId} AND e."endsAt" > ${now}
),
tot AS (SELECT COUNT(*) AS n, SUM(d) AS d, SUM(s) AS s FROM fut),
${Prisma.join(dimensions.map((d) => topEntry(userId, d)), ",")},
apz AS (
  SELECT COUNT(*) AS n
  FROM (SELECT x.k AS k, COUNT(*) AS n FROM (SELECT a AS k FROM fut UNION ALL SELECT b AS k FROM fut) x GROUP BY x.k) z
  CROSS JOIN "StatAirport" r
  WHERE r."scope" = ${userId} AND r."airportId" = z.k AND r."flights" <= z.n
)`;
}

/**
 * Every figure of docs/contract/decisions.md "Statistics semantics" in one statement that runs on SQLite and PostgreSQL,
 * read from the rollups (StatTotal … StatRoute: every flight of the scope, completed or not) minus the scope's
 * flights not yet completed (endsAt > now), which are normally few. `userId` null means every flight (scope '*').
 * airports = the scope's airport rows minus those all of whose flights lie ahead (apz). Ties go to the smallest id
 * (routes: origin id, then destination id); no counted flights gives one row of zero/NULL figures.
 */
export function statsSql(dialect: Dialect, userId: string | null, now: Date): Prisma.Sql {
  const scope = userId ?? ALL_SCOPE;
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
