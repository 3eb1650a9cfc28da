import { nauticalTimeZone } from "./time-zone";

export type TimeZoneAt = (lat: number, lon: number, country: string) => string;

interface Place {
  lat: number;
  lon: number;
  country: string;
  tz: string;
}

const EARTH_RADIUS_KM = 6371.0088;
/** Beyond this, a neighbour's zone says little about a place (zones are rarely wider than a few hundred km). */
const SAME_COUNTRY_KM = 500;
const ANY_COUNTRY_KM = 150;

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Computes a zone from coordinates at run time without a polygon database: the zone of the nearest place with
 * a known zone (in the same country when one is near, since zones follow borders), else the nautical zone of
 * the longitude. The data build uses real zone polygons (geo-tz); this only repairs rows the loader rejects,
 * which for the shipped files is none.
 */
export function createCoordinateTimeZone(known: readonly Place[]): TimeZoneAt {
  return (lat, lon, country) => {
    let best: { km: number; tz: string } | null = null;
    let bestAny: { km: number; tz: string } | null = null;
    for (const place of known) {
      const km = distanceKm(lat, lon, place.lat, place.lon);
      if (place.country === country && km <= SAME_COUNTRY_KM && (!best || km < best.km)) best = { km, tz: place.tz };
      if (km <= ANY_COUNTRY_KM && (!bestAny || km < bestAny.km)) bestAny = { km, tz: place.tz };
    }
    return (best ?? bestAny)?.tz ?? nauticalTimeZone(lon);
  };
}
