import "server-only";
import type { Db } from "@/lib/db/client";
import type { FlightListFilters } from "@/lib/flights/flight-list-filters";
import { shortCode } from "@/lib/reference/short-code";

/** The rows a flight list's id filters point at, for naming them (null: no such row, or no such filter). */
export interface FilterNames {
  /** an airport id → its short code */
  airports: ReadonlyMap<number, string>;
  airline: { name: string; iata: string | null; icao: string | null } | null;
  aircraft: { name: string; icao: string } | null;
}

/** Names for the airport, airline and aircraft ids a flight list is filtered by. */
export async function filterNames(db: Db, filters: FlightListFilters): Promise<FilterNames> {
  const airportIds = [filters.airportId, filters.fromId, filters.toId].filter((id): id is number => id !== undefined);
  const [airports, airline, aircraft] = await Promise.all([
    airportIds.length > 0 ? db.airport.findMany({ where: { id: { in: airportIds } }, select: { id: true, iata: true, icao: true, name: true } }) : [],
    filters.airlineId !== undefined ? db.airline.findUnique({ where: { id: filters.airlineId }, select: { name: true, iata: true, icao: true } }) : null,
    filters.aircraftId !== undefined ? db.aircraft.findUnique({ where: { id: filters.aircraftId }, select: { name: true, icao: true } }) : null,
  ]);
  return { airports: new Map(airports.map((row) => [row.id, shortCode(row)])), airline, aircraft };
}
