import "server-only";
import { notFound } from "next/navigation";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { getFlight } from "@/lib/flights/get-flight";
import type { FlightBody } from "@/lib/flights/flight-body";
import { userLabels } from "@/lib/users/display-names";
import { referenceNames } from "./reference-names";

export interface LoadedFlight {
  flight: FlightBody;
  airlineName: string | null;
  aircraftName: string | null;
  users: Map<string, string>;
}

/** The flight of a /flights/[id] URL, or the 404 page when it is missing or not visible (the same to the caller). */
export async function loadFlightOr404(principal: Principal, idText: string): Promise<LoadedFlight> {
  if (!/^\d{1,10}$/.test(idText)) notFound();
  const db = getDb();
  const flight = await getFlight(db, principal, Number(idText));
  if (!flight) notFound();
  const [names, users] = await Promise.all([
    referenceNames(db, principal.userId, flight.airline, flight.aircraft),
    userLabels(db, flight.seats.flatMap((seat) => (seat.userId ? [seat.userId] : []))),
  ]);
  return { flight, airlineName: names.airline, aircraftName: names.aircraft, users };
}
