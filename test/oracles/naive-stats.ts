import type { Db } from "@/lib/db/client";
import type { AirportRef, Stats } from "@/lib/stats/get-stats";

/**
 * The baseline the statistics SQL is measured against, and an independent check of it in tests: load the completed
 * flights of a user (null: every flight) with every relation through Prisma and aggregate in JS (what lib/stats must
 * never do). Same figures, same tie rules (docs/contract/decisions.md "Statistics semantics").
 */
export async function naiveContractStats(db: Db, userId: string | null, now: Date): Promise<Stats> {
  const flights = await db.flight.findMany({
    where: { endsAt: { lte: now }, ...(userId === null ? {} : { seats: { some: { userId } } }) },
    include: { from: true, to: true, airline: true, aircraft: true, seats: true },
    orderBy: { id: "asc" },
  });
  let distance = 0;
  let duration = 0;
  const airports = new Map<number, number>();
  const airlines = new Map<number, number>();
  const aircraft = new Map<number, number>();
  const routes = new Map<string, number>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const f of flights) {
    distance += f.distanceKm;
    duration += f.durationSeconds ?? 0;
    bump(airports, f.from.id);
    bump(airports, f.to.id);
    if (f.airline) bump(airlines, f.airline.id);
    if (f.aircraft) bump(aircraft, f.aircraft.id);
    bump(routes, `${f.from.id}>${f.to.id}`);
  }
  const top = (map: Map<number, number>) =>
    [...map].reduce<[number, number] | null>((best, e) => (!best || e[1] > best[1] || (e[1] === best[1] && e[0] < best[0]) ? e : best), null);
  const topRoute = [...routes]
    .map(([key, n]) => ({ ids: key.split(">").map(Number) as [number, number], n }))
    .reduce<{ ids: [number, number]; n: number } | null>(
      (best, e) => (!best || e.n > best.n || (e.n === best.n && (e.ids[0] < best.ids[0] || (e.ids[0] === best.ids[0] && e.ids[1] < best.ids[1]))) ? e : best),
      null,
    );
  const airportById = new Map(flights.flatMap((f) => [[f.from.id, f.from] as const, [f.to.id, f.to] as const]));
  const ref = (id: number): AirportRef => {
    const a = airportById.get(id)!;
    return { id: a.id, name: a.name, icao: a.icao, iata: a.iata };
  };
  const [airlineId, airlineCount] = top(airlines) ?? [null, 0];
  const [airportId, airportCount] = top(airports) ?? [null, 0];
  const [aircraftId, aircraftCount] = top(aircraft) ?? [null, 0];
  const airline = flights.find((f) => f.airline?.id === airlineId)?.airline;
  const type = flights.find((f) => f.aircraft?.id === aircraftId)?.aircraft;
  return {
    flights: flights.length,
    distanceKm: Math.round(distance),
    durationSeconds: duration,
    airports: airports.size,
    topAirline: airline ? { id: airline.id, name: airline.name, iata: airline.iata, icao: airline.icao, count: airlineCount } : null,
    topAirport: airportId === null ? null : { ...ref(airportId), count: airportCount },
    topAircraft: type ? { id: type.id, name: type.name, icao: type.icao, count: aircraftCount } : null,
    topRoute: topRoute ? { from: ref(topRoute.ids[0]), to: ref(topRoute.ids[1]), count: topRoute.n } : null,
  };
}
