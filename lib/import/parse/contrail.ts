import { z } from "zod";
import { InputError } from "@/lib/errors";
import { describeZodError } from "@/lib/flights/flight-input";
import {
  CONTRAIL_FORMAT,
  CONTRAIL_VERSION,
  contrailAircraftSchema,
  contrailAirlineSchema,
  contrailAirportSchema,
  contrailFlightSchema,
  contrailUserSchema,
  type ContrailAircraft,
  type ContrailAircraftRef,
  type ContrailAirline,
  type ContrailAirlineRef,
  type ContrailAirport,
  type ContrailAirportRef,
  type ContrailFlight,
  type ContrailUser,
} from "@/lib/formats/contrail-format";
import type { AircraftRef, AirlineRef, AirportRef, ImportRow, ImportSeat, ImportTime, ParsedItem } from "../import-row";
import { jsonMembers } from "../read/json-stream";
import { textChunks } from "../read/text-source";
import { isoTime, jsonFlightItems } from "./json-flights";

/** Contrail's own JSON export (lib/formats/contrail-format.ts). Read in two passes: the header lists, then the flights. */

interface ContrailHeader {
  subject: string | null;
  users: Map<string, ContrailUser>;
  airports: Map<string, ContrailAirport>;
  airlines: Map<string, ContrailAirline>;
  aircraft: Map<string, ContrailAircraft>;
}

function list<T>(value: unknown, schema: z.ZodType<T>, what: string): T[] {
  const parsed = z.array(schema).safeParse(value ?? []);
  if (!parsed.success) throw new InputError(`Not a valid Contrail export: ${what}: ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** The members the header reads; others (a newer version's, or anything a file adds) are passed over, never kept. */
const HEADER_MEMBERS = new Set(["format", "version", "subject", "users", "airports", "airlines", "aircraft"]);

async function readHeader(path: string): Promise<ContrailHeader> {
  const members = new Map<string, unknown>();
  let hasFlights = false;
  for await (const event of jsonMembers(textChunks(path), ["flights"], { parseElements: false })) {
    if (event.key === "flights") hasFlights = true;
    else if (event.kind === "member" && HEADER_MEMBERS.has(event.key)) members.set(event.key, event.value);
  }
  if (members.get("format") !== CONTRAIL_FORMAT) throw new InputError('Not a Contrail export: "format" is not "contrail"');
  if (members.get("version") !== CONTRAIL_VERSION) {
    throw new InputError(`Unsupported Contrail export version ${JSON.stringify(members.get("version"))} (this installation reads version ${CONTRAIL_VERSION})`);
  }
  if (!hasFlights) throw new InputError('Not a valid Contrail export: no "flights" list');
  const subject = members.get("subject");
  return {
    subject: typeof subject === "string" && subject ? subject : null,
    users: new Map(list(members.get("users"), contrailUserSchema, "users").map((u) => [u.username, u])),
    airports: new Map(list(members.get("airports"), contrailAirportSchema, "airports").map((a) => [a.key, a])),
    airlines: new Map(list(members.get("airlines"), contrailAirlineSchema, "airlines").map((a) => [a.key, a])),
    aircraft: new Map(list(members.get("aircraft"), contrailAircraftSchema, "aircraft").map((a) => [a.key, a])),
  };
}

export async function* parseContrail(path: string): AsyncGenerator<ParsedItem> {
  const header = await readHeader(path);
  yield* jsonFlightItems(path, contrailFlightSchema, (row, flight) => toRow(row, flight, header));
}

function toRow(row: number, flight: ContrailFlight, header: ContrailHeader): ImportRow {
  return {
    row,
    from: airport(flight.from, header),
    to: airport(flight.to, header),
    date: flight.date,
    datePrecision: flight.datePrecision,
    departure: time(flight.departure, "departure"),
    arrival: time(flight.arrival, "arrival"),
    statedDurationSeconds: null,
    airline: airline(flight.airline, header),
    flightNumber: flight.flightNumber,
    aircraft: aircraft(flight.aircraft, header),
    aircraftReg: flight.aircraftReg,
    flightReason: flight.flightReason,
    notes: flight.notes ?? "",
    seats: flight.seats.flatMap((seat): ImportSeat[] => {
      const details = { seat: seat.seat, seatNumber: seat.seatNumber, seatClass: seat.seatClass };
      if (seat.username) {
        if (seat.username === header.subject) return [{ owner: { kind: "self" }, ...details }];
        const user = header.users.get(seat.username);
        return [{ owner: { kind: "user", username: seat.username, displayName: user?.displayName ?? null }, ...details }];
      }
      return seat.guestName ? [{ owner: { kind: "guest", name: seat.guestName }, ...details }] : [];
    }),
  };
}

function time(value: string | null, field: string): ImportTime | null {
  return value === null ? null : isoTime(value, field);
}

function isCustom(ref: object): ref is { custom: string } {
  return "custom" in ref;
}

function airport(ref: ContrailAirportRef, header: ContrailHeader): AirportRef {
  if (isCustom(ref)) {
    const data = header.airports.get(ref.custom);
    if (!data) throw new InputError(`Unknown custom airport key: ${ref.custom}`);
    const { key: _key, ...custom } = data;
    return { key: data.icao ?? data.iata ?? data.name, icao: data.icao, iata: data.iata, custom };
  }
  return { key: ref.icao ?? ref.iata ?? ref.ident ?? "?", ident: ref.ident, icao: ref.icao, iata: ref.iata };
}

function airline(ref: ContrailAirlineRef | null, header: ContrailHeader): AirlineRef | null {
  if (!ref) return null;
  if (isCustom(ref)) {
    const data = header.airlines.get(ref.custom);
    if (!data) throw new InputError(`Unknown custom airline key: ${ref.custom}`);
    const { key: _key, ...custom } = data;
    return { key: data.icao ?? data.iata ?? data.name, icao: data.icao, iata: data.iata, name: data.name, custom };
  }
  return { key: ref.icao ?? ref.iata ?? ref.name ?? "?", icao: ref.icao, iata: ref.iata, name: ref.name };
}

function aircraft(ref: ContrailAircraftRef | null, header: ContrailHeader): AircraftRef | null {
  if (!ref) return null;
  if (isCustom(ref)) {
    const data = header.aircraft.get(ref.custom);
    if (!data) throw new InputError(`Unknown custom aircraft key: ${ref.custom}`);
    const { key: _key, ...custom } = data;
    return { key: data.icao, icao: data.icao, name: data.name, custom };
  }
  return { key: ref.icao, icao: ref.icao, name: null };
}
