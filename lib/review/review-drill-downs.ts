import { continentVisits } from "@/lib/stats/dashboard/continents";
import { drillDown, drillDownHref, type DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import type { YearReview } from "./get-year-review";
import { reviewYearRange } from "./review-year";

/**
 * Where the review's figures open the flight list: the dashboard's drill-downs (lib/stats/dashboard/drill-down.ts)
 * within the year's dates, as the ranged dashboard's, so each list's total equals the figure. Keyed like the
 * dashboard's hrefs, so its map and countries components take them as they are.
 */
export function reviewDrillDowns(scopeQuery: string, review: YearReview): DrillDownHrefs {
  const { since, until } = reviewYearRange(review.year);
  const href = (filters: FlightListFilters) => drillDownHref(scopeQuery, { ...filters, since, until });
  const routes = Object.fromEntries(review.map.routes.map((r) => [`${r.fromId}-${r.toId}`, href(drillDown.route(r.fromId, r.toId))]));
  const airports = Object.fromEntries(review.map.airports.map((a) => [String(a.id), href(drillDown.airport(a.id))]));
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
