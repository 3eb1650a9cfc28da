import { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import type { flightSchema, seatSchema, userSchema } from "@/lib/formats/airtrail-format";
import { exportFlights, exportWhere, type ExportFlight } from "./export-flights";

/**
 * AirTrail's backup file (what its GET /api/flight/export answers and its importer reads back): {"users": [...],
 * "flights": [...]}, each flight with its airports, airline and aircraft as objects and its seats under both
 * `passengers` (AirTrail 3.12 on, each with the flight's reason) and `seats` (earlier 3.x). The shapes are the ones
 * Contrail's own AirTrail importer reads (lib/formats/airtrail-format.ts), so the two cannot drift apart.
 * AirTrail's importer rejects the whole file when one value breaks its limits, so longer values are cut to them.
 */

export type AirtrailFileFlight = z.input<typeof flightSchema>;
export type AirtrailFileSeat = z.input<typeof seatSchema> & { flightReason?: string | null };
export type AirtrailFileUser = z.input<typeof userSchema>;

/** The lengths and codes AirTrail's importer accepts (its zod schemas for flights, seats and users). */
export const AIRTRAIL_LIMITS = { flightNumber: 10, aircraftReg: 10, note: 1000, guestName: 50, seatNumber: 5, usernameMin: 3, usernameMax: 20, displayNameMin: 3 };
const AIRLINE_ICAO = /^[A-Z0-9]{1,3}$/;
const AIRLINE_IATA = /^[A-Z0-9]{1,2}$/;
const AIRCRAFT_ICAO = /^[A-Z0-9]{1,4}$/;

export async function* airtrailJsonChunks(db: Db, scope: AuthorizedScope): AsyncGenerator<string> {
  const where = exportWhere(scope);
  const users = await db.user.findMany({ where: { seats: { some: { flight: where } } }, select: { id: true, username: true, displayName: true }, orderBy: { usernameKey: "asc" } });
  yield `{\n "users": ${JSON.stringify(users.map(toAirtrailUser))},\n "flights": [`;
  let first = true;
  for await (const flight of exportFlights(db, scope)) {
    yield `${first ? "\n  " : ",\n  "}${JSON.stringify(toAirtrailFileFlight(flight))}`;
    first = false;
  }
  yield `${first ? "" : "\n "}]\n}\n`;
}

/** AirTrail's usernames are 3 to 20 letters, digits and underscores; its display names at least 3 characters. */
export function toAirtrailUser(user: { id: string; username: string; displayName: string }): AirtrailFileUser {
  const username = user.username.replace(/\W/g, "_").slice(0, AIRTRAIL_LIMITS.usernameMax).padEnd(AIRTRAIL_LIMITS.usernameMin, "_");
  const displayName = user.displayName.trim();
  return { id: user.id, username, displayName: displayName.length >= AIRTRAIL_LIMITS.displayNameMin ? displayName : user.username.padEnd(AIRTRAIL_LIMITS.displayNameMin, "_") };
}

export function toAirtrailFileFlight(flight: ExportFlight): AirtrailFileFlight {
  const seats = flight.seats.map(
    (seat): AirtrailFileSeat => ({
      userId: seat.userId,
      guestName: seat.userId ? null : clip(seat.guestName, AIRTRAIL_LIMITS.guestName),
      seat: seat.seat,
      seatNumber: clip(seat.seatNumber, AIRTRAIL_LIMITS.seatNumber),
      seatClass: seat.seatClass,
    }),
  );
  const duration = flight.durationSeconds === null ? null : Math.round(flight.durationSeconds);
  return {
    date: flight.date,
    datePrecision: flight.datePrecision as AirtrailFileFlight["datePrecision"],
    from: airport(flight.from),
    to: airport(flight.to),
    // AirTrail keeps instants and writes them in UTC, as JSON writes a Date
    departure: flight.departure?.toISOString() ?? null,
    arrival: flight.arrival?.toISOString() ?? null,
    duration: duration !== null && duration > 0 ? duration : null,
    airline: flight.airline ? { name: flight.airline.name, icao: code(flight.airline.icao, AIRLINE_ICAO), iata: code(flight.airline.iata, AIRLINE_IATA) } : null,
    aircraft: flight.aircraft ? { name: flight.aircraft.name, icao: code(flight.aircraft.icao, AIRCRAFT_ICAO) } : null,
    flightNumber: clip(flight.flightNumber, AIRTRAIL_LIMITS.flightNumber),
    aircraftReg: clip(flight.aircraftReg, AIRTRAIL_LIMITS.aircraftReg),
    flightReason: flight.flightReason,
    note: clip(flight.notes, AIRTRAIL_LIMITS.note),
    passengers: seats.map((seat) => ({ ...seat, flightReason: flight.flightReason })),
    seats,
  };
}

/**
 * AirTrail names every airport by `icao`, a string (OurAirports' ident where there is no ICAO code). A custom
 * airport without an ICAO code has none AirTrail could hold: it gets "" (AirTrail asks which airport it is; Contrail
 * recreates it from the rest of the object).
 */
function airport(a: ExportFlight["from"]): Exclude<AirtrailFileFlight["from"], string | { code: string }> {
  return {
    type: a.type,
    name: a.name,
    municipality: a.municipality,
    lat: a.lat,
    lon: a.lon,
    continent: a.continent,
    country: a.country,
    icao: a.icao ?? (a.custom ? "" : a.ident),
    iata: a.iata,
    tz: a.tz,
    custom: a.custom,
  };
}

function code(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** At most `max` UTF-16 units (AirTrail's zod counts those), never splitting a character; "" is null. */
export function clip(value: string | null, max: number): string | null {
  if (!value) return null;
  if (value.length <= max) return value;
  let out = "";
  for (const char of value) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
