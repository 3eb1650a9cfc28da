import { co2OfSeatGroups } from "@/lib/stats/co2/co2-period";
import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import type { DashboardRange } from "@/lib/stats/dashboard/dashboard-range";
import { getRangedDashboard, type RangedTotals } from "@/lib/stats/dashboard/ranged-dashboard";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import type { RangedBreakdown } from "./breakdown-body";
import { roundedCo2 } from "./get-stats-breakdown";

export interface RangedBreakdownWithMap {
  totals: RangedTotals;
  breakdown: RangedBreakdown;
  /** the map the countries and continents are read from; its routes up to `mapRouteLimit` */
  map: RouteMap;
}

/**
 * A period's dashboard figures, for the dashboard page and GET /api/stats/breakdown?year=… alike (as getStatsBreakdown
 * is for all time): the cards, charts, lists, countries and continents of getRangedDashboard, and the CO₂ of the
 * period's seats it read.
 */
export async function getRangedBreakdown(db: Db, scope: AuthorizedScope, now: Date, range: DashboardRange, mapRouteLimit = 1): Promise<RangedBreakdownWithMap> {
  const { stats, charts, map, seats } = await getRangedDashboard(db, scope, now, range, mapRouteLimit);
  return {
    totals: stats,
    map,
    breakdown: { ...charts, countries: countryVisits(map.airports), continents: continentVisits(map.airports), co2: roundedCo2(co2OfSeatGroups(seats)) },
  };
}
