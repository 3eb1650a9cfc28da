import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { upcomingSql } from "@/lib/flights/completed";
import { currentMonthAheadSql, monthsAheadSql } from "@/lib/stats/end-month";
import { UNKNOWN } from "@/lib/stats/dashboard/breakdowns";
import type { DashboardFilter } from "@/lib/stats/dashboard/dashboard-filter";
import { rollupScope } from "@/lib/stats/dashboard/upcoming-flights";
import { TOP_LIMIT } from "@/lib/stats/dashboard/top-lists";
import { NO_VALUE_KEY } from "@/lib/flights/stat-period";
import { airframeKeySql, hourKeySql, WEEKDAYS, weekdayKeySql } from "@/lib/flights/breakdown-keys";

/** Monday first: the weekday keys ('0' Sunday … '6') in the chart's order */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export interface KeyCount {
  key: string;
  count: number;
}

/** One StatBreakdown kind's key counted over the scope's flights not yet completed: what these charts subtract. */
export interface UpcomingKeyGroup {
  kind: BreakdownKind;
  key: string;
  flights: number;
}

type BreakdownKind = "weekday" | "airframe" | "hour";

/**
 * Each kind grouped by the raw columns its key reads, its key then written once per group rather than once per
 * flight (Sakamoto's weekday is the costly one). The date as SUBSTR(…, 1, 10), its whole text: grouped by the bare
 * column, SQLite walked Flight's date index over every flight to have them in order.
 * Every flight: the weekdays and hours of the months after the current one from StatFlightEndMonth, the current
 * month's flights still ahead from a range of Flight's covering endsAt index; the airframes, as many as the flights,
 * from the whole range of flights ahead. Each range is cheaper read again than kept in a temporary table.
 * One user: their range of StatFlightEnd's (scope, endsAt) key joined to its flights once, kept.
 */
export async function upcomingKeyGroups(db: Db, filter: DashboardFilter): Promise<UpcomingKeyGroup[]> {
  const rows = await db.$queryRaw<{ kind: unknown; key: unknown; flights: unknown }[]>(upcomingKeyGroupsSql(filter));
  return rows.map((row) => ({ kind: toText(row.kind) as BreakdownKind, key: toText(row.key), flights: toNumber(row.flights) }));
}

export function upcomingKeyGroupsSql(filter: DashboardFilter): Prisma.Sql {
  if (filter.userId !== null) {
    return keyGroupsSql(
      Prisma.sql`up AS MATERIALIZED (SELECT f."date", f."datePrecision", f."aircraftReg", f."departureHour"
          FROM "StatFlightEnd" e JOIN "Flight" f ON f."id" = e."flightId" WHERE e."scope" = ${filter.userId} AND ${upcomingSql(`e."endsAt"`, filter.now)})`,
      "up",
    );
  }
  const ahead = (kind: BreakdownKind) => Prisma.sql`SELECT m."key" AS "key", m."flights" AS "n" FROM "StatFlightEndMonth" m WHERE m."kind" = ${kind} AND ${monthsAheadSql("m", filter.now)}`;
  return keyGroupsSql(
    Prisma.sql`up AS NOT MATERIALIZED (SELECT f."date", f."datePrecision", f."aircraftReg", f."departureHour" FROM "Flight" f WHERE ${upcomingSql(`f."endsAt"`, filter.now)}),
      cur AS NOT MATERIALIZED (SELECT f."date", f."datePrecision", f."departureHour" FROM "Flight" f WHERE ${currentMonthAheadSql(`f."endsAt"`, filter.now)})`,
    "cur",
    { weekday: ahead("weekday"), hour: ahead("hour") },
  );
}

/**
 * The three groupings over CTE `up` (airframes) and `datesAndHours` (weekdays and hours), each plus the rows (key, n)
 * of `ahead` for its kind where given.
 */
