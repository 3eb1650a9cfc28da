import "server-only";
import { notFound } from "next/navigation";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { getFlightWithDistance } from "@/lib/flights/flight-co2";
import type { FlightBody } from "@/lib/flights/flight-body";
import { userLabels } from "@/lib/flights/seat-holder-labels";
import { referenceNames } from "@/lib/reference/reference-names";

export interface LoadedFlight {
  flight: FlightBody;
  /** the stored distance (Flight.distanceKm), the one the statistics and CO₂ totals use */
  distanceKm: number;
  airlineName: string | null;
  aircraftName: string | null;
  users: Map<string, string>;
}

/** The flight of a /flights/[id] URL, or the 404 page when it is missing or not visible (the same to the caller). */
export async function loadFlightOr404(principal: Principal, idText: string): Promise<LoadedFlight> {
  if (!/^\d{1,10}$/.test(idText)) notFound();
  const db = getDb();
  const found = await getFlightWithDistance(db, principal, Number(idText));
  if (!found) notFound();
  const { flight, distanceKm } = found;
  const [names, users] = await Promise.all([
    referenceNames(db, principal.userId, flight.airline, flight.aircraft),
    userLabels(db, flight.seats.flatMap((seat) => (seat.userId ? [seat.userId] : []))),
  ]);
  return { flight, distanceKm, airlineName: names.airline, aircraftName: names.aircraft, users };
}
