import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { toNumber, toNullableText } from "@/lib/db/sql-values";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { completedSql } from "@/lib/stats/completed";
import { NO_VALUE_KEY, periodMonthSql, periodYearSql } from "@/lib/stats/stat-period";
import { ALL_SCOPE } from "@/lib/stats/stats-sql";
import { ordered } from "./breakdowns";
import type { DashboardRange } from "./dashboard-range";
import { wholeKilometres, type MonthBucket, type YearBucket } from "./flights-over-time";
import type { DashboardCharts } from "./get-dashboard-charts";
import { periodSeatGroups } from "./period-seats";
import { MAP_ROUTE_LIMIT, type MapAirport, type RouteMap } from "./route-map";
import { TOP_LIMIT, type TopEntry, type TopRouteEntry } from "./top-lists";

/** The cards of a ranged dashboard (getStats' counts, over the range). */
export interface RangedTotals {
  flights: number;
  distanceKm: number;
  durationSeconds: number;
  airports: number;
}

export interface RangedDashboard {
  stats: RangedTotals;
  charts: DashboardCharts;
  map: RouteMap;
}

/**
 * One user's flights in the range: along the date index, each checked for the user's seat, when they hold a large share
 * of all flights; else from their seats (Seat(userId, flightId)), each checked for the date.
 */
async function userSource(db: Db, userId: string): Promise<Prisma.Sql> {
  const totals = await db.statTotal.findMany({ where: { scope: { in: [userId, ALL_SCOPE] } }, select: { scope: true, flights: true } });
  const count = (scope: string) => totals.find((row) => row.scope === scope)?.flights ?? 0;
  if (count(userId) * 8 >= count(ALL_SCOPE)) {
    return Prisma.sql`FROM "Flight" f WHERE EXISTS (SELECT 1 FROM "Seat" o WHERE o."flightId" = f."id" AND o."userId" = ${userId}) AND`;
  }
  return Prisma.sql`FROM "Seat" o JOIN "Flight" f ON f."id" = o."flightId" WHERE o."userId" = ${userId} AND`;
}

/**
 * The FROM clause of a range's flights, open for its conditions (`… WHERE` or `… AND`), as alias f: every flight, or
 * one user's (userSource). Other readers of a period (lib/review/) take the same source.
 */
export async function rangedFlightSource(db: Db, userId: string | null): Promise<Prisma.Sql> {
  return userId === null ? Prisma.sql`FROM "Flight" f WHERE` : userSource(db, userId);
}

type GroupRow = { kind: string; k0: unknown; k1: unknown; t: unknown; u: unknown; n: unknown; d: unknown; s: unknown };

/** The range's completed flights, materialised once as rf (and both ends of each as ends), from `source`. */
function rangeFlightsSql(source: Prisma.Sql, range: DashboardRange, now: Date): Prisma.Sql {
  return Prisma.sql`
WITH rf AS MATERIALIZED (
  SELECT f."id" AS "id", f."fromId" AS "fromId", f."toId" AS "toId", f."airlineId" AS "airlineId", f."aircraftId" AS "aircraftId",
    f."distanceKm" AS "distanceKm", f."durationSeconds" AS "durationSeconds", f."date" AS "date", f."datePrecision" AS "datePrecision",
    f."flightReason" AS "flightReason"
  ${source} f."date" >= ${range.since} AND f."date" <= ${range.until} AND ${completedSql(`f."endsAt"`, now)}
),
ends AS (SELECT rf."fromId" AS "k" FROM rf UNION ALL SELECT rf."toId" AS "k" FROM rf)`;
}

/** The totals row and one row per airport visited (visits), in GroupRow's shape. */
function totalAndAirportsSql(): Prisma.Sql {
  const int = Prisma.raw("CAST(NULL AS INTEGER)");
  const text = Prisma.raw("CAST(NULL AS TEXT)");
  return Prisma.sql`SELECT 'total' AS "kind", ${int} AS "k0", ${int} AS "k1", ${text} AS "t", ${text} AS "u", COUNT(*) AS "n", SUM(rf."distanceKm") AS "d", SUM(rf."durationSeconds") AS "s" FROM rf
UNION ALL SELECT 'airport', ends."k", ${int}, ${text}, ${text}, COUNT(*), NULL, NULL FROM ends GROUP BY 2`;
}

