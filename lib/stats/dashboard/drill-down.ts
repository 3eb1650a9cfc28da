import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import type { ContinentVisits } from "./continents";
import type { CountryVisits } from "./countries";
import type { DashboardCharts } from "./get-dashboard-charts";
import type { RouteMap } from "./route-map";

/**
 * Where each dashboard figure opens the flight list: the filters that select exactly the flights (seats, visits) it
 * counts, always completed ones (lib/flights/completed.ts), so the list's total (search-flights.ts `measure`) equals
 * the figure. The components link with these hrefs and the drill-down test follows the same ones.
 */
export const drillDown = {
  flights: (): FlightListFilters => ({ completed: true }),
  year: (year: string): FlightListFilters => ({ completed: true, year: Number(year) }),
  month: (month: number): FlightListFilters => ({ completed: true, month }),
  airline: (airlineId: number): FlightListFilters => ({ completed: true, airlineId }),
  aircraft: (aircraftId: number): FlightListFilters => ({ completed: true, aircraftId }),
  /** visits: a flight from and to the same airport counts twice, and is listed once */
  airport: (airportId: number): FlightListFilters => ({ completed: true, airportId }),
  route: (fromId: number, toId: number): FlightListFilters => ({ completed: true, fromId, toId }),
  seatClass: (key: string): FlightListFilters => ({ completed: true, seatClass: key as FlightListFilters["seatClass"] }),
  seatPosition: (key: string): FlightListFilters => ({ completed: true, seat: key as FlightListFilters["seat"] }),
  reason: (key: string): FlightListFilters => ({ completed: true, reason: key as FlightListFilters["reason"] }),
  country: (country: string): FlightListFilters => ({ completed: true, country }),
  continent: (continent: string): FlightListFilters => ({ completed: true, continent: continent as FlightListFilters["continent"] }),
  weekday: (key: string): FlightListFilters => ({ completed: true, weekday: key as FlightListFilters["weekday"] }),
  airframe: (key: string): FlightListFilters => ({ completed: true, airframe: key }),
  hour: (hour: number): FlightListFilters => ({ completed: true, hour }),
};

/** The /flights URL of a drill-down, in the dashboard's scope (`scopeQuery`, lib/scope/scope-query.ts). */
export function drillDownHref(scopeQuery: string, filters: FlightListFilters): string {
  const query = new URLSearchParams(scopeQuery);
  for (const [name, value] of flightListFilterParams(filters)) query.set(name, value);
  return `/flights?${query.toString()}`;
}

/** A dashboard's period (dashboard-range.ts), which its drill-downs keep. */
export interface DrillPeriod {
  since: string;
  until: string;
}

/** The scope and period a dashboard's (or a review's) figures open the list in. */
export interface DrillBase {
  scopeQuery: string;
  period: DrillPeriod | null;
}

/** A drill-down's href within the base's scope and period. */
export function periodDrillDownHref(base: DrillBase, filters: FlightListFilters): string {
  return drillDownHref(base.scopeQuery, base.period ? { ...filters, since: base.period.since, until: base.period.until } : filters);
}

/** The base of a dashboard's drill-downs: its scope, and its period when it has one (dashboard-range.ts). */
export function dashboardDrillBase(scopeQuery: string, range?: DrillPeriod | null): DrillBase {
  return { scopeQuery, period: range ? { since: range.since, until: range.until } : null };
}

/**
 * Where the map's routes and airports open the list: the map's table makes these links in the browser from the marks'
 * ids when it is opened, since a thousand links would travel with every page load; mapDrillDowns lists them for tests.
 */
export const mapDrillDown = {
  route: (base: DrillBase, fromId: number, toId: number): string => periodDrillDownHref(base, drillDown.route(fromId, toId)),
  airport: (base: DrillBase, airportId: number): string => periodDrillDownHref(base, drillDown.airport(airportId)),
};

export type DrillFigure =
  | "flights"
  | "perYear"
  | "distancePerYear"
  | "perMonth"
  | "topAirlines"
  | "topAirports"
  | "topAircraft"
  | "topRoutes"
  | "seatClasses"
  | "seatPositions"
  | "flightReasons"
  | "countries"
  | "continents"
  | "mapRoutes"
  | "mapAirports"
  | "perWeekday"
  | "topAirframes"
  | "perHour";

