import type { Db } from "@/lib/db/client";
import type { AirportRef, Stats } from "@/lib/stats/get-stats";
import { completedWhere } from "@/lib/flights/completed";
import { naiveRanking, naiveTop, ownId, type Ranked } from "./naive-ranking";

/** The completed flights of a user (null: every flight) with every relation, loaded through Prisma. */
async function completedFlights(db: Db, userId: string | null, now: Date) {
  return db.flight.findMany({
    where: { ...completedWhere(now), ...(userId === null ? {} : { seats: { some: { userId } } }) },
    include: { from: true, to: true, airline: true, aircraft: true, seats: true },
    orderBy: { id: "asc" },
  });
}

type LoadedFlight = Awaited<ReturnType<typeof completedFlights>>[number];

const routeIds = (route: readonly [number, number]) => route;

/** Each list's keys with repeats, ranked by naiveRanking: airports count once per end, routes are directional. */
function rankings(flights: LoadedFlight[], limit?: number) {
  return {
    airports: naiveRanking(flights.flatMap((f) => [f.fromId, f.toId]), ownId, limit),
    airlines: naiveRanking(flights.flatMap((f) => (f.airlineId === null ? [] : [f.airlineId])), ownId, limit),
    aircraft: naiveRanking(flights.flatMap((f) => (f.aircraftId === null ? [] : [f.aircraftId])), ownId, limit),
    routes: naiveRanking(flights.map((f) => [f.fromId, f.toId] as const), routeIds, limit),
  };
}

/**
 * The baseline the statistics SQL is measured against, and an independent check of it in tests: load the completed
 * flights of a user (null: every flight) with every relation through Prisma and aggregate in JS (what lib/stats must
 * never do). Same figures, same tie rules (docs/contract/decisions.md "Statistics semantics").
 */
export async function naiveContractStats(db: Db, userId: string | null, now: Date): Promise<Stats> {
  const flights = await completedFlights(db, userId, now);
  let distance = 0;
  let duration = 0;
  for (const f of flights) {
    distance += f.distanceKm;
    duration += f.durationSeconds ?? 0;
  }
  const airportById = new Map(flights.flatMap((f) => [[f.from.id, f.from] as const, [f.to.id, f.to] as const]));
  const ref = (id: number): AirportRef => {
    const a = airportById.get(id)!;
    return { id: a.id, name: a.name, icao: a.icao, iata: a.iata };
  };
  const topAirport = naiveTop(flights.flatMap((f) => [f.fromId, f.toId]), ownId);
  const topAirline = naiveTop(flights.flatMap((f) => (f.airlineId === null ? [] : [f.airlineId])), ownId);
  const topAircraft = naiveTop(flights.flatMap((f) => (f.aircraftId === null ? [] : [f.aircraftId])), ownId);
  const topRoute = naiveTop(flights.map((f) => [f.fromId, f.toId] as const), routeIds);
  const airline = flights.find((f) => f.airline?.id === topAirline?.key)?.airline;
  const type = flights.find((f) => f.aircraft?.id === topAircraft?.key)?.aircraft;
  return {
    flights: flights.length,
    distanceKm: Math.round(distance),
    durationSeconds: duration,
    airports: airportById.size,
    topAirline: airline && topAirline ? { id: airline.id, name: airline.name, iata: airline.iata, icao: airline.icao, count: topAirline.count } : null,
    topAirport: topAirport ? { ...ref(topAirport.key), count: topAirport.count } : null,
    topAircraft: type && topAircraft ? { id: type.id, name: type.name, icao: type.icao, count: topAircraft.count } : null,
    topRoute: topRoute ? { from: ref(topRoute.key[0]), to: ref(topRoute.key[1]), count: topRoute.count } : null,
  };
}

export interface NaiveDashboardLists {
  airports: Ranked<number>[];
  airlines: Ranked<number>[];
  aircraft: Ranked<number>[];
  routes: Ranked<readonly [number, number]>[];
  /** country code → completed visits (a flight visits its origin and its destination), most first, ties by code */
  countries: [string, number][];
  /** airport id → completed visits, most first, ties by id */
  airportVisits: Ranked<number>[];
  /** continent → distinct countries, distinct airports, visits; most visits first, ties by code */
  continents: { continent: string; countries: number; airports: number; visits: number }[];
}

/** The dashboard's top lists, country visits and map airports, the same naive way. */
export async function naiveDashboardLists(db: Db, userId: string | null, now: Date, limit: number): Promise<NaiveDashboardLists> {
  const flights = await completedFlights(db, userId, now);
  const countries = new Map<string, number>();
  for (const f of flights) for (const end of [f.from, f.to]) countries.set(end.country, (countries.get(end.country) ?? 0) + 1);
  const continents = new Map<string, { countries: Set<string>; airports: Set<number>; visits: number }>();
  for (const f of flights) {
    for (const end of [f.from, f.to]) {
      const entry = continents.get(end.continent) ?? { countries: new Set<string>(), airports: new Set<number>(), visits: 0 };
      entry.countries.add(end.country);
      entry.airports.add(end.id);
      entry.visits += 1;
      continents.set(end.continent, entry);
    }
  }
  return {
    ...rankings(flights, limit),
    countries: [...countries].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    airportVisits: rankings(flights).airports,
    continents: [...continents]
      .map(([continent, e]) => ({ continent, countries: e.countries.size, airports: e.airports.size, visits: e.visits }))
      .sort((a, b) => b.visits - a.visits || (a.continent < b.continent ? -1 : a.continent > b.continent ? 1 : 0)),
  };
}
