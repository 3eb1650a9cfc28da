import { dialectOf, type Db } from "@/lib/db/client";
import type { Dialect } from "@/lib/db/database-url";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { haulSql } from "@/lib/co2/factors";
import { airframeKeySql, hourKeySql, weekdayKeySql } from "./breakdown/breakdown-keys";
import { periodMonthSql, periodYearSql } from "./stat-period";
import { endMonthSql } from "./end-month";
import { replaceDataVersion } from "./stats-cache";

/**
 * The statistics rollups (prisma/schema.prisma, StatTotal … StatSeatEnd) computed from scratch from "Flight" and
 * "Seat". Triggers keep them current on every write; this is for repair and for checking the triggers (tests).
 * The migrations fill the tables with these same statements (a test checks they match): 20261122000000_stat_rollups
 * StatTotal … StatRoute, 20261125000000_dashboard_rollups StatFlightEnd, StatPeriod and StatBreakdown,
 * 20261125030000_upcoming_seat_ends StatSeatEnd (20261127040000_upcoming_covering its distance), 20261126150000_co2_rollup StatCo2, 20261126153000_breakdown_figures StatBreakdown's
 * 'weekday' and 'airframe', 20261127010000_departure_hour StatBreakdown's 'hour', 20261127060000_seat_period StatSeatPeriod,
 * 20261127070000_period_entries StatPeriodEntry. StatSeatEndMonth has no fill: triggers on StatSeatEnd keep it
 * (20261127120000_seat_end_months), so emptying and filling StatSeatEnd empties and fills it; it is emptied after
 * StatSeatEnd here only to take away what a fault may have left. 20261127130000_flight_end_months StatFlightEndMonth
 * (FILL_END_MONTHS, which differs between the databases).
 */

/** Every flight once for '*', and once for each user holding a seat on it. */
const SCOPED_FLIGHTS = `(SELECT '*' AS "scope", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds", f."endsAt"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL)`;

/** The same for the per-period and per-reason rollups, with the columns they read. */
const SCOPED_FLIGHT_DATES = `(SELECT '*' AS "scope", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."flightReason", f."distanceKm", f."durationSeconds"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL)`;

/** The same for the weekday and airframe breakdowns. */
const SCOPED_FLIGHT_KEYS = `(SELECT '*' AS "scope", f."date", f."datePrecision", f."aircraftReg" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."aircraftReg"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL)`;

/** The same with each flight's period and the keys of StatPeriodEntry. */
const SCOPED_FLIGHT_ENTRIES = `(SELECT '*' AS "scope", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."date", f."datePrecision", f."fromId", f."toId", f."airlineId", f."aircraftId", f."flightReason"
  FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL)`;

/** Flights per day of the week and per airframe (StatBreakdown kinds 'weekday' and 'airframe'), per scope. */
export const FILL_MORE_BREAKDOWNS = `INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT y."scope", y."kind", y."key", COUNT(*)
FROM (SELECT x."scope", 'weekday' AS "kind", ${weekdayKeySql("x")} AS "key" FROM ${SCOPED_FLIGHT_KEYS} x
  UNION ALL SELECT x."scope", 'airframe', ${airframeKeySql("x")} FROM ${SCOPED_FLIGHT_KEYS} x) y
GROUP BY y."scope", y."kind", y."key"`;

/** Flights per hour of departure on the origin's clock (StatBreakdown kind 'hour'), per scope. */
export const FILL_HOUR_BREAKDOWN = `INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'hour', ${hourKeySql("x")}, COUNT(*)
FROM (SELECT '*' AS "scope", f."departureHour" FROM "Flight" f
  UNION ALL
  SELECT s."userId", f."departureHour" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", ${hourKeySql("x")}`;

export const STAT_ROLLUP_TABLES = ["StatTotal", "StatAirport", "StatAirline", "StatAircraft", "StatRoute", "StatFlightEnd", "StatSeatEnd", "StatSeatEndMonth", "StatFlightEndMonth", "StatPeriod", "StatBreakdown", "StatCo2", "StatSeatPeriod", "StatPeriodEntry"] as const;

