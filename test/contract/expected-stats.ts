import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, type AirportFixtureCode } from "@/test/support/fixtures";
import { naiveTop } from "@/test/oracles/naive-ranking";
import type { ContractSeed, SeedFlight, UserName } from "./seed";

/** The most frequent key as [key, count]; ties go to the smallest id (the tests' one naive ranking). */
function top<K>(keys: K[], idOf: (key: K) => number[]): [K, number] | null {
  const best = naiveTop(keys, idOf);
  return best && [best.key, best.count];
}

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

  let distance = 0;
  let duration = 0;
  for (const f of counted) {
    distance += haversine(f.from, f.to);
    duration += f.durationSeconds ?? 0;
  }
  const airports = counted.flatMap((f) => [f.from, f.to]);
  const airline = top(counted.flatMap((f) => (f.airline ? [f.airline] : [])), (k) => [airlineIds[k]]);
  const aircraft = top(counted.flatMap((f) => (f.aircraft ? [f.aircraft] : [])), (k) => [aircraftIds[k]]);
  const airport = top(airports, (k) => [airportIds[k]]);
  const route = top(counted.map((f) => `${f.from}>${f.to}`), (k) => k.split(">").map((c) => airportIds[c as AirportFixtureCode]));

  return {
    flights: counted.length,
    distanceKm: Math.round(distance),
    durationSeconds: duration,
    airports: new Set(airports).size,
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
