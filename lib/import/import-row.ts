import type { DatePrecision, FlightReason, SeatClass, SeatPosition } from "@/lib/flights/enums";
import { spelledPath } from "@/lib/errors";
import type { AirportRecord } from "@/lib/reference/records";
import { unstorableTextPath } from "@/lib/storable-text";
import type { FieldAt, ImportReason } from "./reasons";

/**
 * The one row type every parser produces and the one writer consumes. Parsers only read the file: codes stay
 * codes and times stay as the file states them; lib/import/resolve/resolve-row.ts turns a row into database values.
 */

/**
 * How a file names an airport, airline or aircraft. `key` is what the import report shows for an unknown one
 * and what a mapping ({airports: {key: "LSZH"}}) is keyed by.
 */
export interface AirportRef {
  key: string;
  /** the reference row's stable source id (OurAirports ident), when the file knows it */
  ident?: string | null;
  icao: string | null;
  iata: string | null;
  /** a custom airport described in full by the file (Contrail's own export) */
  custom?: CustomAirportData;
}

export interface AirlineRef {
  key: string;
  icao: string | null;
  iata: string | null;
  name: string | null;
  custom?: CustomAirlineData;
}

export interface AircraftRef {
  key: string;
  /** ICAO type designator */
  icao: string | null;
  name: string | null;
  custom?: CustomAircraftData;
}

/** A custom airport's fields: those of a reference airport, without the source's ident. */
export type CustomAirportData = Omit<AirportRecord, "ident">;

export interface CustomAirlineData {
  icao: string | null;
  iata: string | null;
  name: string;
  callsign: string | null;
  country: string | null;
}

export interface CustomAircraftData {
  icao: string;
  name: string;
  manufacturer: string | null;
}

/**
 * A time as the file gives it:
 * - instant: the file states the offset (ISO with Z/±hh:mm, or UTC columns);
 * - local: a wall-clock date and time at the airport ("YYYY-MM-DDTHH:mm[:ss]");
 * - clock: a wall-clock time ("HH:mm[:ss]") on the flight's date; for an arrival the day is inferred;
 * - afterDeparture: an arrival known only as the departure plus a duration (OpenFlights).
 */
export type ImportTime =
  | { kind: "instant"; at: Date }
  | { kind: "local"; local: string }
  | { kind: "clock"; time: string }
  | { kind: "afterDeparture"; seconds: number };

/** Who sits in a seat: the importing user, a user of the exporting installation (by username), or a guest. */
export type SeatOwner =
  | { kind: "self" }
  | { kind: "user"; username: string; displayName: string | null }
  | { kind: "guest"; name: string };

export interface ImportSeat {
  owner: SeatOwner;
  seat: SeatPosition | null;
  seatNumber: string | null;
  seatClass: SeatClass | null;
}

/** A value of the file the import cannot keep, and why: the report counts them per field (and column) and reason. */
export interface DroppedValue extends FieldAt {
  reason: ImportReason;
}

export interface ImportRow {
  /** where the row sits in the file (1-based line number for text formats, position in the list for JSON) */
  row: number;
  from: AirportRef;
  to: AirportRef;
  /** the first day of the period (YYYY-MM-DD); null when it is the local date of departure */
  date: string | null;
  datePrecision: DatePrecision;
  departure: ImportTime | null;
  arrival: ImportTime | null;
  /** the duration the file states, used only to place a clock arrival on the right day */
  statedDurationSeconds: number | null;
  airline: AirlineRef | null;
  flightNumber: string | null;
  /**
   * A flight number given without its airline (Flighty: "709" next to airline "EIN"): the stored number is
   * the resolved airline's IATA (else ICAO) code followed by this.
   */
  flightNumberAfterAirline?: string | null;
  aircraft: AircraftRef | null;
  aircraftReg: string | null;
  flightReason: FlightReason | null;
  notes: string;
  seats: ImportSeat[];
  /** values of the record the parser could not put into the row */
  dropped?: DroppedValue[];
}

/** What a parser yields per record: a row, or a record that cannot be a flight (with the reason). */
export type ParsedItem = { kind: "row"; row: ImportRow } | { kind: "skip"; row: number; reason: ImportReason };

/** `value` cut to `max` characters (as stored); a cut is noted in `dropped` at `at`. */
export function cutTo(value: string, max: number, at: FieldAt, dropped: DroppedValue[]): string {
  if (value.length <= max) return value;
  dropped.push({ ...at, reason: { code: "cutToLength", values: { max } } });
  return value.slice(0, max);
}

/**
 * Why a row cannot be imported because one of its text values holds what no database can store (NUL, an unpaired
 * surrogate: lib/storable-text.ts), e.g. "notes: must not contain …"; null when every value is storable. Such a row
 * is skipped, whichever field it is: a value like that is a damaged file, not one to cut or guess. `dropped` is
 * left out: it is the report's, never stored.
 */
export function unstorableTextReason(row: ImportRow): ImportReason | null {
  const { dropped: _dropped, ...stored } = row;
  const path = unstorableTextPath(stored);
  return path ? { code: "unstorableText", values: { path: spelledPath(path) } } : null;
}

export function selfSeat(details: Partial<Omit<ImportSeat, "owner">> = {}): ImportSeat {
  return { owner: { kind: "self" }, seat: details.seat ?? null, seatNumber: details.seatNumber ?? null, seatClass: details.seatClass ?? null };
}
