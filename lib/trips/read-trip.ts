import type { Principal } from "@/lib/auth/principal";
import { seatCo2Kg } from "@/lib/co2/factors";
import type { Db } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { visibleFlightsWhere } from "@/lib/flights/visibility";

/**
 * Trips are their owner's alone: anyone else (admins too) gets "Trip not found", as for a trip that does not exist.
 * Their flights are read through the visibility rule, so a flight the owner can no longer see (their seat on a shared
 * flight removed) drops out of every trip of theirs without a write.
 */

export interface TripSummary {
  id: number;
  name: string;
  notes: string;
  flights: number;
  distanceKm: number;
  createdAt: Date;
}

export async function listTrips(db: Db, principal: Principal): Promise<TripSummary[]> {
  const trips = await db.trip.findMany({ where: { userId: principal.userId }, orderBy: { id: "desc" }, select: { id: true, name: true, notes: true, createdAt: true } });
  if (trips.length === 0) return [];
  const rows = await db.tripFlight.findMany({
    where: { tripId: { in: trips.map((t) => t.id) }, flight: visibleFlightsWhere(principal) },
    select: { tripId: true, flight: { select: { distanceKm: true } } },
  });
  return trips.map((trip) => {
    const mine = rows.filter((r) => r.tripId === trip.id);
    return { ...trip, flights: mine.length, distanceKm: mine.reduce((sum, r) => sum + r.flight.distanceKm, 0) };
  });
}

export const TRIP_FLIGHT_INCLUDE = {
  from: true,
  to: true,
  airline: { select: { name: true, icao: true, iata: true } },
} as const;

/** One of the principal's trips with the flights they can see, in time order. */
export async function getTrip(db: Db, principal: Principal, id: number) {
  const trip = Number.isSafeInteger(id) && id > 0 ? await db.trip.findFirst({ where: { id, userId: principal.userId } }) : null;
  if (!trip) throw new NotFoundError("Trip not found");
  const flights = await db.flight.findMany({
    where: { AND: [{ tripFlights: { some: { tripId: trip.id } } }, visibleFlightsWhere(principal)] },
    // the owner's own seats only: the trip's CO₂ is theirs (tripCo2)
    include: { ...TRIP_FLIGHT_INCLUDE, seats: { where: { userId: principal.userId }, select: { seatClass: true } } },
    orderBy: [{ sortAt: "asc" }, { id: "asc" }],
  });
  return { ...trip, flights };
}

export type TripWithFlights = Awaited<ReturnType<typeof getTrip>>;

/** The principal's trips holding this flight (the flight page's "In trips"). */
export async function tripsWithFlight(db: Db, principal: Principal, flightId: number): Promise<{ id: number; name: string }[]> {
  return db.trip.findMany({ where: { userId: principal.userId, flights: { some: { flightId } } }, select: { id: true, name: true }, orderBy: { id: "desc" } });
}

export interface TripCo2 {
  kg: number;
  /** the trip's flights the owner holds a seat on: only those count (an admin may add a flight they did not take) */
  seatedFlights: number;
}

/** The trip's CO₂: the owner's own seats on its flights, each by the one per-seat rule (lib/co2/factors.ts). */
export function tripCo2(flights: readonly { distanceKm: number; seats: readonly { seatClass: string | null }[] }[]): TripCo2 {
  let kg = 0;
  let seatedFlights = 0;
  for (const flight of flights) {
    if (flight.seats.length > 0) seatedFlights++;
    for (const seat of flight.seats) kg += seatCo2Kg(flight.distanceKm, seat.seatClass);
  }
  return { kg, seatedFlights };
}
