import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { flightReasonBreakdown, seatClassBreakdown, seatPositionBreakdown, type BreakdownEntry } from "./breakdowns";
import type { DashboardFilter } from "./dashboard-filter";
import { flightsPerMonth, flightsPerYear, type MonthBucket, type YearBucket } from "./flights-over-time";
import { topAircraft, topAirlines, topAirports, topRoutes, type TopEntry, type TopRouteEntry } from "./top-lists";
import { upcomingFlightGroups, upcomingSeatGroups, type UpcomingSeatGroup } from "./upcoming-flights";

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

/** The filter for an authorized scope: the subject's seats, or every flight. */
export function dashboardFilter(scope: AuthorizedScope, now: Date): DashboardFilter {
  return { userId: scope.subjectUserId, now };
}

/**
 * `seats`: the scope's upcoming seat groups when the caller reads them for CO₂ too (getStatsBreakdown), else read here.
 */
export async function getDashboardCharts(db: Db, scope: AuthorizedScope, now: Date = new Date(), seats?: Promise<UpcomingSeatGroup[]>): Promise<DashboardCharts> {
  const filter = dashboardFilter(scope, now);
  // what the period, reason and seat charts subtract from their rollups, read once for all of them
  const [upcomingFlights, upcomingSeats] = await Promise.all([upcomingFlightGroups(db, filter), seats ?? upcomingSeatGroups(db, filter)]);
  const queries = [
    () => flightsPerYear(db, filter, upcomingFlights),
    () => flightsPerMonth(db, filter, upcomingFlights),
    () => topAirlines(db, filter),
    () => topAirports(db, filter),
    () => topAircraft(db, filter),
    () => topRoutes(db, filter),
    () => seatClassBreakdown(db, filter, upcomingSeats),
    () => seatPositionBreakdown(db, filter, upcomingSeats),
    () => flightReasonBreakdown(db, filter, upcomingFlights),
  ] as const;
  // Side by side: PostgreSQL spreads them over its pool; SQLite's single connection simply runs them in turn.
  const results = await Promise.all(queries.map((query) => query()));
  const [perYear, perMonth, airlines, airports, aircraft, routes, seatClasses, seatPositions, flightReasons] = results as [
    YearBucket[],
    MonthBucket[],
    TopEntry[],
    TopEntry[],
    TopEntry[],
    TopRouteEntry[],
    BreakdownEntry[],
    BreakdownEntry[],
    BreakdownEntry[],
  ];
  return {
    perYear,
    perMonth,
    topAirlines: airlines,
    topAirports: airports,
    topAircraft: aircraft,
    topRoutes: routes,
    seatClasses,
    seatPositions,
    flightReasons,
  };
}
