import type { Db } from "@/lib/db/client";

/**
 * The baseline the statistics SQL is measured against: load the user's completed flights with every relation
 * through Prisma and aggregate in JS (what lib/stats must never do). Same figures, same tie rules.
 */
export async function naiveStats(db: Db, userId: string, now: Date) {
  const flights = await db.flight.findMany({
    where: { seats: { some: { userId } }, endsAt: { lte: now } },
    include: { from: true, to: true, airline: true, aircraft: true, seats: true },
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
  return {
    flights: flights.length,
    distanceKm: Math.round(distance),
    durationSeconds: duration,
    airports: airports.size,
    topAirlineId: top(airlines)?.[0] ?? null,
    topAirportId: top(airports)?.[0] ?? null,
    topAircraftId: top(aircraft)?.[0] ?? null,
  };
}
