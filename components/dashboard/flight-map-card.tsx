import { Suspense } from "react";
import { formatInteger } from "@/components/format/units";
import { WorldFlightMap, type FlightMapAirport, type FlightMapRoute } from "@/components/map/world-flight-map";
import type { MapAirport, RouteMap } from "@/lib/stats/dashboard/route-map";
import { MapTables } from "./map-tables";

/** "ZRH", else the ICAO code, else the name. */
function codeOf(airport: Pick<MapAirport, "iata" | "icao" | "name">): string {
  return airport.iata ?? airport.icao ?? airport.name;
}

/**
 * "Top 1,000 of 2,345 routes" when the map is capped, else "2,345 routes". A capped map's total is null until known
 * ("Top 1,000 routes").
 */
export function routeCaption(shown: number, total: number | null): string {
  if (total === null) return `Top ${formatInteger(shown)} routes`;
  if (shown < total) return `Top ${formatInteger(shown)} of ${formatInteger(total)} routes`;
  return `${formatInteger(total)} ${total === 1 ? "route" : "routes"}`;
}

async function RouteTotalCaption({ shown, total }: { shown: number; total: Promise<number | null> }) {
  return routeCaption(shown, await total);
}

/**
 * The world map of the scope's routes and airports, with its table alternative. `routeTotal` is given when the map is
 * capped: counting every route of a large scope is the slowest part of the map, so the page is sent without waiting
 * for it and the caption's total follows in the same response.
 */
export function FlightMapCard({ map, routeTotal }: { map: RouteMap; routeTotal: Promise<number | null> | null }) {
  const byId = new Map(map.airports.map((airport) => [airport.id, airport]));
  const routes: FlightMapRoute[] = [];
  for (const route of map.routes) {
    const from = byId.get(route.fromId);
    const to = byId.get(route.toId);
    if (from && to) routes.push({ from, to, label: `${codeOf(from)} → ${codeOf(to)}`, count: route.count });
  }
  const airports: FlightMapAirport[] = map.airports.map((airport) => ({
    lat: airport.lat,
    lon: airport.lon,
    label: codeOf(airport) === airport.name ? airport.name : `${airport.name} (${codeOf(airport)})`,
    visits: airport.visits,
  }));
  const airportCaption = `${formatInteger(airports.length)} ${airports.length === 1 ? "airport" : "airports"}`;
  return (
    <figure className="card min-w-0" aria-labelledby="flight-map-title" data-testid="chart-flight-map">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="flight-map-title" className="text-base font-semibold">
          Flight map
        </h2>
        <p className="muted text-sm" data-testid="flight-map-caption">
          {routeTotal === null ? (
            routeCaption(routes.length, routes.length)
          ) : (
            <Suspense fallback={routeCaption(routes.length, null)}>
              <RouteTotalCaption shown={routes.length} total={routeTotal} />
            </Suspense>
          )}
          , {airportCaption}
        </p>
      </div>
      <WorldFlightMap routes={routes} airports={airports} />
      <MapTables routes={routes.map((r) => [r.label, r.count] as const)} airports={airports.map((a) => [a.label, a.visits] as const)} />
    </figure>
  );
}
