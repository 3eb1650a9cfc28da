import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import { ordered } from "./breakdowns";
import type { DashboardRange } from "./dashboard-range";
import { wholeKilometres, type MonthBucket, type YearBucket } from "./flights-over-time";
import type { DashboardCharts } from "./get-dashboard-charts";
import { periodGroups, type PeriodGroups } from "./period-groups";
import { periodSeatGroups, type SeatGroup } from "./period-seats";
import { MAP_ROUTE_LIMIT, type MapAirport, type RouteMap } from "./route-map";
import { TOP_LIMIT, type TopEntry, type TopRouteEntry } from "./top-lists";
import { shortCode, type CodedRecord } from "@/lib/reference/short-code";

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
  /** the period's seats per haul band, class and position, which the charts' seat breakdowns sum (and a CO₂ prices) */
  seats: SeatGroup[];
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

function rangedTotals(groups: PeriodGroups): RangedTotals {
  const sum = (pick: (p: PeriodGroups["periods"][number]) => number) => groups.periods.reduce((n, p) => n + pick(p), 0);
  return {
    flights: sum((p) => p.flights),
    distanceKm: Math.max(0, Math.round(sum((p) => p.distanceKm))),
    durationSeconds: sum((p) => p.durationSeconds),
    airports: groups.airports.length,
  };
}

/** Airports per query: well inside both databases' limits on bound parameters. */
const AIRPORT_CHUNK = 2000;

/** The map's airports (name, place) of the visited ones, in their order; one raw read per chunk, not Prisma's models. */
async function mapAirportsOf(db: Db, airports: readonly { id: number; count: number }[]): Promise<MapAirport[]> {
  const byId = new Map<number, Omit<MapAirport, "visits">>();
  for (let i = 0; i < airports.length; i += AIRPORT_CHUNK) {
    const ids = airports.slice(i, i + AIRPORT_CHUNK).map((a) => a.id);
    const rows = await db.$queryRaw<{ id: unknown; name: string; iata: string | null; icao: string | null; lat: unknown; lon: unknown; country: string; continent: string }[]>(Prisma.sql`
      SELECT ap."id" AS "id", ap."name" AS "name", ap."iata" AS "iata", ap."icao" AS "icao", ap."lat" AS "lat", ap."lon" AS "lon", ap."country" AS "country", ap."continent" AS "continent"
      FROM "Airport" ap WHERE ap."id" IN (${Prisma.join(ids)})`);
    for (const row of rows) {
      byId.set(toNumber(row.id), { id: toNumber(row.id), name: row.name, iata: row.iata, icao: row.icao, lat: toNumber(row.lat), lon: toNumber(row.lon), country: row.country, continent: row.continent });
    }
  }
  return airports.flatMap((a) => {
    const row = byId.get(a.id);
    return row ? [{ ...row, visits: a.count }] : [];
  });
}

/**
 * Only a range's cards and the airports it visited (their countries): what the year in review needs of the year
 * before, without the dashboard's other groupings and its seats.
 */
export async function getRangedFigures(db: Db, scope: AuthorizedScope, now: Date, range: DashboardRange): Promise<{ stats: RangedTotals; airports: MapAirport[] }> {
  const source = await rangedFlightSource(db, scope.subjectUserId);
  const groups = await periodGroups(db, source, scope.subjectUserId, range, now, { routeLimit: 0, figuresOnly: true });
  return { stats: rangedTotals(groups), airports: await mapAirportsOf(db, groups.airports) };
}

/**
 * The dashboard over a range of local dates at the origin (a year, the last 12 months, a custom range): its whole
 * months from the per-month rollups (periodGroups, periodSeatGroups), the days of partial months from their flights.
 * The same rules as the all-time figures: completed (lib/flights/completed.ts), periods (stat-period.ts), seats the
 * scope's own or every seat for all, a flight visiting its origin and its destination.
 */
