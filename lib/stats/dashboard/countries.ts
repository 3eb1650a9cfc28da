import type { MapAirport } from "./route-map";

export interface CountryVisits {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** completed visits of the country's airports: a flight counts at its origin and at its destination */
  visits: number;
}

/**
 * Per country, from the map's visited airports (already read from the rollups, so the page reads them once): most
 * visited first, ties by code.
 */
export function countryVisits(airports: readonly Pick<MapAirport, "country" | "visits">[]): CountryVisits[] {
  const visits = new Map<string, number>();
  for (const airport of airports) visits.set(airport.country, (visits.get(airport.country) ?? 0) + airport.visits);
  return [...visits]
    .map(([country, n]) => ({ country, visits: n }))
    .sort((a, b) => b.visits - a.visits || (a.country < b.country ? -1 : a.country > b.country ? 1 : 0));
}
