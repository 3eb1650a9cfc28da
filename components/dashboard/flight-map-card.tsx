import { getTranslations } from "next-intl/server";
import type { MapRows } from "@/components/map/map-viewport";
import { WorldFlightMap, type FlightMapAirport, type FlightMapRoute } from "@/components/map/world-flight-map";
import type { DrillBase } from "@/lib/stats/dashboard/drill-down";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import { MapTables } from "./map-tables";
import { routeTitle, shortCode } from "@/lib/reference/short-code";

/** The world map of the scope's routes and airports (at most `limit` routes), with its table alternative; `drill`: what its entries open. */
export async function FlightMapCard({ map, limit, drill }: { map: RouteMap; limit: number; drill?: DrillBase }) {
  const t = await getTranslations("Dashboard.map");
  const byId = new Map(map.airports.map((airport) => [airport.id, airport]));
  const routes: FlightMapRoute[] = [];
  const routeIds: [number, number][] = [];
  for (const route of map.routes) {
    const from = byId.get(route.fromId);
    const to = byId.get(route.toId);
    if (!from || !to) continue;
    routes.push({ from, to, label: routeTitle(from, to), count: route.count });
    routeIds.push([route.fromId, route.toId]);
  }
  const airports: FlightMapAirport[] = map.airports.map((airport) => ({
    lat: airport.lat,
    lon: airport.lon,
    label: shortCode(airport) === airport.name ? airport.name : `${airport.name} (${shortCode(airport)})`,
    visits: airport.visits,
  }));
  // one object for the map's pointer labels and its table: the page's data carries the rows once
  const rows: MapRows = { routes: routes.map((r) => [r.label, r.count] as const), airports: airports.map((a) => [a.label, a.visits] as const) };
  return (
    <figure className="card min-w-0" aria-labelledby="flight-map-title" data-testid="chart-flight-map">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="flight-map-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="muted text-sm" data-testid="flight-map-caption">
          {/* the map holds at most `limit` routes: when full, there may be more (counting them all would cost more than the map) */}
          {t("caption", { routes: routes.length, top: routes.length >= limit ? "yes" : "no", airports: airports.length })}
        </p>
      </div>
      <WorldFlightMap routes={routes} airports={airports} rows={rows} />
      <MapTables rows={rows} links={drill ? { base: drill, routes: routeIds, airports: map.airports.map((airport) => airport.id) } : undefined} />
    </figure>
  );
}