/** INSERT … SELECT statements that fill the (empty) rollup tables; valid on SQLite and PostgreSQL alike. */
export const FILL_STAT_ROLLUPS: readonly string[] = [
  `INSERT INTO "StatTotal" ("scope", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM ${SCOPED_FLIGHTS} x
GROUP BY x."scope"`,
  `INSERT INTO "StatAirport" ("scope", "airportId", "flights")
SELECT y."scope", y."airportId", COUNT(*)
FROM (SELECT x."scope", x."fromId" AS "airportId" FROM ${SCOPED_FLIGHTS} x
  UNION ALL SELECT x."scope", x."toId" FROM ${SCOPED_FLIGHTS} x) y
GROUP BY y."scope", y."airportId"`,
  `INSERT INTO "StatAirline" ("scope", "airlineId", "flights")
SELECT x."scope", x."airlineId", COUNT(*)
FROM ${SCOPED_FLIGHTS} x
WHERE x."airlineId" IS NOT NULL
GROUP BY x."scope", x."airlineId"`,
  `INSERT INTO "StatAircraft" ("scope", "aircraftId", "flights")
SELECT x."scope", x."aircraftId", COUNT(*)
FROM ${SCOPED_FLIGHTS} x
WHERE x."aircraftId" IS NOT NULL
GROUP BY x."scope", x."aircraftId"`,
  `INSERT INTO "StatRoute" ("scope", "fromId", "toId", "flights")
SELECT x."scope", x."fromId", x."toId", COUNT(*)
FROM ${SCOPED_FLIGHTS} x
GROUP BY x."scope", x."fromId", x."toId"`,
  `INSERT INTO "StatFlightEnd" ("scope", "endsAt", "flightId", "fromId", "toId", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "year", "month", "flightReason", "seatClass", "seat")
SELECT s."userId", f."endsAt", f."id", f."fromId", f."toId", f."airlineId", f."aircraftId", f."distanceKm", f."durationSeconds",
  ${periodYearSql("f")}, ${periodMonthSql("f")}, f."flightReason", s."seatClass", s."seat"
FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
WHERE s."userId" IS NOT NULL`,
  `INSERT INTO "StatSeatEnd" ("seatId", "endsAt", "seatClass", "seat", "distanceKm")
SELECT s."id", f."endsAt", s."seatClass", s."seat", f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"`,
  `INSERT INTO "StatPeriod" ("scope", "year", "month", "flights", "distanceKm", "durationSeconds")
SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, COUNT(*), SUM(x."distanceKm"), COALESCE(SUM(x."durationSeconds"), 0)
FROM ${SCOPED_FLIGHT_DATES} x
GROUP BY x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}`,
  `INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT x."scope", 'flightReason', COALESCE(x."flightReason", ''), COUNT(*)
FROM ${SCOPED_FLIGHT_DATES} x
GROUP BY x."scope", COALESCE(x."flightReason", '')`,
  // seats, not flights: every seat for '*' (guests too), each user's own for that user
  `INSERT INTO "StatBreakdown" ("scope", "kind", "key", "count")
SELECT y."scope", y."kind", y."key", COUNT(*)
FROM (SELECT '*' AS "scope", 'seatClass' AS "kind", COALESCE(s."seatClass", '') AS "key" FROM "Seat" s
  UNION ALL SELECT s."userId", 'seatClass', COALESCE(s."seatClass", '') FROM "Seat" s WHERE s."userId" IS NOT NULL
  UNION ALL SELECT '*', 'seat', COALESCE(s."seat", '') FROM "Seat" s
  UNION ALL SELECT s."userId", 'seat', COALESCE(s."seat", '') FROM "Seat" s WHERE s."userId" IS NOT NULL) y
GROUP BY y."scope", y."kind", y."key"`,
  // the seats the seat-class breakdown counts, per haul band (lib/co2/factors.ts) and class, with their distance
  `INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm")
SELECT x."scope", x."haul", x."seatClass", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", ${haulSql(`f."distanceKm"`)} AS "haul", COALESCE(s."seatClass", '') AS "seatClass", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", ${haulSql(`f."distanceKm"`)}, COALESCE(s."seatClass", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."haul", x."seatClass"`,
  FILL_MORE_BREAKDOWNS,
  FILL_HOUR_BREAKDOWN,
  // the same seats per calendar period and seat position as well
  `INSERT INTO "StatSeatPeriod" ("scope", "year", "month", "haul", "seatClass", "seat", "seats", "distanceKm")
SELECT x."scope", x."year", x."month", x."haul", x."seatClass", x."seat", COUNT(*), SUM(x."distanceKm")
FROM (SELECT '*' AS "scope", ${periodYearSql("f")} AS "year", ${periodMonthSql("f")} AS "month", ${haulSql(`f."distanceKm"`)} AS "haul", COALESCE(s."seatClass", '') AS "seatClass", COALESCE(s."seat", '') AS "seat", f."distanceKm" AS "distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"
  UNION ALL SELECT s."userId", ${periodYearSql("f")}, ${periodMonthSql("f")}, ${haulSql(`f."distanceKm"`)}, COALESCE(s."seatClass", ''), COALESCE(s."seat", ''), f."distanceKm" FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId" WHERE s."userId" IS NOT NULL) x
GROUP BY x."scope", x."year", x."month", x."haul", x."seatClass", x."seat"`,
  // flights per period and airport (both ends), airline, aircraft type, route and reason
  `INSERT INTO "StatPeriodEntry" ("scope", "year", "month", "kind", "k0", "k1", "key", "flights")
SELECT y."scope", y."year", y."month", y."kind", y."k0", y."k1", y."key", COUNT(*)
FROM (SELECT x."scope" AS "scope", ${periodYearSql("x")} AS "year", ${periodMonthSql("x")} AS "month", 'airport' AS "kind", x."fromId" AS "k0", 0 AS "k1", '' AS "key" FROM ${SCOPED_FLIGHT_ENTRIES} x
  UNION ALL SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, 'airport', x."toId", 0, '' FROM ${SCOPED_FLIGHT_ENTRIES} x
  UNION ALL SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, 'airline', x."airlineId", 0, '' FROM ${SCOPED_FLIGHT_ENTRIES} x WHERE x."airlineId" IS NOT NULL
  UNION ALL SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, 'aircraft', x."aircraftId", 0, '' FROM ${SCOPED_FLIGHT_ENTRIES} x WHERE x."aircraftId" IS NOT NULL
  UNION ALL SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, 'route', x."fromId", x."toId", '' FROM ${SCOPED_FLIGHT_ENTRIES} x
  UNION ALL SELECT x."scope", ${periodYearSql("x")}, ${periodMonthSql("x")}, 'reason', 0, 0, COALESCE(x."flightReason", '') FROM ${SCOPED_FLIGHT_ENTRIES} x) y
GROUP BY y."scope", y."year", y."month", y."kind", y."k0", y."k1", y."key"`,
];

