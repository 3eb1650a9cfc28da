import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { authorizeScope } from "@/lib/scope/authorized-scope";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { getRouteMap } from "@/lib/stats/dashboard/route-map";
import { getStats } from "@/lib/stats/get-stats";

/** The figures of the dashboard's stat cards (components/dashboard/stat-cards.tsx), for the offline dashboard. */
export interface DashboardFigures {
  stats: { flights: number; distanceKm: number; durationSeconds: number; airports: number };
  countries: number;
}

/**
 * The caller's own all-time figures, read as the dashboard reads them: the cards from getStats, the countries from the
 * map's visited airports (GET /sync/stats).
 */
export async function dashboardFigures(db: Db, principal: Principal, now: Date = new Date()): Promise<DashboardFigures> {
  const scope = await authorizeScope(db, principal, { scope: "mine" });
  const [stats, map] = await Promise.all([getStats(db, scope, now), getRouteMap(db, scope, now, 1)]);
  return {
    stats: { flights: stats.flights, distanceKm: stats.distanceKm, durationSeconds: stats.durationSeconds, airports: stats.airports },
    countries: countryVisits(map.airports).length,
  };
}
