import { formatInteger } from "@/components/format/units";
import type { MapRows } from "@/components/map/map-viewport";
import { WorldFlightMap, type FlightMapAirport, type FlightMapRoute } from "@/components/map/world-flight-map";
import type { DrillBase } from "@/lib/stats/dashboard/drill-down";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import { MapTables } from "./map-tables";
import { routeTitle, shortCode } from "@/lib/reference/short-code";

/**
 * "Top 1,000 routes" when the map holds as many routes as it may (there may be more: counting every route of a large
 * scope would cost more than the rest of the map), else "870 routes".
 */
export function routeCaption(shown: number, limit: number): string {
  if (shown >= limit) return `Top ${formatInteger(shown)} routes`;
  return `${formatInteger(shown)} ${shown === 1 ? "route" : "routes"}`;
}

/** The world map of the scope's routes and airports (at most `limit` routes), with its table alternative; `drill`: what its entries open. */
export function FlightMapCard({ map, limit, drill }: { map: RouteMap; limit: number; drill?: DrillBase }) {
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
  const airportCaption = `${formatInteger(airports.length)} ${airports.length === 1 ? "airport" : "airports"}`;
  return (
    <figure className="card min-w-0" aria-labelledby="flight-map-title" data-testid="chart-flight-map">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="flight-map-title" className="text-base font-semibold">
          Flight map
        </h2>
        <p className="muted text-sm" data-testid="flight-map-caption">
          {routeCaption(routes.length, limit)}, {airportCaption}
        </p>
      </div>
      <WorldFlightMap routes={routes} airports={airports} rows={rows} />
      <MapTables rows={rows} links={drill ? { base: drill, routes: routeIds, airports: map.airports.map((airport) => airport.id) } : undefined} />
    </figure>
  );
}
