import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { readVisibleFlights } from "@/lib/flights/read-flight";
import { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { getDashboardChartsOf, type DashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { getRouteMap, MAP_ROUTE_LIMIT, type RouteMap } from "@/lib/stats/dashboard/route-map";
import { getStats, type Stats } from "@/lib/stats/get-stats";
import { getProfile } from "@/lib/users/preferences";
import type { DateFormat, DistanceUnit } from "@/lib/users/display-preferences";
import type { ActiveShareLink } from "./active-share-link";
import { sharedFlightOf, type SharedFlight } from "./shared-flight";

/** The most flights a share page lists, newest first. */
export const SHARE_FLIGHT_LIMIT = 200;

/** What a share page shows: each part null when its toggle is off. */
export interface ShareView {
  label: string;
  /** the owner's display preferences */
  unit: DistanceUnit;
  dateFormat: DateFormat;
  stats: (Stats & { countries: number }) | null;
  charts: ShareCharts | null;
  map: RouteMap | null;
  flights: SharedFlight[] | null;
}

/**
 * The dashboard's charts a share page shows (docs/security.md, "Share pages"): never flight reasons; the months of the
 * year only with exact dates, the seat class and position only with seats. Named one by one, so a chart the dashboard
 * gains stays off the page until it is added here.
 */
export type ShareCharts = Pick<DashboardCharts, "perYear" | "topAirlines" | "topAirports" | "topAircraft" | "topRoutes"> &
  Partial<Pick<DashboardCharts, "perMonth" | "seatClasses" | "seatPositions">>;
type ShareChartName = keyof ShareCharts;

/** The charts a link shows (ShareCharts), so the page never pays for the others (the flight reasons). */
function shareChartNames(link: ActiveShareLink): ShareChartName[] {
  return [
    "perYear",
    "topAirlines",
    "topAirports",
    "topAircraft",
    "topRoutes",
    ...(link.showExactDates ? (["perMonth"] as const) : []),
    ...(link.showSeats ? (["seatClasses", "seatPositions"] as const) : []),
  ];
}

/**
 * The owner as a regular user: a share page is the owner's own "mine" view, whatever their role, so an admin's link
 * never shows other users' flights.
 */
export function sharePrincipal(link: ActiveShareLink): Principal {
  return { userId: link.userId, role: "user" };
}

export async function getShareView(db: Db, link: ActiveShareLink, now: Date = new Date()): Promise<ShareView> {
  const principal = sharePrincipal(link);
  const scope = await AuthorizedScope.authorize(db, principal, { scope: "mine" });
  const [owner, stats, charts, map, flights] = await Promise.all([
    getProfile(db, link.userId),
    link.showStats ? getStats(db, scope, now) : null,
    link.showStats ? getDashboardChartsOf(db, scope, now, shareChartNames(link)) : null,
    link.showStats || link.showMap ? getRouteMap(db, scope, now, MAP_ROUTE_LIMIT) : null,
    link.showFlights
      ? readVisibleFlights(db, principal, link.userId, { take: SHARE_FLIGHT_LIMIT, ...(link.showUpcoming ? {} : { completedBy: now }) })
      : null,
  ]);
  return {
    label: link.label,
    unit: owner.unit,
    dateFormat: owner.dateFormat,
    stats: stats && map ? { ...stats, countries: countryVisits(map.airports).length } : null,
    charts,
    map: link.showMap ? map : null,
    flights: flights ? flights.map((flight) => sharedFlightOf(flight, link.userId, link, now)) : null,
  };
}

/** What the card (/share/<slug>/card.svg) shows: the totals and the map, each only when the link shows it. */
export interface ShareCardView {
  label: string;
  unit: DistanceUnit;
  stats: (Stats & { countries: number }) | null;
  map: RouteMap | null;
}

export async function getShareCardView(db: Db, link: ActiveShareLink, routeLimit: number, now: Date = new Date()): Promise<ShareCardView> {
  const scope = await AuthorizedScope.authorize(db, sharePrincipal(link), { scope: "mine" });
  const [owner, stats, map] = await Promise.all([
    getProfile(db, link.userId),
    link.showStats ? getStats(db, scope, now) : null,
    link.showStats || link.showMap ? getRouteMap(db, scope, now, routeLimit) : null,
  ]);
  return {
    label: link.label,
    unit: owner.unit,
    stats: stats && map ? { ...stats, countries: countryVisits(map.airports).length } : null,
    map: link.showMap ? map : null,
  };
}
