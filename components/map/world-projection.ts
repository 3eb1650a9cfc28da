import { geoNaturalEarth1, type GeoProjection } from "d3-geo";
import type { LineString } from "geojson";
import { compactPathOf } from "./compact-path";

/** The world maps' frame in SVG user units (the SVG scales to its box). */
export const WORLD_WIDTH = 960;
export const WORLD_HEIGHT = 500;

/** Natural Earth, the whole sphere fitted into the frame: the same for every map, so paths can be drawn once. */
export function worldProjection(): GeoProjection {
  return geoNaturalEarth1().fitSize([WORLD_WIDTH, WORLD_HEIGHT], { type: "Sphere" });
}

export interface LonLat {
  lon: number;
  lat: number;
}

/**
 * A route as an SVG path: the great circle from one airport to the other, resampled by the projection and cut at the
 * map's edge (a route over the Pacific leaves on one side and comes back on the other). Null when nothing is drawn.
 */
export function greatCirclePath(projection: GeoProjection, from: LonLat, to: LonLat): string | null {
  const line: LineString = { type: "LineString", coordinates: [[from.lon, from.lat], [to.lon, to.lat]] };
  return compactPathOf(projection)(line) || null;
}

const ROUTE_PATHS_KEPT = 10_000;
let worldRoutePaths = new Map<string, string | null>();
let world: GeoProjection | undefined;

/**
 * greatCirclePath on the world projection, remembered for the process: the same two airports give the same path on
 * every map, and a dashboard draws up to a thousand routes on each request. Forgets all at once when full.
 */
export function worldRoutePath(from: LonLat, to: LonLat): string | null {
  const key = `${from.lon} ${from.lat} ${to.lon} ${to.lat}`;
  let path = worldRoutePaths.get(key);
  if (path === undefined) {
    if (worldRoutePaths.size >= ROUTE_PATHS_KEPT) worldRoutePaths = new Map();
    path = greatCirclePath((world ??= worldProjection()), from, to);
    worldRoutePaths.set(key, path);
  }
  return path;
}

/** An airport's point on the map, rounded to a tenth of a unit; null when the projection cannot place it. */
export function projectPoint(projection: GeoProjection, place: LonLat): [number, number] | null {
  const point = projection([place.lon, place.lat]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return null;
  return [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}
