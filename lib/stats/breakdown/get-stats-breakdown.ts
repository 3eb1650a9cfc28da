import { getCo2Totals, type Co2Totals } from "@/lib/stats/co2/co2-totals";
import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { dashboardFilter, getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { getRouteMap, type RouteMap } from "@/lib/stats/dashboard/route-map";
import { upcomingSeatGroups } from "@/lib/stats/dashboard/upcoming-flights";
import type { StatsBreakdown } from "./breakdown-body";
import { cumulativeDistance } from "./cumulative-distance";
import { furthestFromHome } from "./furthest-from-home";
import { flightRecords } from "./records";
import { flightsPerHour, flightsPerWeekday, topAirframes, upcomingKeyGroups } from "./weekday-airframes";

export interface StatsBreakdownWithMap {
  breakdown: StatsBreakdown;
  /** the map the countries and continents are read from; its routes up to `mapRouteLimit` */
  map: RouteMap;
}

/**
 * Every figure of the dashboard besides the getStats cards, for GET /api/stats/breakdown and the dashboard page
 * alike, so that page and API cannot disagree. All from rollups and index ranges (completed flights only).
 */
export async function getStatsBreakdown(db: Db, scope: AuthorizedScope, now: Date = new Date(), mapRouteLimit = 1): Promise<StatsBreakdownWithMap> {
  const filter = dashboardFilter(scope, now);
  // the upcoming seats, which the seat charts and CO₂ both subtract, read once
  const upcomingSeats = upcomingSeatGroups(db, filter);
  const [charts, map, records, upcoming, co2] = await Promise.all([
    getDashboardCharts(db, scope, now, upcomingSeats),
    getRouteMap(db, scope, now, mapRouteLimit),
    flightRecords(db, filter),
    upcomingKeyGroups(db, filter),
    getCo2Totals(db, scope, now, upcomingSeats),
  ]);
  const [perWeekday, perHour, airframes, furthest] = await Promise.all([
    flightsPerWeekday(db, filter, upcoming),
    flightsPerHour(db, filter, upcoming),
    topAirframes(db, filter, upcoming),
    furthestFromHome(db, scope.subjectUserId, map.airports),
  ]);
  return {
    map,
    breakdown: {
      ...charts,
      cumulativeDistance: cumulativeDistance(charts.perYear),
      perWeekday,
      perHour,
      topAirframes: airframes,
      countries: countryVisits(map.airports),
      continents: continentVisits(map.airports),
      co2: roundedCo2(co2),
      records: { ...records, mostFlownRoute: charts.topRoutes[0] ?? null, mostVisitedAirport: charts.topAirports[0] ?? null, furthestFromHome: furthest },
    },
  };
}

/** The API's precision, which the page shows too: kg to 0.1, distances to whole kilometres. */
export function roundedCo2(co2: Co2Totals): StatsBreakdown["co2"] {
  const kg = (value: number) => Math.round(value * 10) / 10;
  return {
    kg: kg(co2.kg),
    seats: co2.seats,
    byClass: co2.byClass.map((entry) => ({ ...entry, kg: kg(entry.kg) })),
    byHaul: co2.byHaul.map((entry) => ({ ...entry, distanceKm: Math.round(entry.distanceKm), kg: kg(entry.kg) })),
  };
}