function keyGroupsSql(ctes: Prisma.Sql, datesAndHours: "up" | "cur", ahead?: { weekday: Prisma.Sql; hour: Prisma.Sql }): Prisma.Sql {
  const from = Prisma.raw(datesAndHours);
  const plus = (rows: Prisma.Sql | undefined) => (rows ? Prisma.sql` UNION ALL ${rows}` : Prisma.empty);
  return Prisma.sql`
    WITH ${ctes}
    SELECT 'weekday' AS "kind", w."key" AS "key", SUM(w."n") AS "flights"
    FROM (SELECT ${Prisma.raw(weekdayKeySql("d"))} AS "key", d."n" AS "n"
      FROM (SELECT SUBSTR(x."date", 1, 10) AS "date", x."datePrecision" AS "datePrecision", COUNT(*) AS "n" FROM ${from} x GROUP BY 1, 2) d${plus(ahead?.weekday)}) w
    GROUP BY 2
    UNION ALL
    SELECT 'airframe', ${Prisma.raw(airframeKeySql("r"))}, SUM(r."n")
    FROM (SELECT up."aircraftReg" AS "aircraftReg", COUNT(*) AS "n" FROM up GROUP BY 1) r
    GROUP BY 2
    UNION ALL
    SELECT 'hour', h."key", SUM(h."n")
    FROM (SELECT ${Prisma.raw(hourKeySql("g"))} AS "key", g."n" AS "n"
      FROM (SELECT x."departureHour" AS "departureHour", COUNT(*) AS "n" FROM ${from} x GROUP BY 1) g${plus(ahead?.hour)}) h
    GROUP BY 2`;
}

/** The scope's StatBreakdown rows of one kind minus its upcoming flights': completed flights per key (zeros dropped). */
async function completedCounts(db: Db, filter: DashboardFilter, kind: BreakdownKind, upcoming: readonly UpcomingKeyGroup[]) {
  const rows = await db.$queryRaw<{ key: unknown; count: unknown }[]>(Prisma.sql`
    SELECT b."key" AS "key", b."count" AS "count" FROM "StatBreakdown" b WHERE b."scope" = ${rollupScope(filter)} AND b."kind" = ${kind}`);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(toText(row.key), toNumber(row.count));
  for (const group of upcoming) if (group.kind === kind) counts.set(group.key, (counts.get(group.key) ?? 0) - group.flights);
  return new Map([...counts].filter(([, count]) => count > 0));
}

/**
 * Completed flights per day of the week of their local date at the origin, Monday to Sunday (zeros kept), then
 * "unknown" (dates known only to the month or year) when there are any.
 */
export type WeekdayKey = (typeof WEEKDAYS)[number] | typeof UNKNOWN;

export async function flightsPerWeekday(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingKeyGroup[]): Promise<{ key: WeekdayKey; count: number }[]> {
  const counts = await completedCounts(db, filter, "weekday", upcoming);
  const days: { key: WeekdayKey; count: number }[] = MONDAY_FIRST.map((day) => ({ key: WEEKDAYS[day], count: counts.get(String(day)) ?? 0 }));
  const unknown = counts.get(NO_VALUE_KEY) ?? 0;
  return unknown > 0 ? [...days, { key: UNKNOWN, count: unknown }] : days;
}

/** The hours of the day on the origin's clock, 0 … 23 */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Completed flights per hour of departure on the origin's clock, 0 to 23 (zeros kept); flights without a departure time left out. */
export async function flightsPerHour(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingKeyGroup[]): Promise<{ hour: number; count: number }[]> {
  const counts = await completedCounts(db, filter, "hour", upcoming);
  return HOURS.map((hour) => ({ hour, count: counts.get(String(hour)) ?? 0 }));
}

/** The most flown airframes (normalised registrations), most first, ties by registration; flights without one left out. */
export async function topAirframes(db: Db, filter: DashboardFilter, upcoming: readonly UpcomingKeyGroup[], limit = TOP_LIMIT): Promise<KeyCount[]> {
  const counts = await completedCounts(db, filter, "airframe", upcoming);
  counts.delete(NO_VALUE_KEY);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}