/**
 * Every flight per month of its end (StatFlightEndMonth) and period and reason, weekday, hour, airports: the one fill whose SQL
 * differs between the databases (the month of an instant; 20261127130000_flight_end_months).
 */
function fillEndMonths(dialect: Dialect): string {
  const month = endMonthSql(dialect, `f."endsAt"`);
  return `INSERT INTO "StatFlightEndMonth" ("kind", "endMonth", "k0", "k1", "key", "flights", "distanceKm")
SELECT y."kind", y."endMonth", y."k0", y."k1", y."key", COUNT(*), SUM(y."distanceKm")
FROM (SELECT 'period' AS "kind", ${month} AS "endMonth", ${periodYearSql("f")} AS "k0", ${periodMonthSql("f")} AS "k1", COALESCE(f."flightReason", '') AS "key", f."distanceKm" AS "distanceKm" FROM "Flight" f
  UNION ALL SELECT 'weekday', ${month}, 0, 0, ${weekdayKeySql("f")}, f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'hour', ${month}, 0, 0, ${hourKeySql("f")}, f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', ${month}, f."fromId", 0, '', f."distanceKm" FROM "Flight" f
  UNION ALL SELECT 'airport', ${month}, f."toId", 0, '', f."distanceKm" FROM "Flight" f) y
GROUP BY y."kind", y."endMonth", y."k0", y."k1", y."key"`;
}

export const FILL_END_MONTHS: Readonly<Record<Dialect, string>> = { sqlite: fillEndMonths("sqlite"), postgresql: fillEndMonths("postgresql") };

/** Every fill of a dialect: FILL_STAT_ROLLUPS, then FILL_END_MONTHS. */
export function fillStatRollups(dialect: Dialect): readonly string[] {
  return [...FILL_STAT_ROLLUPS, FILL_END_MONTHS[dialect]];
}

/** Empties and refills every rollup table, inside the caller's transaction. */
export async function refillStatRollups(tx: Prisma.TransactionClient, dialect: Dialect): Promise<void> {
  for (const table of STAT_ROLLUP_TABLES) await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
  for (const statement of fillStatRollups(dialect)) await tx.$executeRawUnsafe(statement);
}

/**
 * Recomputes the rollups in one transaction, under the write lock (lib/db/write-lock.ts): other writers of "Flight"
 * and "Seat" wait meanwhile, as their triggers would otherwise add to rows being replaced. That is enough: every
 * trigger locks the same data.version row before it touches a rollup row. A table lock taken after it could
 * deadlock with a plain SQL statement that already holds the table and waits for that row. The data.version token
 * is replaced in the same transaction, so the statistics cached by every running server end with the rebuild.
 */
export async function rebuildStatRollups(db: Db): Promise<void> {
  await writeTransaction(
    db,
    async (tx) => {
      await refillStatRollups(tx, dialectOf(db));
      // the triggers do not see this write: every server's cached figures from before must end with it
      await replaceDataVersion(tx);
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}
