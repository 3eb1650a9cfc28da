import { continentVisits } from "@/lib/stats/dashboard/continents";
import { dashboardDrillBase, drillDown, mapDrillDown, periodDrillDownHref, type DrillBase, type DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import type { YearReview } from "./get-year-review";
import { reviewYearRange } from "./review-year";

/** The review's scope and its year's dates, which every drill-down of the review keeps (its map's too). */
export function reviewDrillBase(scopeQuery: string, year: number): DrillBase {
  return dashboardDrillBase(scopeQuery, reviewYearRange(year));
}

/**
 * Where the review's figures open the flight list: the dashboard's drill-downs (lib/stats/dashboard/drill-down.ts)
 * within the year's dates, as the ranged dashboard's, so each list's total equals the figure. Keyed like the
 * dashboard's hrefs, so its map and countries components take them as they are.
 */
export function reviewDrillDowns(scopeQuery: string, review: YearReview): DrillDownHrefs {
  const base = reviewDrillBase(scopeQuery, review.year);
  const href = (filters: FlightListFilters) => periodDrillDownHref(base, filters);
  const routes = Object.fromEntries(review.map.routes.map((r) => [`${r.fromId}-${r.toId}`, mapDrillDown.route(base, r.fromId, r.toId)]));
  const airports = Object.fromEntries(review.map.airports.map((a) => [String(a.id), mapDrillDown.airport(base, a.id)]));
  const top = review.records.mostFlownRoute;
  return {
    flights: { all: href(drillDown.flights()) },
    mapRoutes: routes,
    mapAirports: airports,
    topRoutes: top ? { [`${top.fromId}-${top.toId}`]: href(drillDown.route(top.fromId, top.toId)) } : {},
    topAirports: airports,
    countries: Object.fromEntries(review.countries.map((c) => [c.country, href(drillDown.country(c.country))])),
    continents: Object.fromEntries(continentVisits(review.map.airports).map((c) => [c.continent, href(drillDown.continent(c.continent))])),
  };
}
