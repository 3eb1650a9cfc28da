import type { MapAirport } from "./route-map";

export interface ContinentVisits {
  /** AF | AN | AS | EU | NA | OC | SA */
  continent: string;
  /** distinct countries of the continent's visited airports (a country on two continents counts on both) */
  countries: number;
  airports: number;
  /** completed visits: a flight counts at its origin and at its destination */
  visits: number;
}

/** Per continent, from the map's visited airports (already read from the rollups): most visits first, ties by code. */
export function continentVisits(airports: readonly Pick<MapAirport, "continent" | "country" | "visits">[]): ContinentVisits[] {
  const byContinent = new Map<string, { countries: Set<string>; airports: number; visits: number }>();
  for (const airport of airports) {
    const entry = byContinent.get(airport.continent) ?? { countries: new Set<string>(), airports: 0, visits: 0 };
    entry.countries.add(airport.country);
    entry.airports += 1;
    entry.visits += airport.visits;
    byContinent.set(airport.continent, entry);
  }
  return [...byContinent]
    .map(([continent, e]) => ({ continent, countries: e.countries.size, airports: e.airports, visits: e.visits }))
    .sort((a, b) => b.visits - a.visits || (a.continent < b.continent ? -1 : a.continent > b.continent ? 1 : 0));
}
