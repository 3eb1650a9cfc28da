import type { FlightReason, SeatClass, SeatPosition } from "@/lib/flights/enums";
import { isValidCalendarDate } from "@/lib/time/zoned";
import type { CsvRecord } from "../read/csv-records";
import { arrivalOrAfterDeparture, cutText, knownValue, normalizeFlightNumber, optionalText, parseClock, parseHoursMinutes } from "./field-values";
import { selfSeat, type AirlineRef, type AirportRef, type DroppedValue, type ImportTime, type ParsedItem } from "../import-row";
import { csvParser, csvRoute, invalidDate } from "./csv-parser";
import type { FieldAt } from "../reasons";
import { aircraftCell } from "./fr24";

/**
 * OpenFlights CSV (revision 0.42, RFC 4180, UTF-8 with BOM):
 * Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,
 * From_OID,To_OID,Airline_OID,Plane_OID
 * Date is YYYY-MM-DD, MM/DD/YYYY, DD.MM.YYYY or YYYY, optionally followed by the local departure time HH:MM[:SS].
 * From/To are IATA or ICAO codes; Airline is a name (the flight number's first two characters are the IATA code);
 * Duration is HH:MM; Seat_Type W/A/M; Class F/C(B)/P/Y; Reason B/L/C/O. Distance (miles) is recomputed, not read.
 */

export const OPENFLIGHTS_COLUMNS = ["date", "from", "to", "flight number", "airline", "duration"] as const;

/** OpenFlights' one-letter codes (JetLovers uses the same) */
export const SEAT_TYPES: ReadonlyMap<string, SeatPosition> = new Map(Object.entries<SeatPosition>({ W: "window", A: "aisle", M: "middle" }));
export const CLASSES: ReadonlyMap<string, SeatClass> = new Map(Object.entries<SeatClass>({ F: "first", C: "business", B: "business", P: "economy+", Y: "economy" }));
export const REASONS: ReadonlyMap<string, FlightReason> = new Map(Object.entries<FlightReason>({ B: "business", L: "leisure", P: "leisure", C: "crew", O: "other" }));
const NO_VALUE = ["\\N", "N/A"];

export const parseOpenFlights = csvParser({ label: "OpenFlights CSV", required: OPENFLIGHTS_COLUMNS }, openFlightsRow);

interface OpenFlightsDate {
  date: string;
  precision: "day" | "year";
  time: string | null;
}

/** The Date column: a date in one of four forms, optionally with the departure time. */
export function parseOpenFlightsDate(cell: string): OpenFlightsDate | null {
  const [datePart, timePart] = cell.trim().split(/\s+/, 2);
  if (!datePart) return null;
  if (/^\d{4}$/.test(datePart)) return { date: `${datePart}-01-01`, precision: "year", time: null };
  let year: number;
  let month: number;
  let day: number;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(datePart))) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(datePart))) [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(datePart))) [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  if (year < 1 || !isValidCalendarDate(year, month, day)) return null;
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const time = timePart ? parseClock(timePart) : null;
  if (timePart && !time) return null;
  return { date, precision: "day", time };
}

function openFlightsRow(record: CsvRecord): ParsedItem {
  const row = record.line;
  const dateCell = record.get("date");
  const parsed = parseOpenFlightsDate(dateCell);
  if (!parsed) return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "from", to: "to" }, airportCode);
  if ("kind" in route) return route;
  const { from, to } = route;

  const flightNumber = normalizeFlightNumber(optionalText(record.get("flight number"), NO_VALUE));
  const duration = parseHoursMinutes(record.get("duration"));
  const departure: ImportTime | null = parsed.time ? { kind: "clock", time: parsed.time } : null;
  const dropped: DroppedValue[] = [];
  const arrival = arrivalOrAfterDeparture(departure, null, duration, "Duration", dropped);
  const code = <T>(column: string, codes: ReadonlyMap<string, T>, at: FieldAt) =>
    knownValue(record.get(column), (cell) => codes.get(cell.toUpperCase()) ?? null, at, dropped, NO_VALUE);

  return {
    kind: "row",
    row: {
      row,
      from,
      to,
      date: parsed.date,
      datePrecision: parsed.precision,
      departure,
      arrival,
      statedDurationSeconds: duration || null,
      airline: airline(optionalText(record.get("airline"), [...NO_VALUE, "Unknown"]), flightNumber),
      flightNumber,
      aircraft: aircraftCell(optionalText(record.get("plane"), NO_VALUE) ?? ""),
      aircraftReg: cutText(optionalText(record.get("registration"), NO_VALUE), 16, { field: "aircraftReg", column: "Registration" }, dropped),
      flightReason: code("reason", REASONS, { field: "flightReason", column: "Reason" }),
      notes: optionalText(record.get("note"), NO_VALUE) ?? "",
      seats: [
        selfSeat({
          seat: code("seat type", SEAT_TYPES, { field: "seat", column: "Seat_Type" }),
          seatNumber: cutText(optionalText(record.get("seat"), NO_VALUE), 10, { field: "seatNumber", column: "Seat" }, dropped),
          seatClass: code("class", CLASSES, { field: "seatClass", column: "Class" }),
        }),
      ],
      dropped,
    },
  };
}

function airportCode(cell: string): AirportRef | null {
  const code = optionalText(cell, NO_VALUE)?.toUpperCase();
  if (!code) return null;
  if (/^[A-Z0-9]{4}$/.test(code)) return { key: code, icao: code, iata: null };
  if (/^[A-Z0-9]{3}$/.test(code)) return { key: code, icao: null, iata: code };
  return { key: code, icao: null, iata: null };
}

/** OpenFlights matches the flight number's first two characters as IATA code (when not both digits), then the name. */
function airline(name: string | null, flightNumber: string | null): AirlineRef | null {
  const prefix = flightNumber?.slice(0, 2) ?? "";
  const iata = /^[A-Z0-9]{2}$/.test(prefix) && !/^\d{2}$/.test(prefix) && flightNumber!.length > 2 ? prefix : null;
  if (!name && !iata) return null;
  return { key: name ?? iata!, icao: null, iata, name };
}