export interface DrillDownLink {
  figure: DrillFigure;
  /** the entry within the figure: a year, month, id, "fromId-toId", class, code */
  key: string;
  /** the figure's value: flights, seats, visits, or whole kilometres for distancePerYear */
  value: number;
  href: string;
}

export interface DashboardFigures {
  stats: { flights: number };
  charts: DashboardCharts;
  countries: readonly CountryVisits[];
  continents: readonly ContinentVisits[];
  /** the all-time dashboard's further figures (getStatsBreakdown); a ranged dashboard has none */
  more?: { perWeekday: readonly KeyCount[]; topAirframes: readonly KeyCount[]; perHour: readonly { hour: number; count: number }[] } | null;
}

interface KeyCount {
  key: string;
  count: number;
}

/**
 * The drill-downs of a dashboard's figures besides the map (mapDrillDowns), one per figure entry, in the base's scope
 * and period (dashboardDrillBase).
 */
export function dashboardDrillDowns(base: DrillBase, d: DashboardFigures): DrillDownLink[] {
  const links: DrillDownLink[] = [];
  const add = (figure: DrillFigure, key: string | number, value: number, filters: FlightListFilters) =>
    links.push({ figure, key: String(key), value, href: periodDrillDownHref(base, filters) });
  add("flights", "all", d.stats.flights, drillDown.flights());
  for (const b of d.charts.perYear) add("perYear", b.year, b.flights, drillDown.year(b.year));
  for (const b of d.charts.perYear) add("distancePerYear", b.year, b.distanceKm, drillDown.year(b.year));
  for (const b of d.charts.perMonth) add("perMonth", b.month, b.flights, drillDown.month(b.month));
  for (const e of d.charts.topAirlines) add("topAirlines", e.id, e.count, drillDown.airline(e.id));
  for (const e of d.charts.topAirports) add("topAirports", e.id, e.count, drillDown.airport(e.id));
  for (const e of d.charts.topAircraft) add("topAircraft", e.id, e.count, drillDown.aircraft(e.id));
  for (const e of d.charts.topRoutes) add("topRoutes", `${e.fromId}-${e.toId}`, e.count, drillDown.route(e.fromId, e.toId));
  for (const e of d.charts.seatClasses) add("seatClasses", e.key, e.count, drillDown.seatClass(e.key));
  for (const e of d.charts.seatPositions) add("seatPositions", e.key, e.count, drillDown.seatPosition(e.key));
  for (const e of d.charts.flightReasons) add("flightReasons", e.key, e.count, drillDown.reason(e.key));
  for (const c of d.countries) add("countries", c.country, c.visits, drillDown.country(c.country));
  for (const c of d.continents) add("continents", c.continent, c.visits, drillDown.continent(c.continent));
  for (const e of d.more?.perWeekday ?? []) add("perWeekday", e.key, e.count, drillDown.weekday(e.key));
  for (const e of d.more?.topAirframes ?? []) add("topAirframes", e.key, e.count, drillDown.airframe(e.key));
  for (const e of d.more?.perHour ?? []) add("perHour", e.hour, e.count, drillDown.hour(e.hour));
  return links;
}

/** The map's drill-downs, one per route and airport: what its table links to once opened. */
export function mapDrillDowns(base: DrillBase, map: RouteMap): DrillDownLink[] {
  return [
    ...map.routes.map((r): DrillDownLink => ({ figure: "mapRoutes", key: `${r.fromId}-${r.toId}`, value: r.count, href: mapDrillDown.route(base, r.fromId, r.toId) })),
    ...map.airports.map((a): DrillDownLink => ({ figure: "mapAirports", key: String(a.id), value: a.visits, href: mapDrillDown.airport(base, a.id) })),
  ];
}

/** The same links by figure and entry key, for the components (plain strings: they cross to client components). */
export type DrillDownHrefs = Partial<Record<DrillFigure, Record<string, string>>>;

export function drillDownHrefs(links: readonly DrillDownLink[]): DrillDownHrefs {
  const hrefs: DrillDownHrefs = {};
  for (const link of links) (hrefs[link.figure] ??= {})[link.key] = link.href;
  return hrefs;
}

/** The links of some figures only: what a client component shows, for its props (which travel with the page). */
export function pickHrefs(hrefs: DrillDownHrefs, figures: readonly DrillFigure[]): DrillDownHrefs {
  const picked: DrillDownHrefs = {};
  for (const figure of figures) if (hrefs[figure]) picked[figure] = hrefs[figure];
  return picked;
}
