import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { flightReasonBreakdown, seatClassBreakdown, seatPositionBreakdown, type BreakdownEntry } from "./breakdowns";
import type { DashboardFilter } from "./dashboard-filter";
import { countryVisits, type CountryVisits } from "./countries";
import { flightsPerMonth, flightsPerYear, type MonthBucket, type YearBucket } from "./flights-over-time";
import { topAircraft, topAirlines, topAirports, topRoutes, type TopEntry, type TopRouteEntry } from "./top-lists";

/** Everything the dashboard draws besides the getStats cards. All database aggregates. */
export interface DashboardCharts {
  countries: number;
  /** the visited-countries map: completed visits per country, most first */
  countryVisits: CountryVisits[];
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

export async function getDashboardCharts(db: Db, scope: AuthorizedScope, now: Date = new Date()): Promise<DashboardCharts> {
  const filter = dashboardFilter(scope, now);
  const queries = [
    () => countryVisits(db, filter),
    () => flightsPerYear(db, filter),
    () => flightsPerMonth(db, filter),
    () => topAirlines(db, filter),
    () => topAirports(db, filter),
    () => topAircraft(db, filter),
    () => topRoutes(db, filter),
    () => seatClassBreakdown(db, filter),
    () => seatPositionBreakdown(db, filter),
    () => flightReasonBreakdown(db, filter),
  ] as const;
  // Side by side: PostgreSQL spreads them over its pool; SQLite's single connection simply runs them in turn.
  const results = await Promise.all(queries.map((query) => query()));
  const [visits, perYear, perMonth, airlines, airports, aircraft, routes, seatClasses, seatPositions, flightReasons] = results as [
    CountryVisits[],
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
    countries: visits.length,
    countryVisits: visits,
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
