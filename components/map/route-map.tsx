import { geoDistance, geoGraticule10, geoInterpolate, geoNaturalEarth1 } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, LineString } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landTopology from "world-atlas/land-110m.json";
import { compactPathOf } from "./compact-path";

interface Place {
  code: string;
  lat: number;
  lon: number;
}

const WIDTH = 800;
const HEIGHT = 420;
const PADDING = 48;

// Parsed once per process: the land outline is the same for every flight.
let land: FeatureCollection | Feature | undefined;
function landShape(): FeatureCollection | Feature {
  if (!land) {
    const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
    land = feature(topology, topology.objects.land) as FeatureCollection | Feature;
  }
  return land;
}

/**
 * The route on a world map as a great-circle arc, drawn on the server as plain SVG (no map tiles, no network,
 * no JavaScript). The projection is centred on the route and zoomed to it, but never closer than a region.
 */
export function RouteMap({ from, to, label }: { from: Place; to: Place; label: string }) {
  const route: LineString = { type: "LineString", coordinates: [[from.lon, from.lat], [to.lon, to.lat]] };
  const [midLon, midLat] = geoInterpolate([from.lon, from.lat], [to.lon, to.lat])(0.5);
  const projection = geoNaturalEarth1().rotate([-midLon, 0]);
  // Zoom to the route, but show at least ~25° of arc so short hops keep their surroundings.
  const arc = geoDistance([from.lon, from.lat], [to.lon, to.lat]);
  const minimum = (25 * Math.PI) / 180;
  const frame: Geometry =
    arc >= minimum
      ? route
      : {
          type: "MultiPoint",
          coordinates: [
            [midLon - 12.5 / Math.max(Math.cos((midLat * Math.PI) / 180), 0.3), midLat],
            [midLon + 12.5 / Math.max(Math.cos((midLat * Math.PI) / 180), 0.3), midLat],
            [midLon, Math.max(-85, midLat - 8)],
            [midLon, Math.min(85, midLat + 8)],
          ],
        };
  projection.fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    frame,
  );
  const path = compactPathOf(projection);
  const landPath = path(landShape());
  const gridPath = path(geoGraticule10());
  const routePath = path(route);
  const ends = [from, to].map((place) => ({ place, point: projection([place.lon, place.lat]) }));
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="block h-auto w-full rounded-lg bg-sky-50 dark:bg-slate-800" data-testid="route-map">
        <path d={gridPath} fill="none" className="stroke-sky-200 dark:stroke-slate-700" strokeWidth={0.5} />
        <path d={landPath} className="fill-slate-200 stroke-slate-400 dark:fill-slate-600 dark:stroke-slate-500" strokeWidth={0.5} />
        <path d={routePath} fill="none" className="stroke-sky-700 dark:stroke-sky-300" strokeWidth={3} strokeLinecap="round" />
        {ends.map(({ place, point }, index) =>
          point ? (
            <g key={`${place.code}-${index}`} transform={`translate(${point[0].toFixed(1)} ${point[1].toFixed(1)})`}>
              <circle r={6} className="fill-white stroke-sky-800 dark:fill-slate-900 dark:stroke-sky-300" strokeWidth={3} />
              {/* The map shrinks to a phone's width, its text with it: labels there are twice as large in map units
                  (about 14 px on a 390 px screen), offset by their own size, with a halo against the land. */}
              <text
                dy="-0.75em"
                textAnchor="middle"
                className="fill-slate-900 stroke-sky-50 text-[16px] font-semibold [stroke-width:4px] max-sm:text-[32px] max-sm:[stroke-width:6px] dark:fill-white dark:stroke-slate-800"
                paintOrder="stroke"
                strokeLinejoin="round"
              >
                {place.code}
              </text>
            </g>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
