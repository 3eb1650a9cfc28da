import { find } from "geo-tz/all";
import { createCoordinateTimeZone } from "../coordinate-time-zone";
import { nauticalTimeZone, normalizeTimeZone } from "../time-zone";

export const GEO_TZ_PACKAGE = "geo-tz";

export type ZoneSource = "coordinates" | "source" | "nautical";

/**
 * The zone at an airport's coordinates from the time-zone boundary polygons geo-tz ships ("all": the most
 * specific zone, e.g. Europe/Oslo rather than the 1970-equivalent Europe/Berlin). When it names nothing this
 * Node.js knows, the zone the source gave is used, then the nautical zone of the longitude.
 */
export function zoneAt(lat: number, lon: number, sourceZone: string | null): { tz: string; from: ZoneSource } {
  for (const candidate of find(lat, lon)) {
    const tz = normalizeTimeZone(candidate);
    if (tz) return { tz, from: "coordinates" };
  }
  const hinted = normalizeTimeZone(sourceZone);
  if (hinted) return { tz: hinted, from: "source" };
  return { tz: nauticalTimeZone(lon), from: "nautical" };
}

/**
 * Offshore helidecks and platforms lie outside every land zone, so geo-tz gives them a nautical zone
 * ("Etc/GMT"), but they keep their country's time: take the zone of the nearest airport of the same country
 * that has a land zone. Returns how many rows changed.
 */
export function preferLandZones(rows: { lat: number; lon: number; country: string; tz: string }[]): number {
  const isNautical = (tz: string) => tz.startsWith("Etc/");
  const nearestLand = createCoordinateTimeZone(rows.filter((row) => !isNautical(row.tz)));
  let changed = 0;
  for (const row of rows) {
    if (!isNautical(row.tz)) continue;
    const tz = nearestLand(row.lat, row.lon, row.country);
    if (!isNautical(tz)) {
      row.tz = tz;
      changed++;
    }
  }
  return changed;
}