function rangedTotals(total: GroupRow | undefined, airports: number): RangedTotals {
  return {
    flights: toNumber(total?.n ?? 0),
    distanceKm: Math.max(0, Math.round(toNumber(total?.d ?? 0))),
    durationSeconds: toNumber(total?.s ?? 0),
    airports,
  };
}

type AirportRow = Awaited<ReturnType<Db["airport"]["findMany"]>>[number];

function mapAirportsOf(airports: readonly { id: number; count: number }[], airportById: ReadonlyMap<number, AirportRow>): MapAirport[] {
  return airports.flatMap((a) => {
    const row = airportById.get(a.id);
    return row ? [{ id: a.id, name: row.name, iata: row.iata, icao: row.icao, lat: row.lat, lon: row.lon, country: row.country, continent: row.continent, visits: a.count }] : [];
  });
}

/**
 * Only a range's cards and the airports it visited (their countries): what the year in review needs of the year
 * before, without the dashboard's other groupings and its seats.
 */
export async function getRangedFigures(db: Db, scope: AuthorizedScope, now: Date, range: DashboardRange): Promise<{ stats: RangedTotals; airports: MapAirport[] }> {
  const source = await rangedFlightSource(db, scope.subjectUserId);
  const rows = await db.$queryRaw<GroupRow[]>(Prisma.sql`${rangeFlightsSql(source, range, now)}
${totalAndAirportsSql()}`);
  const airports = rows.filter((row) => row.kind === "airport").map((row) => ({ id: toNumber(row.k0), count: toNumber(row.n) }));
  const airportRows = airports.length > 0 ? await db.airport.findMany({ where: { id: { in: airports.map((a) => a.id) } } }) : [];
  return {
    stats: rangedTotals(rows.find((row) => row.kind === "total"), airports.length),
    airports: mapAirportsOf(airports, new Map(airportRows.map((a) => [a.id, a]))),
  };
}

/**
 * The dashboard over a range of local dates at the origin (a year, the last 12 months, a custom range): the rollups
 * hold all time, so a ranged dashboard aggregates the range's completed flights, read once along the (date, sortAt, id)
 * index (one user: their seats), grouped per figure by the database in one statement. The same rules as the all-time
 * figures: completed (lib/stats/completed.ts), periods (stat-period.ts), seats the scope's own or every seat for all,
 * a flight visiting its origin and its destination.
 */
