import type { Principal } from "@/lib/auth/principal";
import { seatCo2Kg } from "@/lib/co2/factors";
import type { Db } from "@/lib/db/client";
import type { FlightBody } from "./flight-body";
import { getFlight } from "./get-flight";

export interface FlightWithDistance {
  flight: FlightBody;
  /** Flight.distanceKm, computed when the flight was saved: what the statistics and the CO₂ totals add up */
  distanceKm: number;
}

/**
 * One flight for its page, with its stored distance; null when it does not exist or the caller may not read it. The
 * page shows and multiplies this distance, not one computed again from the airports (whose coordinates a reference
 * update may have moved since), so its figures and the dashboard's agree.
 */
export async function getFlightWithDistance(db: Db, principal: Principal, id: number): Promise<FlightWithDistance | null> {
  const flight = await getFlight(db, principal, id);
  if (!flight) return null;
  const stored = await db.flight.findUnique({ where: { id }, select: { distanceKm: true } });
  return stored ? { flight, distanceKm: stored.distanceKm } : null;
}

export interface FlightCo2 {
  /** the signed-in traveller's seat, null without one */
  mySeatKg: number | null;
  /** every seat of the flight, guests too */
  flightKg: number;
  /** each seat's, in the order of the flight's seats */
  seatKg: number[];
}

/** The flight page's CO₂: per seat (one passenger) by the same rule and distance as the totals (lib/stats/co2/co2-totals.ts). */
export function flightCo2({ flight, distanceKm }: FlightWithDistance, userId: string): FlightCo2 {
  const seatKg = flight.seats.map((seat) => seatCo2Kg(distanceKm, seat.seatClass));
  const mine = flight.seats.findIndex((seat) => seat.userId === userId);
  return { mySeatKg: mine >= 0 ? seatKg[mine]! : null, flightKg: seatKg.reduce((total, kg) => total + kg, 0), seatKg };
}
