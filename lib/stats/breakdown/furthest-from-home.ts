import type { Db } from "@/lib/db/client";
import { haversineKm } from "@/lib/flights/derived";
import type { MapAirport } from "@/lib/stats/dashboard/route-map";
import type { FurthestFromHome } from "./breakdown-body";

/**
 * The visited airport (completed flights: the map's airports, already read from the rollups) furthest from the user's
 * home airport by great-circle distance, ties to the smaller id. Null for every user's flights, without a home
 * airport (or with one that is gone), or without visits.
 */
export async function furthestFromHome(db: Db, userId: string | null, visited: readonly MapAirport[]): Promise<FurthestFromHome | null> {
  if (userId === null || visited.length === 0) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { homeAirportId: true } });
  if (user?.homeAirportId == null) return null;
  const home = await db.airport.findUnique({ where: { id: user.homeAirportId }, select: { id: true, name: true, icao: true, iata: true, lat: true, lon: true } });
  if (!home) return null;
  let best: { airport: MapAirport; km: number } | null = null;
  for (const airport of visited) {
    const km = haversineKm(home, airport);
    if (!best || km > best.km || (km === best.km && airport.id < best.airport.id)) best = { airport, km };
  }
  const ref = (a: { id: number; name: string; icao: string | null; iata: string | null }) => ({ id: a.id, name: a.name, icao: a.icao, iata: a.iata });
  return best && { home: ref(home), airport: ref(best.airport), distanceKm: Math.round(best.km) };
}
