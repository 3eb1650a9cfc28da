import { geoGraticule } from "d3-geo";
import type { Feature, FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landTopology from "world-atlas/land-110m.json";
import { compactPathOf } from "./compact-path";
import { airportDotSize, routeOpacity, routeStrokeWidth } from "./map-scales";
import { MapViewport, type MapRows } from "./map-viewport";
import { markPathsMarkup, type MarkPath } from "./svg-markup";
import { WORLD_LAND_ID } from "./world-defs";
import { projectPoint, WORLD_HEIGHT, WORLD_WIDTH, worldProjection, worldRoutePath } from "./world-projection";

export interface FlightMapRoute {
  from: { lat: number; lon: number };
  to: { lat: number; lon: number };
  /** "ZRH → VIE" */
  label: string;
  count: number;
}

export interface FlightMapAirport {
  lat: number;
  lon: number;
  /** "Zürich Airport (ZRH)" */
  label: string;
  visits: number;
}

let base: { land: string; grid: string; sphere: string } | undefined;
/** The base map is the same for every request: projected once per process. */
export function baseMap() {
  if (!base) {
    const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
    const land = feature(topology, topology.objects.land) as FeatureCollection | Feature;
    const path = compactPathOf(worldProjection());
    // a 30° graticule: enough to read the globe's curve, a ninth of the 10° one's weight in the page
    base = { land: path(land), grid: path(geoGraticule().step([30, 30])()), sphere: path({ type: "Sphere" }) };
  }
  return base;
}

/**
 * The scope's routes and airports on a world map (the page renders WorldDefs once for the land), projected on the server (no map library in the browser): the client
 * viewport only zooms, pans and names what is under the pointer, from `rows` (routes[i] and airports[i] as rows). Routes are drawn least flown first, so the busiest
 * lie on top; lines and dots keep their size in pixels at every zoom.
 */
export function WorldFlightMap({ routes, airports, rows }: { routes: FlightMapRoute[]; airports: FlightMapAirport[]; rows: MapRows }) {
  const projection = worldProjection();
  const { grid, sphere } = baseMap();
  const maxRoute = routes.reduce((max, r) => Math.max(max, r.count), 0);
  const maxVisits = airports.reduce((max, a) => Math.max(max, a.visits), 0);
  const routeMarks: MarkPath[] = [];
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]!;
    const d = worldRoutePath(route.from, route.to);
    if (d) routeMarks.push({ d, mark: i, strokeWidth: routeStrokeWidth(route.count, maxRoute), strokeOpacity: routeOpacity(route.count, maxRoute) });
  }
  const airportMarks: MarkPath[] = [];
  for (let i = airports.length - 1; i >= 0; i--) {
    const airport = airports[i]!;
    const point = projectPoint(projection, airport);
    // a zero-length line with round caps: a dot whose size, like the routes' width, does not grow with the zoom
    if (point) airportMarks.push({ d: `M${point[0]} ${point[1]}h0`, mark: routes.length + i, strokeWidth: airportDotSize(airport.visits, maxVisits) });
  }
  return (
    <MapViewport width={WORLD_WIDTH} height={WORLD_HEIGHT} marks={rows}>
      <path d={sphere} className="fill-sky-50 dark:fill-slate-800" />
      <path d={grid} fill="none" className="stroke-sky-200 dark:stroke-slate-700" strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
      <use href={`#${WORLD_LAND_ID}`} className="fill-slate-200 stroke-slate-400 dark:fill-slate-600 dark:stroke-slate-500" strokeWidth={0.5} />
      <g
        fill="none"
        strokeLinecap="round"
        className="stroke-sky-700 dark:stroke-sky-300 [&_path]:[vector-effect:non-scaling-stroke]"
        data-testid="map-routes"
        dangerouslySetInnerHTML={{ __html: markPathsMarkup(routeMarks) }}
      />
      <g
        className="stroke-orange-600 dark:stroke-amber-300 [&_path]:[vector-effect:non-scaling-stroke]"
        strokeLinecap="round"
        data-testid="map-airports"
        dangerouslySetInnerHTML={{ __html: markPathsMarkup(airportMarks) }}
      />
    </MapViewport>
  );
}
