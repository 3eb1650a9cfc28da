import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, type AirportFixtureCode } from "@/test/support/fixtures";
import type { ContractSeed, SeedFlight, UserName } from "./seed";

/**
 * The statistics the contract promises for a set of seeded flights, computed naively in JS from the seed
 * description (not from the database), following docs/contract/decisions.md "Statistics semantics" rule by rule.
 */

// Written again on purpose: an oracle must not share the code it checks (lib/flights/derived.ts).
const R = 6371.0088;

function haversine(a: AirportFixtureCode, b: AirportFixtureCode): number {
  const p = AIRPORT_FIXTURES[a];
  const q = AIRPORT_FIXTURES[b];
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.lat - p.lat) * rad) / 2) ** 2 +
    Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(((q.lon - p.lon) * rad) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** The most frequent key; ties go to the smallest id. */
function top<K>(counts: Map<K, number>, idOf: (key: K) => number[]): [K, number] | null {
  let best: [K, number] | null = null;
  for (const [key, count] of counts) {
    if (!best || count > best[1] || (count === best[1] && compareIds(idOf(key), idOf(best[0])) < 0)) best = [key, count];
  }
  return best;
}

function compareIds(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function flightsOf(seed: ContractSeed, whose: UserName | "all"): SeedFlight[] {
  return seed.flights.filter((f) => whose === "all" || f.holders.includes(whose));
}

export function expectedStats(seed: ContractSeed, flights: SeedFlight[]) {
  const counted = flights.filter((f) => f.completed);
  const { airports: airportIds, airlines: airlineIds, aircraft: aircraftIds } = seed.ids;
  const airportRef = (code: AirportFixtureCode) => ({
    id: airportIds[code],
    name: AIRPORT_FIXTURES[code].name,
    icao: AIRPORT_FIXTURES[code].icao,
    iata: AIRPORT_FIXTURES[code].iata,
  });

  const airlineCounts = new Map<keyof typeof AIRLINE_FIXTURES, number>();
  const aircraftCounts = new Map<keyof typeof AIRCRAFT_FIXTURES, number>();
  const airportCounts = new Map<AirportFixtureCode, number>();
  const routeCounts = new Map<string, number>();
  let distance = 0;
  let duration = 0;
  for (const f of counted) {
    distance += haversine(f.from, f.to);
    duration += f.durationSeconds ?? 0;
    if (f.airline) bump(airlineCounts, f.airline);
    if (f.aircraft) bump(aircraftCounts, f.aircraft);
    bump(airportCounts, f.from);
    bump(airportCounts, f.to);
    bump(routeCounts, `${f.from}>${f.to}`);
  }
  const airline = top(airlineCounts, (k) => [airlineIds[k]]);
  const aircraft = top(aircraftCounts, (k) => [aircraftIds[k]]);
  const airport = top(airportCounts, (k) => [airportIds[k]]);
  const route = top(routeCounts, (k) => k.split(">").map((c) => airportIds[c as AirportFixtureCode]));

  return {
    flights: counted.length,
    distanceKm: Math.round(distance),
    durationSeconds: duration,
    airports: airportCounts.size,
    topAirline: airline && {
      id: airlineIds[airline[0]],
      name: AIRLINE_FIXTURES[airline[0]].name,
      iata: AIRLINE_FIXTURES[airline[0]].iata,
      icao: AIRLINE_FIXTURES[airline[0]].icao,
      count: airline[1],
    },
    topAirport: airport && { ...airportRef(airport[0]), count: airport[1] },
    topAircraft: aircraft && {
      id: aircraftIds[aircraft[0]],
      name: AIRCRAFT_FIXTURES[aircraft[0]].name,
      icao: AIRCRAFT_FIXTURES[aircraft[0]].icao,
      count: aircraft[1],
    },
    topRoute: route && {
      from: airportRef(route[0].split(">")[0] as AirportFixtureCode),
      to: airportRef(route[0].split(">")[1] as AirportFixtureCode),
      count: route[1],
    },
  };
}
