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

/** The completed flights of one user (Seat(userId, flightId) is unique: each flight once), or of everyone. */
function countedFlights(userId: string | null, now: Date): Prisma.Sql {
  return userId === null
    ? Prisma.sql`FROM "Flight" f WHERE f."endsAt" <= ${now}`
    : Prisma.sql`FROM "Seat" st JOIN "Flight" f ON f."id" = st."flightId" WHERE st."userId" = ${userId} AND f."endsAt" <= ${now}`;
}

/**
 * The figures from the counted flights, gathered once (c) and grouped twice: by route (r, which also
 * gives the airports and the totals) and by airline and aircraft type together (p, which a real log keeps
 * small). SQLite has no hash aggregation, so every GROUP BY sorts its input: two sorts of the counted
 * flights is what a user's statistics cost there. Per-group distance sums stay floating point, rounded
 * once by the caller.
 */
function groupedFigures(userId: string | null, now: Date): Prisma.Sql {
  return Prisma.sql`
c AS MATERIALIZED (
  SELECT f."fromId" AS a, f."toId" AS b, f."airlineId" AS al, f."aircraftId" AS ac, f."distanceKm" AS d, f."durationSeconds" AS s
  ${countedFlights(userId, now)}
),
r AS MATERIALIZED (SELECT a, b, COUNT(*) AS n, SUM(d) AS d, SUM(s) AS s FROM c GROUP BY a, b),
p AS MATERIALIZED (SELECT al, ac, COUNT(*) AS n FROM c GROUP BY al, ac),
totals AS (SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) AS n, SUM(d) AS d, CAST(SUM(s) AS BIGINT) AS s FROM r),
apc AS MATERIALIZED (
  SELECT x.id AS id, CAST(SUM(x.n) AS BIGINT) AS n
  FROM (SELECT a AS id, n FROM r UNION ALL SELECT b AS id, n FROM r) x
  GROUP BY x.id
),
alt AS (SELECT al AS id, CAST(SUM(n) AS BIGINT) AS n FROM p WHERE al IS NOT NULL GROUP BY al ORDER BY SUM(n) DESC, al ASC LIMIT 1),
act AS (SELECT ac AS id, CAST(SUM(n) AS BIGINT) AS n FROM p WHERE ac IS NOT NULL GROUP BY ac ORDER BY SUM(n) DESC, ac ASC LIMIT 1),
rt AS (SELECT a, b, n FROM r ORDER BY n DESC, a ASC, b ASC LIMIT 1)`;
}

/**
 * SQLite, every completed flight: sorting all flights several times would be slow, but nearly every flight is completed, so each count is taken over
 * all flights straight from a covering index (already in group order: Flight(fromId, toId), Flight(toId),
 * Flight(airlineId), Flight(aircraftId)) minus the few flights not yet over (fut, found through
 * Flight(endsAt)). Counts are integers, so the subtraction is exact; the sums are taken directly.
 */
