import "server-only";
import { shortCode, routeTitle } from "@/lib/reference/short-code";
import { getDb } from "@/lib/db/client";
import { findJourney } from "@/lib/journeys/find-journey";

export interface JourneyView {
  /** this flight's place, from 1 */
  position: number;
  legs: { id: number; title: string; date: string; datePrecision: string }[];
  totalSeconds: number;
  distanceKm: number;
  layovers: { airport: string; code: string; seconds: number }[];
}

/** The signed-in traveller's journey through this flight (their own seats only), with names to show, or null. */
export async function loadJourney(userId: string, flightId: number): Promise<JourneyView | null> {
  const db = getDb();
  const journey = await findJourney(db, userId, flightId);
  if (!journey) return null;
  const flights = await db.flight.findMany({ where: { id: { in: journey.legs.map((l) => l.id) } }, include: { from: true, to: true } });
  const byId = new Map(flights.map((f) => [f.id, f]));
  const legs = journey.legs.map((leg) => {
    const f = byId.get(leg.id)!;
    return { id: leg.id, title: routeTitle(f.from, f.to), date: f.date, datePrecision: f.datePrecision };
  });
  return {
    position: journey.legs.findIndex((l) => l.id === flightId) + 1,
    legs,
    totalSeconds: journey.totalSeconds,
    distanceKm: journey.distanceKm,
    layovers: journey.layovers.map((layover, i) => {
      const airport = byId.get(journey.legs[i + 1]!.id)!.from;
      return { airport: airport.name, code: shortCode(airport), seconds: layover.seconds };
    }),
  };
}
