import "server-only";
import { periodCo2Totals } from "@/lib/stats/co2/co2-period";
import type { Db } from "@/lib/db/client";
import type { AuthorizedScope, ScopeKind } from "@/lib/scope/authorized-scope";
import type { StatsBreakdown } from "@/lib/stats/breakdown/breakdown-body";
import { roundedCo2 } from "@/lib/stats/breakdown/get-stats-breakdown";
import { getRangedBreakdown } from "@/lib/stats/breakdown/ranged-breakdown";
import { periodFlightRecords, type FlightRecords } from "@/lib/stats/breakdown/records";
import { countryVisits, type CountryVisits } from "@/lib/stats/dashboard/countries";
import { getRangedFigures, rangedFlightSource, type RangedTotals } from "@/lib/stats/dashboard/ranged-dashboard";
import { MAP_ROUTE_MAX, type MapAirport, type RouteMap } from "@/lib/stats/dashboard/route-map";
import type { TopEntry, TopRouteEntry } from "@/lib/stats/dashboard/top-lists";
import { firstVisits } from "./first-visits";
import { longestJourneyOfYear, type YearJourney } from "./longest-journey";
import { reviewYearRange } from "./review-year";

/** The headline figures of one year (completed flights only). */
export interface YearFigures {
  flights: number;
  /** whole kilometres */
  distanceKm: number;
  /** time in the air: the timed flights' arrival − departure */
  durationSeconds: number;
  airports: number;
  countries: number;
  /** kg CO₂e to 0.1 (lib/co2) */
  co2Kg: number;
}

export interface YearRecords extends Pick<FlightRecords, "longestByDistance" | "shortestByDistance" | "longestByTime" | "shortestByTime"> {
  mostFlownRoute: TopRouteEntry | null;
  mostVisitedAirport: TopEntry | null;
}

export interface YearReview {
  year: number;
  scopeKind: ScopeKind;
  figures: YearFigures;
  /** the year before's figures; null when it has no completed flight in this scope */
  previous: YearFigures | null;
  /** routes (most flown first, up to MAP_ROUTE_MAX) and every airport of the year */
  map: RouteMap;
  countries: CountryVisits[];
  /** airports and countries the scope visited for the first time this year */
  newAirports: MapAirport[];
  newCountries: string[];
  records: YearRecords;
  /**
   * The longest journey (lib/journeys) of the scope's traveller; journeys belong to one traveller's seats, so scope
   * all has none (null) and says so with `journeys: false`.
   */
  journeys: boolean;
  longestJourney: YearJourney | null;
  co2: StatsBreakdown["co2"];
}

function figuresOf(stats: RangedTotals, airports: readonly MapAirport[], co2Kg: number): YearFigures {
  return { ...stats, countries: countryVisits(airports).length, co2Kg };
}

/**
 * The year in review of a scope (mine / one user / all, already authorised): the year's figures against the year
 * before's, its map, first visits, records, longest journey and CO₂. Each year is the dashboard's period (local dates
 * at the origin, getRangedBreakdown as the dashboard's: one read along the date index, or the user's seats; the year before only its
 * cards and airports, getRangedFigures); records and CO₂ apply the
 * all-time rules to the same rows; first visits are index seeks per airport (first-visits.ts).
 */
export async function getYearReview(db: Db, scope: AuthorizedScope, year: number, now: Date = new Date()): Promise<YearReview> {
  const userId = scope.subjectUserId;
  const range = reviewYearRange(year);
  const before = reviewYearRange(year - 1);
  const source = await rangedFlightSource(db, userId);
  const [current, previous, records, previousCo2, longestJourney] = await Promise.all([
    getRangedBreakdown(db, scope, now, range, MAP_ROUTE_MAX),
    getRangedFigures(db, scope, now, before),
    periodFlightRecords(db, source, userId, range, now),
    periodCo2Totals(db, source, userId, before, now).then(roundedCo2),
    userId === null ? Promise.resolve(null) : longestJourneyOfYear(db, userId, year, now),
  ]);
  const { co2, countries } = current.breakdown;
  const firsts = await firstVisits(db, userId, year, current.map.airports, now);
  return {
    year,
    scopeKind: scope.kind,
    figures: figuresOf(current.totals, current.map.airports, co2.kg),
    previous: previous.stats.flights > 0 ? figuresOf(previous.stats, previous.airports, previousCo2.kg) : null,
    map: current.map,
    countries,
    newAirports: firsts.airports,
    newCountries: firsts.countries,
    records: {
      longestByDistance: records.longestByDistance,
      shortestByDistance: records.shortestByDistance,
      longestByTime: records.longestByTime,
      shortestByTime: records.shortestByTime,
      mostFlownRoute: current.breakdown.topRoutes[0] ?? null,
      mostVisitedAirport: current.breakdown.topAirports[0] ?? null,
    },
    journeys: userId !== null,
    longestJourney,
    co2,
  };
}
