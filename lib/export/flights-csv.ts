import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { formatInstant } from "@/lib/time/zoned";
import { csvLine, UTF8_BOM } from "./csv-format";
import { exportFlights, type ExportFlight } from "./export-flights";

/**
 * The flights as a spreadsheet: one row per flight, oldest first. Seat, seat number and class are the exported user's
 * own seat (scope mine / user); Travellers names everyone on board. Times carry the airport's offset, as in the API.
 */

export const CSV_COLUMNS = [
  "Date",
  "Date precision",
  "From",
  "From name",
  "To",
  "To name",
  "Departure",
  "Arrival",
  "Duration (min)",
  "Distance (km)",
  "Airline",
  "Airline name",
  "Flight number",
  "Aircraft",
  "Aircraft name",
  "Registration",
  "Reason",
  "Seat",
  "Seat number",
  "Class",
  "Travellers",
  "Notes",
] as const;

export async function* flightsCsvChunks(db: Db, scope: AuthorizedScope): AsyncGenerator<string> {
  const ownerId = scope.subjectUserId;
  yield UTF8_BOM + csvLine(CSV_COLUMNS);
  for await (const flight of exportFlights(db, scope)) yield csvLine(csvRow(flight, ownerId));
}

function code(airport: ExportFlight["from"]): string {
  return airport.iata ?? airport.icao ?? airport.ident;
}

function csvRow(flight: ExportFlight, ownerId: string | null): (string | number | null)[] {
  const own = ownerId ? flight.seats.find((s) => s.userId === ownerId) : undefined;
  const travellers = flight.seats
    .map((s) => `${s.user ? s.user.displayName || s.user.username : `${s.guestName ?? "?"} (guest)`}${s.seatNumber ? ` ${s.seatNumber}` : ""}`)
    .join("; ");
  return [
    flight.date,
    flight.datePrecision,
    code(flight.from),
    flight.from.name,
    code(flight.to),
    flight.to.name,
    flight.departure ? formatInstant(flight.departure, flight.from.tz) : null,
    flight.arrival ? formatInstant(flight.arrival, flight.to.tz) : null,
    flight.durationSeconds === null ? null : Math.round(flight.durationSeconds / 60),
    Math.round(flight.distanceKm),
    flight.airline?.icao ?? flight.airline?.iata ?? null,
    flight.airline?.name ?? null,
    flight.flightNumber,
    flight.aircraft?.icao ?? null,
    flight.aircraft?.name ?? null,
    flight.aircraftReg,
    flight.flightReason,
    own?.seat ?? null,
    own?.seatNumber ?? null,
    own?.seatClass ?? null,
    travellers,
    flight.notes,
  ];
}
