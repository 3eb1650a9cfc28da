import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { haulSql, type Haul } from "@/lib/co2/factors";
import { toNumber, toText } from "@/lib/db/sql-values";
import { upcomingSql } from "@/lib/stats/completed";
import { NO_VALUE_KEY, periodMonthSql, periodYearSql } from "@/lib/stats/stat-period";
import { ALL_SCOPE } from "@/lib/stats/stats-sql";
import type { DashboardFilter } from "./dashboard-filter";

/** The rollup scope of a filter: the user id, or '*' for every flight. */
export function rollupScope(filter: DashboardFilter): string {
  return filter.userId ?? ALL_SCOPE;
}

/**
 * The scope's flights not yet completed at `now`, which the rollups count and the charts must not, as a FROM clause
 * aliased `u` with columns year, month, distanceKm, flightReason. Every flight: a range of Flight's endsAt index, which
 * holds these columns (no table row is read). One user: a range of StatFlightEnd's (scope, endsAt) key, never "Flight".
 */
export function upcomingFlightsFrom(filter: DashboardFilter): Prisma.Sql {
  if (filter.userId === null) {
    return Prisma.sql`(SELECT ${Prisma.raw(periodYearSql("f"))} AS "year", ${Prisma.raw(periodMonthSql("f"))} AS "month",
      f."distanceKm" AS "distanceKm", f."flightReason" AS "flightReason"
      FROM "Flight" f WHERE ${upcomingSql(`f."endsAt"`, filter.now)}) u`;
  }
  return Prisma.sql`(SELECT e."year" AS "year", e."month" AS "month", e."distanceKm" AS "distanceKm", e."flightReason" AS "flightReason"
    FROM "StatFlightEnd" e WHERE e."scope" = ${filter.userId} AND ${upcomingSql(`e."endsAt"`, filter.now)}) u`;
}

/**
 * The seats the seat breakdowns and CO₂ count on those flights, aliased `u` with columns seatClass, seat, distanceKm:
 * every seat (guests too) for every flight, a range of StatSeatEnd's (endsAt, seatClass, seat, distanceKm) index; the
 * user's own seat, copied into StatFlightEnd with the flight's distance, for one user.
 */
export function upcomingSeatsFrom(filter: DashboardFilter): Prisma.Sql {
  if (filter.userId === null) {
    return Prisma.sql`(SELECT e."seatClass" AS "seatClass", e."seat" AS "seat", e."distanceKm" AS "distanceKm"
      FROM "StatSeatEnd" e WHERE ${upcomingSql(`e."endsAt"`, filter.now)}) u`;
  }
  return Prisma.sql`(SELECT e."seatClass" AS "seatClass", e."seat" AS "seat", e."distanceKm" AS "distanceKm"
    FROM "StatFlightEnd" e WHERE e."scope" = ${filter.userId} AND ${upcomingSql(`e."endsAt"`, filter.now)}) u`;
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
  const rows = await db.$queryRaw<{ year: unknown; month: unknown; flightReason: unknown; flights: unknown; distance: unknown }[]>(Prisma.sql`
    SELECT u."year" AS "year", u."month" AS "month", COALESCE(u."flightReason", ${NO_VALUE_KEY}) AS "flightReason",
      COUNT(*) AS "flights", SUM(u."distanceKm") AS "distance"
    FROM ${upcomingFlightsFrom(filter)}
    GROUP BY 1, 2, 3`);
  return rows.map((row) => ({
    year: toNumber(row.year),
    month: toNumber(row.month),
    flightReason: toText(row.flightReason),
    flights: toNumber(row.flights),
    distanceKm: toNumber(row.distance),
  }));
}

export async function upcomingSeatGroups(db: Db, filter: DashboardFilter): Promise<UpcomingSeatGroup[]> {
  const rows = await db.$queryRaw<{ haul: unknown; seatClass: unknown; seat: unknown; seats: unknown; distance: unknown }[]>(Prisma.sql`
    SELECT ${Prisma.raw(haulSql(`u."distanceKm"`))} AS "haul", COALESCE(u."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(u."seat", ${NO_VALUE_KEY}) AS "seat",
      COUNT(*) AS "seats", SUM(u."distanceKm") AS "distance"
    FROM ${upcomingSeatsFrom(filter)}
    GROUP BY 1, 2, 3`);
  return rows.map((row) => ({
    haul: toText(row.haul) as Haul,
    seatClass: toText(row.seatClass),
    seat: toText(row.seat),
    seats: toNumber(row.seats),
    distanceKm: toNumber(row.distance),
  }));
}
