import { Prisma } from "@/lib/db/generated/sqlite/client";
import { upcomingSql } from "@/lib/stats/completed";
import { periodMonthSql, periodYearSql } from "@/lib/stats/stat-period";
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
 * The seats the seat breakdowns count on those flights, aliased `u` with columns seatClass, seat: every seat (guests
 * too) for every flight, a range of StatSeatEnd's (endsAt, seatClass, seat) index; the user's own seat, copied into
 * StatFlightEnd, for one user.
 */
export function upcomingSeatsFrom(filter: DashboardFilter): Prisma.Sql {
  if (filter.userId === null) {
    return Prisma.sql`(SELECT e."seatClass" AS "seatClass", e."seat" AS "seat"
      FROM "StatSeatEnd" e WHERE ${upcomingSql(`e."endsAt"`, filter.now)}) u`;
  }
  return Prisma.sql`(SELECT e."seatClass" AS "seatClass", e."seat" AS "seat"
    FROM "StatFlightEnd" e WHERE e."scope" = ${filter.userId} AND ${upcomingSql(`e."endsAt"`, filter.now)}) u`;
}
