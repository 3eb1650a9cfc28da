import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { completedSql, upcomingSql } from "@/lib/flights/completed";
import { NO_VALUE_KEY, periodMonthSql, periodYearSql } from "@/lib/flights/stat-period";
import { rollupScope } from "@/lib/scope/rollup-scope";
import { monthsInSql, periodInSql, splitIntoMonths, type DayRange } from "./month-split";

/** A period's flights per calendar month and per key, the figures of a ranged dashboard. */
export interface PeriodGroups {
  /** per calendar period (month 0: known only to the year): flights, distance, time in the air */
  periods: { year: number; month: number; flights: number; distanceKm: number; durationSeconds: number }[];
  /** every airport visited (origin and destination), with its visits */
  airports: { id: number; count: number }[];
  airlines: { id: number; count: number }[];
  aircraft: { id: number; count: number }[];
  /** the most flown routes, most flown first (then by origin and destination id), up to the limit asked for */
  routes: { fromId: number; toId: number; count: number }[];
  reasons: { key: string; count: number }[];
}

export interface PeriodGroupsOptions {
  /** how many routes, most flown first; 0 for none */
  routeLimit: number;
  /** only the periods and the airports (the year in review's year before) */
  figuresOnly?: boolean;
}

type Row = { kind: unknown; k0: unknown; k1: unknown; t: unknown; n: unknown; d: unknown; s: unknown };

/**
 * The completed flights of a range of local dates at the origin, counted per calendar period and per airport (both
 * ends), airline, aircraft type, route and flight reason, by the same rules as the all-time rollups. The range's
 * whole months are read from the StatPeriod and StatPeriodEntry rollups, less their flights not yet completed (an
 * index range of upcoming flights: Flight's endsAt, or the user's StatFlightEnd); the days of its partial months from
 * their flights (`source`: the range's FROM clause open for its conditions with alias f, rangedFlightSource), or, for
 * a month the range holds most of, the month whole less its other days' flights. Each flight (pf) is a signed row:
 * -1 for an upcoming flight the rollups hold or a completed one of a day outside the range, +1 for an edge day's.
 */
