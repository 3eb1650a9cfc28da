import { z } from "zod";
import { InputError } from "@/lib/errors";
import { describeZodError } from "@/lib/flights/flight-input";
import { flightSchema, userSchema, type AirTrailAircraft, type AirTrailAirline, type AirTrailAirport } from "@/lib/formats/airtrail-format";
import { flightReasonFromWord, normalizeFlightNumber, seatClassFromWord, seatPositionFromWord } from "./field-values";
import type { AircraftRef, AirlineRef, AirportRef, CustomAirportData, ImportRow, ImportSeat, ImportTime, ParsedItem } from "../import-row";
import { jsonMembers } from "../read/json-stream";
import { textChunks } from "../read/text-source";
import { isoTime, jsonFlightItems } from "./json-flights";
import { SkipRowError } from "../reasons";

/**
 * AirTrail JSON export: {"users": [{id, username, displayName}], "flights": [...]}. Flights carry date (+ datePrecision),
 * from/to (an ICAO string in old exports, {code} in legacy ones, an airport object since v3), departure/arrival in ISO 8601
 * with offset, airline/aircraft (ICAO string or {name, icao, iata}), flightNumber, aircraftReg, flightReason, note, and
 * seats (renamed passengers in later versions) with an exported userId or a guestName.
 * The account the file belongs to is the exported user holding seats on the most flights; their seats become the importer's.
 */

type AirTrailFlight = z.infer<typeof flightSchema>;
type AirTrailUser = z.infer<typeof userSchema>;

interface AirTrailHeader {
  users: Map<string, AirTrailUser>;
  subjectId: string | null;
}

/** Two passes: the users, then (for a file of several users) whose seats are on the most flights. */
async function readHeader(path: string): Promise<AirTrailHeader> {
  let users: AirTrailUser[] | null = null;
  let hasFlights = false;
  for await (const event of jsonMembers(textChunks(path), ["flights"], { parseElements: false })) {
    if (event.kind === "member" && event.key === "users") {
      const parsed = z.array(userSchema).safeParse(event.value);
      if (!parsed.success) throw new InputError(`Not a valid AirTrail export: users: ${describeZodError(parsed.error)}`);
      users = parsed.data;
    } else if (event.key === "flights") hasFlights = true;
  }
  if (!hasFlights || !users) throw new InputError('Not an AirTrail export: it needs "users" and "flights" lists');
  const byId = new Map(users.map((u) => [u.id, u]));
  return { users: byId, subjectId: users.length === 1 ? users[0]!.id : await mostSeated(path, byId) };
}

/** The exported user holding seats on the most flights; only the listed users are counted, so the tally stays small. */
async function mostSeated(path: string, users: ReadonlyMap<string, AirTrailUser>): Promise<string | null> {
  const seatCounts = new Map<string, number>();
  for await (const event of jsonMembers(textChunks(path), ["flights"])) {
    if (event.kind !== "element" || event.key !== "flights") continue;
    const flight = flightSchema.safeParse(event.value);
    if (!flight.success) continue;
    for (const seat of flight.data.passengers ?? flight.data.seats ?? []) {
      if (seat.userId && users.has(seat.userId)) seatCounts.set(seat.userId, (seatCounts.get(seat.userId) ?? 0) + 1);
    }
  }
  let subjectId: string | null = null;
  let best = 0;
  for (const id of users.keys()) {
    const count = seatCounts.get(id) ?? 0;
    if (count > best) [best, subjectId] = [count, id];
  }
  return subjectId;
}

export async function* parseAirTrail(path: string): AsyncGenerator<ParsedItem> {
  const header = await readHeader(path);
  yield* jsonFlightItems(path, flightSchema, (row, flight) => toRow(row, flight, header));
}