export async function getRangedDashboard(db: Db, scope: AuthorizedScope, now: Date, range: DashboardRange, mapLimit = MAP_ROUTE_LIMIT): Promise<RangedDashboard> {
  const userId = scope.subjectUserId;
  const source = await rangedFlightSource(db, userId);
  const [groups, seats] = await Promise.all([
    periodGroups(db, source, userId, range, now, { routeLimit: Math.max(mapLimit, TOP_LIMIT) }),
    periodSeatGroups(db, source, userId, range, now),
  ]);
  const byCount = <T extends { count: number }>(a: T, b: T, ...ids: [number, number][]) => b.count - a.count || ids.reduce((c, [x, y]) => c || x - y, 0);

  const years = new Map<number, { flights: number; distance: number }>();
  for (const p of groups.periods) {
    const year = years.get(p.year) ?? { flights: 0, distance: 0 };
    years.set(p.year, { flights: year.flights + p.flights, distance: year.distance + p.distanceKm });
  }
  const perYear: YearBucket[] = [];
  if (years.size > 0) {
    const first = Math.min(...years.keys());
    const last = Math.max(...years.keys());
    for (let year = first; year <= last; year++) {
      const bucket = years.get(year);
      perYear.push({ year: String(year), flights: bucket?.flights ?? 0, distanceKm: wholeKilometres(bucket?.distance ?? 0) });
    }
  }
  const perMonth: MonthBucket[] = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    flights: groups.periods.filter((p) => p.month === index + 1).reduce((n, p) => n + p.flights, 0),
  }));

  const ranked = (entries: { id: number; count: number }[]) => [...entries].sort((a, b) => byCount(a, b, [a.id, b.id]));
  const airlines = ranked(groups.airlines).slice(0, TOP_LIMIT);
  const aircraft = ranked(groups.aircraft).slice(0, TOP_LIMIT);
  const airports = ranked(groups.airports);
  const routes = [...groups.routes].sort((a, b) => byCount(a, b, [a.fromId, b.fromId], [a.toId, b.toId]));

  const [mapAirports, airlineRows, aircraftRows] = await Promise.all([
    mapAirportsOf(db, airports),
    airlines.length > 0 ? db.airline.findMany({ where: { id: { in: airlines.map((a) => a.id) } }, select: { id: true, name: true, iata: true, icao: true } }) : [],
    aircraft.length > 0 ? db.aircraft.findMany({ where: { id: { in: aircraft.map((a) => a.id) } }, select: { id: true, name: true, icao: true } }) : [],
  ]);
  const airportById = new Map(mapAirports.map((a) => [a.id, a]));
  const code = (a: CodedRecord | undefined) => (a ? shortCode(a) : "");
  const named = (entries: { id: number; count: number }[], rowsById: Map<number, { name: string; iata?: string | null; icao: string | null }>): TopEntry[] =>
    entries.map((e) => {
      const row = rowsById.get(e.id);
      return { id: e.id, label: row ? shortCode(row) : "", name: row?.name ?? "", count: e.count };
    });
  const topRoutes: TopRouteEntry[] = routes.slice(0, TOP_LIMIT).map((r) => {
    const from = airportById.get(r.fromId);
    const to = airportById.get(r.toId);
    return { ...r, label: `${code(from)} → ${code(to)}`, name: `${from?.name ?? ""} → ${to?.name ?? ""}` };
  });
  // the seats are grouped by class and position together: each breakdown sums its own key
  const seatBreakdown = (key: "seatClass" | "seat", known: readonly string[]) => ordered(seats.map((group) => ({ key: group[key], count: group.seats })), known);

  return {
    stats: rangedTotals(groups),
    charts: {
      perYear,
      perMonth,
      topAirlines: named(airlines, new Map(airlineRows.map((a) => [a.id, a]))),
      topAirports: named(airports.slice(0, TOP_LIMIT), airportById),
      topAircraft: named(aircraft, new Map(aircraftRows.map((a) => [a.id, a]))),
      topRoutes,
      seatClasses: seatBreakdown("seatClass", SEAT_CLASSES),
      seatPositions: seatBreakdown("seat", SEAT_POSITIONS),
      flightReasons: ordered(groups.reasons, FLIGHT_REASONS),
    },
    map: { routes: routes.slice(0, mapLimit), airports: mapAirports },
    seats,
  };
}
