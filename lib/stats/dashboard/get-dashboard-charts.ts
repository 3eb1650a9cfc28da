import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { flightReasonBreakdown, seatClassBreakdown, seatPositionBreakdown, type BreakdownEntry } from "./breakdowns";
import type { DashboardFilter } from "./dashboard-filter";
import { flightsPerMonth, flightsPerYear, type MonthBucket, type YearBucket } from "./flights-over-time";
import { topAircraft, topAirlines, topAirports, topRoutes, type TopEntry, type TopRouteEntry } from "./top-lists";
import { upcomingFlightGroups, upcomingSeatGroups, type UpcomingFlightGroup, type UpcomingSeatGroup } from "./upcoming-flights";

/**
 * The dashboard's charts and top lists (besides the getStats cards and the map, whose airports also give the visited
 * countries and continents). All database aggregates.
 */
export interface DashboardCharts {
  perYear: YearBucket[];
  perMonth: MonthBucket[];
  topAirlines: TopEntry[];
  topAirports: TopEntry[];
  topAircraft: TopEntry[];
  topRoutes: TopRouteEntry[];
  seatClasses: BreakdownEntry[];
  seatPositions: BreakdownEntry[];
  flightReasons: BreakdownEntry[];
}

export type DashboardChartName = keyof DashboardCharts;

const ALL_CHARTS = [
  "perYear",
  "perMonth",
  "topAirlines",
  "topAirports",
  "topAircraft",
  "topRoutes",
  "seatClasses",
  "seatPositions",
  "flightReasons",
] as const satisfies readonly DashboardChartName[];

/** The filter for an authorized scope: the subject's seats, or every flight. */
export function dashboardFilter(scope: AuthorizedScope, now: Date): DashboardFilter {
  return { userId: scope.subjectUserId, now };
}

/** What the period, reason and seat charts subtract from their rollups: each read at most once, when a chart needs it. */
interface Upcoming {
  flights: () => Promise<UpcomingFlightGroup[]>;
  seats: () => Promise<UpcomingSeatGroup[]>;
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

type ChartQueries = { [Name in DashboardChartName]: (db: Db, filter: DashboardFilter, upcoming: Upcoming) => Promise<DashboardCharts[Name]> };

const CHART_QUERIES: ChartQueries = {
  perYear: async (db, filter, upcoming) => flightsPerYear(db, filter, await upcoming.flights()),
  perMonth: async (db, filter, upcoming) => flightsPerMonth(db, filter, await upcoming.flights()),
  topAirlines: (db, filter) => topAirlines(db, filter),
  topAirports: (db, filter) => topAirports(db, filter),
  topAircraft: (db, filter) => topAircraft(db, filter),
  topRoutes: (db, filter) => topRoutes(db, filter),
  seatClasses: async (db, filter, upcoming) => seatClassBreakdown(db, filter, await upcoming.seats()),
  seatPositions: async (db, filter, upcoming) => seatPositionBreakdown(db, filter, await upcoming.seats()),
  flightReasons: async (db, filter, upcoming) => flightReasonBreakdown(db, filter, await upcoming.flights()),
};

/**
 * The named charts only: a page that shows fewer (the share page) pays for no other query.
 * `seats`: the scope's upcoming seat groups when the caller reads them for CO₂ too (getStatsBreakdown), else read here.
 */
export async function getDashboardChartsOf<Name extends DashboardChartName>(
  db: Db,
  scope: AuthorizedScope,
  now: Date,
  names: readonly Name[],
  seats?: Promise<UpcomingSeatGroup[]>,
): Promise<Pick<DashboardCharts, Name>> {
  const filter = dashboardFilter(scope, now);
  const upcoming: Upcoming = { flights: once(() => upcomingFlightGroups(db, filter)), seats: once(() => seats ?? upcomingSeatGroups(db, filter)) };
  // Side by side: PostgreSQL spreads them over its pool; SQLite's single connection simply runs them in turn.
  const charts = await Promise.all(names.map(async (name) => [name, await CHART_QUERIES[name](db, filter, upcoming)] as const));
  return Object.fromEntries(charts) as Pick<DashboardCharts, Name>;
}

/** Every chart of the dashboard. */
export function getDashboardCharts(db: Db, scope: AuthorizedScope, now: Date = new Date(), seats?: Promise<UpcomingSeatGroup[]>): Promise<DashboardCharts> {
  return getDashboardChartsOf(db, scope, now, ALL_CHARTS, seats);
}