function toRow(row: number, flight: AirTrailFlight, header: AirTrailHeader): ImportRow {
  const from = airport(flight.from);
  const to = airport(flight.to);
  if (!from) throw new SkipRowError({ code: "missingOrigin" });
  if (!to) throw new SkipRowError({ code: "missingDestination" });
  return {
    row,
    from,
    to,
    date: flight.date,
    datePrecision: flight.datePrecision ?? "day",
    departure: time(flight.departure, "departure"),
    arrival: time(flight.arrival, "arrival"),
    statedDurationSeconds: flight.duration ?? null,
    airline: airline(flight.airline),
    flightNumber: normalizeFlightNumber(flight.flightNumber),
    aircraft: aircraft(flight.aircraft),
    aircraftReg: flight.aircraftReg?.trim().slice(0, 16) || null,
    flightReason: flight.flightReason ? flightReasonFromWord(flight.flightReason) : null,
    notes: flight.note ?? "",
    seats: (flight.passengers ?? flight.seats ?? []).flatMap((seat): ImportSeat[] => {
      const details = {
        seat: seat.seat ? seatPositionFromWord(seat.seat) : null,
        seatNumber: seat.seatNumber?.trim().slice(0, 10) || null,
        seatClass: seat.seatClass ? seatClassFromWord(seat.seatClass) : null,
      };
      const user = seat.userId ? header.users.get(seat.userId) : undefined;
      if (user && user.id === header.subjectId) return [{ owner: { kind: "self" }, ...details }];
      if (user) return [{ owner: { kind: "user", username: user.username, displayName: user.displayName ?? null }, ...details }];
      const guest = seat.guestName?.trim();
      return guest ? [{ owner: { kind: "guest", name: guest.slice(0, 100) }, ...details }] : [];
    }),
  };
}

function time(value: string | null | undefined, field: string): ImportTime | null {
  return value ? isoTime(value, field) : null;
}

function upper(value: string | null | undefined): string | null {
  const text = value?.trim().toUpperCase();
  return text ? text : null;
}

function airport(value: AirTrailAirport): AirportRef | null {
  if (typeof value === "string" || "code" in value) {
    const code = upper(typeof value === "string" ? value : value.code);
    if (!code) return null;
    return code.length === 4 ? { key: code, icao: code, iata: null } : { key: code, icao: null, iata: code };
  }
  const icao = upper(value.icao);
  const iata = upper(value.iata);
  const key = icao ?? iata ?? value.name?.trim();
  if (!key) return null;
  return { key, icao, iata, custom: value.custom ? customAirport(value, icao, iata) : undefined };
}

/** The full description a custom AirTrail airport carries, when it is complete enough to create one. */
function customAirport(value: Exclude<AirTrailAirport, string | { code: string }>, icao: string | null, iata: string | null): CustomAirportData | undefined {
  const { name, lat, lon, tz, type, continent, country } = value;
  if (!name || lat == null || lon == null || !tz || !continent || !country) return undefined;
  return { icao, iata, name, municipality: value.municipality ?? null, lat, lon, tz, type: type || "small_airport", continent: continent.toUpperCase(), country: country.toUpperCase() };
}

function airline(value: AirTrailAirline): AirlineRef | null {
  if (!value) return null;
  if (typeof value === "string") {
    const code = upper(value);
    return code ? { key: code, icao: code.length === 3 ? code : null, iata: code.length === 2 ? code : null, name: null } : null;
  }
  const icao = upper(value.icao);
  const iata = upper(value.iata);
  const name = value.name?.trim() || null;
  const key = icao ?? iata ?? name;
  return key ? { key, icao, iata, name } : null;
}

function aircraft(value: AirTrailAircraft): AircraftRef | null {
  if (!value) return null;
  if (typeof value === "string") {
    const code = upper(value);
    return code ? { key: code, icao: code, name: null } : null;
  }
  const icao = upper(value.icao);
  const name = value.name?.trim() || null;
  const key = icao ?? name;
  return key ? { key, icao, name } : null;
}