export async function getRangedDashboard(db: Db, scope: AuthorizedScope, now: Date, range: DashboardRange, mapLimit = MAP_ROUTE_LIMIT): Promise<RangedDashboard> {
  const userId = scope.subjectUserId;
  const source = await rangedFlightSource(db, userId);
  const int = Prisma.raw("CAST(NULL AS INTEGER)");
  const text = Prisma.raw("CAST(NULL AS TEXT)");
  const [rows, seats] = await Promise.all([
    db.$queryRaw<GroupRow[]>(Prisma.sql`${rangeFlightsSql(source, range, now)}
${totalAndAirportsSql()}
UNION ALL SELECT 'year', ${Prisma.raw(periodYearSql("rf"))}, ${int}, ${text}, ${text}, COUNT(*), SUM(rf."distanceKm"), NULL FROM rf GROUP BY 2
UNION ALL SELECT 'month', ${Prisma.raw(periodMonthSql("rf"))}, ${int}, ${text}, ${text}, COUNT(*), NULL, NULL FROM rf GROUP BY 2
UNION ALL SELECT 'airline', rf."airlineId", ${int}, ${text}, ${text}, COUNT(*), NULL, NULL FROM rf WHERE rf."airlineId" IS NOT NULL GROUP BY 2
UNION ALL SELECT 'aircraft', rf."aircraftId", ${int}, ${text}, ${text}, COUNT(*), NULL, NULL FROM rf WHERE rf."aircraftId" IS NOT NULL GROUP BY 2
UNION ALL SELECT * FROM (SELECT 'route', rf."fromId", rf."toId", ${text}, ${text}, COUNT(*), NULL, NULL FROM rf GROUP BY 2, 3 ORDER BY 6 DESC, 2, 3 LIMIT ${Math.max(mapLimit, TOP_LIMIT)}) top_routes
UNION ALL SELECT 'reason', ${int}, ${int}, COALESCE(rf."flightReason", ${NO_VALUE_KEY}), ${text}, COUNT(*), NULL, NULL FROM rf GROUP BY 4`),
    periodSeatGroups(db, source, userId, range, now),
  ]);
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const total = of("total")[0];
  const byCount = <T extends { count: number }>(a: T, b: T, ...ids: [number, number][]) => b.count - a.count || ids.reduce((c, [x, y]) => c || x - y, 0);

  const years = of("year").map((row) => ({ year: toNumber(row.k0), flights: toNumber(row.n), distance: toNumber(row.d) }));
  const perYear: YearBucket[] = [];
  if (years.length > 0) {
    const first = Math.min(...years.map((y) => y.year));
    const last = Math.max(...years.map((y) => y.year));
    for (let year = first; year <= last; year++) {
      const bucket = years.find((y) => y.year === year);
      perYear.push({ year: String(year), flights: bucket?.flights ?? 0, distanceKm: wholeKilometres(bucket?.distance ?? 0) });
    }
  }
  const months = new Map(of("month").map((row) => [toNumber(row.k0), toNumber(row.n)]));
  const perMonth: MonthBucket[] = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, flights: months.get(index + 1) ?? 0 }));

  const counted = (kind: string) => of(kind).map((row) => ({ id: toNumber(row.k0), count: toNumber(row.n) })).sort((a, b) => byCount(a, b, [a.id, b.id]));
  const airlines = counted("airline").slice(0, TOP_LIMIT);
  const aircraft = counted("aircraft").slice(0, TOP_LIMIT);
  const airports = counted("airport");
  const routes = of("route")
    .map((row) => ({ fromId: toNumber(row.k0), toId: toNumber(row.k1), count: toNumber(row.n) }))
    .sort((a, b) => byCount(a, b, [a.fromId, b.fromId], [a.toId, b.toId]));

  const [airportRows, airlineRows, aircraftRows] = await Promise.all([
    airports.length > 0 ? db.airport.findMany({ where: { id: { in: airports.map((a) => a.id) } } }) : [],
    airlines.length > 0 ? db.airline.findMany({ where: { id: { in: airlines.map((a) => a.id) } }, select: { id: true, name: true, iata: true, icao: true } }) : [],
    aircraft.length > 0 ? db.aircraft.findMany({ where: { id: { in: aircraft.map((a) => a.id) } }, select: { id: true, name: true, icao: true } }) : [],
  ]);
  const airportById = new Map(airportRows.map((a) => [a.id, a]));
  const code = (a: { iata: string | null; icao: string | null; name: string } | undefined) => (a ? (a.iata ?? a.icao ?? a.name) : "");
  const named = (entries: { id: number; count: number }[], rowsById: Map<number, { name: string; iata?: string | null; icao: string | null }>): TopEntry[] =>
    entries.map((e) => {
      const row = rowsById.get(e.id);
      return { id: e.id, label: row ? (row.iata ?? row.icao ?? row.name) : "", name: row?.name ?? "", count: e.count };
    });
  const topRoutes: TopRouteEntry[] = routes.slice(0, TOP_LIMIT).map((r) => {
    const from = airportById.get(r.fromId);
    const to = airportById.get(r.toId);
    return { ...r, label: `${code(from)} → ${code(to)}`, name: `${from?.name ?? ""} → ${to?.name ?? ""}` };
  });
  const breakdown = (kind: string, known: readonly string[]) => ordered(of(kind).map((row) => ({ key: toNullableText(row.t), count: row.n })), known);
  // the seats are grouped by class and position together: each breakdown sums its own key
  const seatBreakdown = (key: "seatClass" | "seat", known: readonly string[]) => ordered(seats.map((group) => ({ key: group[key], count: group.seats })), known);

  const mapAirports = mapAirportsOf(airports, airportById);
  return {
    stats: rangedTotals(total, airports.length),
    charts: {
      perYear,
      perMonth,
      topAirlines: named(airlines, new Map(airlineRows.map((a) => [a.id, a]))),
      topAirports: named(airports.slice(0, TOP_LIMIT), airportById),
      topAircraft: named(aircraft, new Map(aircraftRows.map((a) => [a.id, a]))),
      topRoutes,
      seatClasses: seatBreakdown("seatClass", SEAT_CLASSES),
      seatPositions: seatBreakdown("seat", SEAT_POSITIONS),
      flightReasons: breakdown("reason", FLIGHT_REASONS),
    },
    map: { routes: routes.slice(0, mapLimit), airports: mapAirports },
  };
}
