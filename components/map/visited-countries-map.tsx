import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesTopology from "world-atlas/countries-110m.json";
import { compactPathOf } from "./compact-path";
import { countryFeatureKey, featureKeyOf } from "./countries";
import { shadeStep } from "./map-scales";
import { WORLD_LAND_ID } from "./world-defs";
import { WORLD_HEIGHT, WORLD_WIDTH, worldProjection } from "./world-projection";

const SHADES = [
  "",
  "fill-sky-200 dark:fill-sky-900",
  "fill-sky-300 dark:fill-sky-700",
  "fill-sky-500 dark:fill-sky-500",
  "fill-sky-700 dark:fill-sky-300",
] as const;

let shapes: { key: string | null; d: string }[] | undefined;
/** Every country's outline, projected once per process. */
function countryShapes() {
  if (!shapes) {
    const topology = countriesTopology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
    const path = compactPathOf(worldProjection());
    shapes = collection.features.map((country: Feature<Geometry, { name: string }>) => ({
      key: featureKeyOf({ id: country.id, properties: country.properties }),
      d: path(country),
    }));
  }
  return shapes;
}

/**
 * Countries shaded by completed visits, drawn on the server as plain SVG (no JavaScript). An image: the list beside it
 * carries the names and figures as text. The unvisited world is the one land outline (smaller than every country's
 * own, from WorldDefs, which the page renders once), with only the visited countries drawn over it.
 */
export function VisitedCountriesMap({ visits, label }: { visits: { country: string; visits: number }[]; label: string }) {
  const byFeature = new Map<string, number>();
  for (const entry of visits) {
    const key = countryFeatureKey(entry.country);
    if (key) byFeature.set(key, (byFeature.get(key) ?? 0) + entry.visits);
  }
  const max = Math.max(0, ...byFeature.values());
  const steps = SHADES.length - 1;
  return (
    <svg viewBox={`0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}`} role="img" aria-label={label} className="block h-auto w-full rounded-lg bg-sky-50 dark:bg-slate-800" data-testid="countries-map">
      <use href={`#${WORLD_LAND_ID}`} className="fill-slate-200 dark:fill-slate-600" />
      <g className="stroke-white dark:stroke-slate-800" strokeWidth={0.5}>
        {countryShapes().map((shape, index) => {
          const count = shape.key ? (byFeature.get(shape.key) ?? 0) : 0;
          return count > 0 ? <path key={index} d={shape.d} className={SHADES[shadeStep(count, max, steps)]} data-visited="" /> : null;
        })}
      </g>
    </svg>
  );
}