export async function periodGroups(db: Db, source: Prisma.Sql, userId: string | null, range: { since: string; until: string }, now: Date, options: PeriodGroupsOptions): Promise<PeriodGroups> {
  const { months, days, excluded } = splitIntoMonths(range, { subtracting: true });
  const withRoutes = !options.figuresOnly && options.routeLimit > 0;
  const scope = rollupScope(userId);
  const flights: Prisma.Sql[] = [];
  const parts: Prisma.Sql[] = [];
  const routeParts: Prisma.Sql[] = [];
  if (months) {
    parts.push(Prisma.sql`SELECT 'period' AS "kind", p."year" AS "k0", p."month" AS "k1", '' AS "t", p."flights" AS "n", p."distanceKm" AS "d", p."durationSeconds" AS "s"
      FROM "StatPeriod" p WHERE p."scope" = ${scope} AND ${periodInSql("p", months)}`);
    // month by month, each month's kinds before 'route' (every other kind sorts before it), not its many routes
    parts.push(Prisma.sql`SELECT r."kind", r."k0", r."k1", r."key", r."flights", NULL, NULL
      FROM "StatPeriodEntry" r WHERE r."scope" = ${scope} AND ${monthsInSql("r", months)} AND ${options.figuresOnly ? Prisma.sql`r."kind" = 'airport'` : Prisma.sql`r."kind" < 'route'`}`);
    routeParts.push(Prisma.sql`SELECT r."k0" AS "a", r."k1" AS "b", r."flights" AS "n"
      FROM "StatPeriodEntry" r WHERE r."scope" = ${scope} AND ${monthsInSql("r", months)} AND r."kind" = 'route'`);
    flights.push(
      userId === null
        ? Prisma.sql`SELECT -1 AS "sg", ${Prisma.raw(periodYearSql("f"))} AS "y", ${Prisma.raw(periodMonthSql("f"))} AS "m", f."fromId" AS "a", f."toId" AS "b", f."airlineId" AS "al", f."aircraftId" AS "ac",
        f."flightReason" AS "why", f."distanceKm" AS "d", f."durationSeconds" AS "s"
      FROM "Flight" f WHERE ${upcomingSql(`f."endsAt"`, now)} AND f."date" >= ${months.since} AND f."date" <= ${months.until}`
        : Prisma.sql`SELECT -1 AS "sg", e."year" AS "y", e."month" AS "m", e."fromId" AS "a", e."toId" AS "b", e."airlineId" AS "al", e."aircraftId" AS "ac",
        e."flightReason" AS "why", e."distanceKm" AS "d", e."durationSeconds" AS "s"
      FROM "StatFlightEnd" e WHERE e."scope" = ${userId} AND ${upcomingSql(`e."endsAt"`, now)} AND ${periodInSql("e", months)}`,
    );
  }
  const dayFlights = (sign: 1 | -1, day: DayRange) =>
    Prisma.sql`SELECT ${Prisma.raw(String(sign))} AS "sg", ${Prisma.raw(periodYearSql("f"))} AS "y", ${Prisma.raw(periodMonthSql("f"))} AS "m", f."fromId" AS "a", f."toId" AS "b", f."airlineId" AS "al", f."aircraftId" AS "ac",
        f."flightReason" AS "why", f."distanceKm" AS "d", f."durationSeconds" AS "s"
      ${source} f."date" >= ${day.since} AND f."date" <= ${day.until} AND ${completedSql(`f."endsAt"`, now)}`;
  for (const day of days) flights.push(dayFlights(1, day));
  // the whole months' days outside the range: their upcoming flights are taken away with the months' above
  for (const day of excluded) flights.push(dayFlights(-1, day));
  if (flights.length > 0) {
    parts.push(Prisma.sql`SELECT 'period' AS "kind", pf."y" AS "k0", pf."m" AS "k1", '' AS "t", pf."sg" AS "n", pf."sg" * pf."d" AS "d", pf."sg" * COALESCE(pf."s", 0) AS "s" FROM pf
      UNION ALL SELECT 'airport', pf."a", 0, '', pf."sg", NULL, NULL FROM pf
      UNION ALL SELECT 'airport', pf."b", 0, '', pf."sg", NULL, NULL FROM pf`);
    if (!options.figuresOnly) {
      parts.push(Prisma.sql`SELECT 'airline', pf."al", 0, '', pf."sg", NULL, NULL FROM pf WHERE pf."al" IS NOT NULL
      UNION ALL SELECT 'aircraft', pf."ac", 0, '', pf."sg", NULL, NULL FROM pf WHERE pf."ac" IS NOT NULL
      UNION ALL SELECT 'reason', 0, 0, COALESCE(pf."why", ${NO_VALUE_KEY}), pf."sg", NULL, NULL FROM pf`);
    }
    routeParts.push(Prisma.sql`SELECT pf."a" AS "a", pf."b" AS "b", pf."sg" AS "n" FROM pf`);
  }
  // distance and time only on period rows, NULL elsewhere: SQLite's driver types a computed column by its first
  // non-null value, and an integer there would cut every later distance to whole kilometres
  const perFlight = flights.length > 0 ? Prisma.sql`pf AS MATERIALIZED (${Prisma.join(flights, " UNION ALL ")}),` : Prisma.empty;
  // routes grouped apart, by their two ids alone: a period may hold nearly as many routes as flights, and grouping
  // them under the other kinds' key of four columns, two of text, was most of the statement's time
  const topRoutes = withRoutes
    ? Prisma.sql`UNION ALL SELECT 'route', tr."a", tr."b", '', tr."n", NULL, NULL FROM (
  SELECT x."a" AS "a", x."b" AS "b", SUM(x."n") AS "n" FROM (${Prisma.join(routeParts, " UNION ALL ")}) x
  GROUP BY x."a", x."b" HAVING SUM(x."n") > 0 ORDER BY 3 DESC, 1, 2 LIMIT ${options.routeLimit}) tr`
    : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
WITH ${perFlight}
g AS (
  SELECT x."kind" AS "kind", x."k0" AS "k0", x."k1" AS "k1", x."t" AS "t", SUM(x."n") AS "n", SUM(x."d") AS "d", SUM(x."s") AS "s"
  FROM (${Prisma.join(parts, " UNION ALL ")}) x
  GROUP BY x."kind", x."k0", x."k1", x."t"
)
SELECT g."kind", g."k0", g."k1", g."t", g."n", g."d", g."s" FROM g WHERE g."n" > 0
${topRoutes}`);
  const of = (kind: string) => rows.filter((row) => toText(row.kind) === kind);
  const counted = (kind: string) => of(kind).map((row) => ({ id: toNumber(row.k0), count: toNumber(row.n) }));
  return {
    periods: of("period").map((row) => ({ year: toNumber(row.k0), month: toNumber(row.k1), flights: toNumber(row.n), distanceKm: toNumber(row.d), durationSeconds: toNumber(row.s) })),
    airports: counted("airport"),
    airlines: counted("airline"),
    aircraft: counted("aircraft"),
    routes: of("route").map((row) => ({ fromId: toNumber(row.k0), toId: toNumber(row.k1), count: toNumber(row.n) })),
    reasons: of("reason").map((row) => ({ key: toText(row.t), count: toNumber(row.n) })),
  };
}
