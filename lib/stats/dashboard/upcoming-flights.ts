import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { haulSql, type Haul } from "@/lib/co2/factors";
import { toNumber, toText } from "@/lib/db/sql-values";
import { upcomingSql } from "@/lib/flights/completed";
import { currentMonthAheadSql, monthsAheadSql } from "@/lib/stats/end-month";
import { NO_VALUE_KEY, periodMonthSql, periodYearSql } from "@/lib/flights/stat-period";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import type { DashboardFilter } from "./dashboard-filter";

/** The rollup scope of a filter: the user id, or '*' for every flight. */
export function rollupScope(filter: DashboardFilter): string {
  return filter.userId ?? ALL_SCOPE;
}

/**
 * One user's flights not yet completed at `now`, which the rollups count and the charts must not, as a FROM clause
 * aliased `u` with columns year, month, distanceKm, flightReason: a range of StatFlightEnd's (scope, endsAt) key, never
 * "Flight" (every flight, for all, is allUpcomingFlightGroupsSql's).
 */
function userUpcomingFlightsFrom(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT e."year" AS "year", e."month" AS "month", e."distanceKm" AS "distanceKm", e."flightReason" AS "flightReason"
    FROM "StatFlightEnd" e WHERE e."scope" = ${userId} AND ${upcomingSql(`e."endsAt"`, now)}) u`;
}

/**
 * One user's seats on those flights, aliased `u` with columns seatClass, seat, distanceKm: the user's own seat, copied
 * into StatFlightEnd with the flight's distance (every seat, for all, is allUpcomingSeatGroupsSql's).
 */
function userUpcomingSeatsFrom(userId: string, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT e."seatClass" AS "seatClass", e."seat" AS "seat", e."distanceKm" AS "distanceKm"
    FROM "StatFlightEnd" e WHERE e."scope" = ${userId} AND ${upcomingSql(`e."endsAt"`, now)}) u`;
}

/** The scope's upcoming flights counted per year, month (0: known only to the year) and reason ('' for none). */
export interface UpcomingFlightGroup {
  year: number;
  month: number;
  flightReason: string;
  flights: number;
  distanceKm: number;
}

/** The scope's upcoming seats counted per haul band (lib/co2/factors.ts), seat class and position ('' for none). */
export interface UpcomingSeatGroup {
  haul: Haul;
  seatClass: string;
  seat: string;
  seats: number;
  /** their flights' distance */
  distanceKm: number;
}

/**
 * What the charts subtract from the rollups, each read once per request: one index range of the upcoming flights,
 * grouped for the period and reason charts, and one of the upcoming seats, grouped for the two seat charts and CO₂
 * (getStatsBreakdown hands the same groups to both). Reading a range again for each chart cost a scan of every
 * upcoming flight or seat per chart. GROUP BY by position: PostgreSQL does not match two COALESCE expressions whose
 * parameters are bound apart.
 */
export async function upcomingFlightGroups(db: Db, filter: DashboardFilter): Promise<UpcomingFlightGroup[]> {
  const rows = await db.$queryRaw<{ year: unknown; month: unknown; flightReason: unknown; flights: unknown; distance: unknown }[]>(
    filter.userId === null
      ? allUpcomingFlightGroupsSql(filter.now)
      : Prisma.sql`
    SELECT u."year" AS "year", u."month" AS "month", COALESCE(u."flightReason", ${NO_VALUE_KEY}) AS "flightReason",
      COUNT(*) AS "flights", SUM(u."distanceKm") AS "distance"
    FROM ${userUpcomingFlightsFrom(filter.userId, filter.now)}
    GROUP BY 1, 2, 3`,
  );
  return rows.map((row) => ({
    year: toNumber(row.year),
    month: toNumber(row.month),
    flightReason: toText(row.flightReason),
    flights: toNumber(row.flights),
    distanceKm: toNumber(row.distance),
  }));
}

/**
 * Every flight ahead (scope all) per period and reason: the months after the current one whole from
 * StatFlightEndMonth, and the current month's flights still ahead one by one, from Flight's endsAt index.
 */
function allUpcomingFlightGroupsSql(now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT x."year" AS "year", x."month" AS "month", x."flightReason" AS "flightReason", SUM(x."flights") AS "flights", SUM(x."distance") AS "distance"
    FROM (SELECT m."k0" AS "year", m."k1" AS "month", m."key" AS "flightReason", m."flights" AS "flights", m."distanceKm" AS "distance"
        FROM "StatFlightEndMonth" m WHERE m."kind" = 'period' AND ${monthsAheadSql("m", now)}
      UNION ALL SELECT ${Prisma.raw(periodYearSql("f"))}, ${Prisma.raw(periodMonthSql("f"))}, COALESCE(f."flightReason", ${NO_VALUE_KEY}), 1, f."distanceKm"
        FROM "Flight" f WHERE ${currentMonthAheadSql(`f."endsAt"`, now)}) x
    GROUP BY 1, 2, 3`;
}

/**
 * Every seat ahead (scope all), grouped: the months after the current one whole from StatSeatEndMonth, whose seats
 * all end after `now`, and the current month's seats still ahead one by one, from StatSeatEnd's endsAt index.
 */
function allUpcomingSeatGroupsSql(now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT x."haul" AS "haul", x."seatClass" AS "seatClass", x."seat" AS "seat", SUM(x."seats") AS "seats", SUM(x."distance") AS "distance"
    FROM (SELECT m."haul" AS "haul", m."seatClass" AS "seatClass", m."seat" AS "seat", m."seats" AS "seats", m."distanceKm" AS "distance"
        FROM "StatSeatEndMonth" m WHERE ${monthsAheadSql("m", now)}
      UNION ALL SELECT ${Prisma.raw(haulSql(`e."distanceKm"`))}, COALESCE(e."seatClass", ${NO_VALUE_KEY}), COALESCE(e."seat", ${NO_VALUE_KEY}), 1, e."distanceKm"
        FROM "StatSeatEnd" e WHERE ${currentMonthAheadSql(`e."endsAt"`, now)}) x
    GROUP BY 1, 2, 3`;
}

export async function upcomingSeatGroups(db: Db, filter: DashboardFilter): Promise<UpcomingSeatGroup[]> {
  const rows = await db.$queryRaw<{ haul: unknown; seatClass: unknown; seat: unknown; seats: unknown; distance: unknown }[]>(
    filter.userId === null
      ? allUpcomingSeatGroupsSql(filter.now)
      : Prisma.sql`
    SELECT ${Prisma.raw(haulSql(`u."distanceKm"`))} AS "haul", COALESCE(u."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(u."seat", ${NO_VALUE_KEY}) AS "seat",
      COUNT(*) AS "seats", SUM(u."distanceKm") AS "distance"
    FROM ${userUpcomingSeatsFrom(filter.userId, filter.now)}
    GROUP BY 1, 2, 3`,
  );
  return rows.map((row) => ({
    haul: toText(row.haul) as Haul,
    seatClass: toText(row.seatClass),
    seat: toText(row.seat),
    seats: toNumber(row.seats),
    distanceKm: toNumber(row.distance),
  }));
}