function allFiguresFromIndexes(now: Date): Prisma.Sql {
  return Prisma.sql`
fut AS MATERIALIZED (
  SELECT "fromId" AS a, "toId" AS b, "airlineId" AS al, "aircraftId" AS ac FROM "Flight" WHERE "endsAt" > ${now}
),
totals AS (
  SELECT COUNT(*) AS n, SUM("distanceKm") AS d, SUM("durationSeconds") AS s
  FROM "Flight" WHERE COALESCE("endsAt", "endsAt") <= ${now}
),
apc AS MATERIALIZED (
  SELECT x.id AS id, CAST(SUM(x.n) AS BIGINT) AS n
  FROM (
    SELECT "fromId" AS id, COUNT(*) AS n FROM "Flight" GROUP BY "fromId"
    UNION ALL SELECT "toId" AS id, COUNT(*) AS n FROM "Flight" GROUP BY "toId"
    UNION ALL SELECT a AS id, -1 AS n FROM fut
    UNION ALL SELECT b AS id, -1 AS n FROM fut
  ) x
  GROUP BY x.id HAVING SUM(x.n) > 0
),
alt AS (
  SELECT x.id AS id, CAST(SUM(x.n) AS BIGINT) AS n
  FROM (
    SELECT "airlineId" AS id, COUNT(*) AS n FROM "Flight" WHERE "airlineId" IS NOT NULL GROUP BY "airlineId"
    UNION ALL SELECT al AS id, -1 AS n FROM fut WHERE al IS NOT NULL
  ) x
  GROUP BY x.id HAVING SUM(x.n) > 0 ORDER BY SUM(x.n) DESC, x.id ASC LIMIT 1
),
act AS (
  SELECT x.id AS id, CAST(SUM(x.n) AS BIGINT) AS n
  FROM (
    SELECT "aircraftId" AS id, COUNT(*) AS n FROM "Flight" WHERE "aircraftId" IS NOT NULL GROUP BY "aircraftId"
    UNION ALL SELECT ac AS id, -1 AS n FROM fut WHERE ac IS NOT NULL
  ) x
  GROUP BY x.id HAVING SUM(x.n) > 0 ORDER BY SUM(x.n) DESC, x.id ASC LIMIT 1
),
rt AS (
  SELECT ra.a AS a, ra.b AS b, ra.n - COALESCE(rf.n, 0) AS n
  FROM (SELECT "fromId" AS a, "toId" AS b, COUNT(*) AS n FROM "Flight" GROUP BY "fromId", "toId") ra
  LEFT JOIN (SELECT a, b, COUNT(*) AS n FROM fut GROUP BY a, b) rf ON rf.a = ra.a AND rf.b = ra.b
  WHERE ra.n - COALESCE(rf.n, 0) > 0
  ORDER BY ra.n - COALESCE(rf.n, 0) DESC, ra.a ASC, ra.b ASC LIMIT 1
)`;
}

/**
 * Every figure of decisions.md "Statistics semantics" in one statement that runs on SQLite and PostgreSQL:
 * completed means endsAt <= now; `userId` null means every flight. Ties go to the smallest id (routes:
 * origin id, then destination id); no counted flights gives one row of zero/NULL figures.
 */
export function statsSql(dialect: Dialect, userId: string | null, now: Date): Prisma.Sql {
  const figures = userId === null && dialect === "sqlite" ? allFiguresFromIndexes(now) : groupedFigures(userId, now);
  return Prisma.sql`
WITH ${figures},
apn AS (SELECT COUNT(*) AS n FROM apc),
apt AS (SELECT id, n FROM apc ORDER BY n DESC, id ASC LIMIT 1)
SELECT
  totals.n AS "flights", totals.d AS "distance", totals.s AS "duration", apn.n AS "airports",
  apt.id AS "apId", apt.n AS "apCount", ap.name AS "apName", ap.icao AS "apIcao", ap.iata AS "apIata",
  alt.id AS "alId", alt.n AS "alCount", al.name AS "alName", al.icao AS "alIcao", al.iata AS "alIata",
  act.id AS "acId", act.n AS "acCount", ac.name AS "acName", ac.icao AS "acIcao",
  rt.a AS "rtFromId", rt.b AS "rtToId", rt.n AS "rtCount",
  fa.name AS "rtFromName", fa.icao AS "rtFromIcao", fa.iata AS "rtFromIata",
  ta.name AS "rtToName", ta.icao AS "rtToIcao", ta.iata AS "rtToIata"
FROM totals
CROSS JOIN apn
LEFT JOIN apt ON TRUE
LEFT JOIN "Airport" ap ON ap."id" = apt.id
LEFT JOIN alt ON TRUE
LEFT JOIN "Airline" al ON al."id" = alt.id
LEFT JOIN act ON TRUE
LEFT JOIN "Aircraft" ac ON ac."id" = act.id
LEFT JOIN rt ON TRUE
LEFT JOIN "Airport" fa ON fa."id" = rt.a
LEFT JOIN "Airport" ta ON ta."id" = rt.b`;
}
