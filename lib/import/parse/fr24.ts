import type { FlightReason, SeatClass, SeatPosition } from "@/lib/flights/enums";
import type { CsvRecord } from "../read/csv-records";
import {
  flightReasonFromWord,
  normalizeFlightNumber,
  optionalText,
  parseClock,
  parseHoursMinutes,
  parsePeriodDate,
  seatClassFromWord,
  seatPositionFromWord,
  cutText,
  arrivalOrAfterDeparture,
} from "./field-values";
import { selfSeat, type AircraftRef, type AirlineRef, type AirportRef, type DroppedValue, type ImportTime, type ParsedItem } from "../import-row";
import { csvParser, csvRoute, invalidDate } from "./csv-parser";
import type { FieldAt } from "../reasons";

/**
 * myFlightradar24 "Flight diary" CSV:
 * Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,
 * Flight class,Flight reason,Note[,Dep_id,Arr_id,Airline_id,Aircraft_id]
 * Airports read "City / Name (IATA/ICAO)", airlines "Name (IATA/ICAO)", aircraft "Name (ICAO type)".
 * Times are local at each airport; "00:00:00" in both means unknown. Seat type, class and reason are numbers.
 * A departure time and a duration without an arrival time give the arrival. The ids after Note are myFlightradar24's
 * own and mean nothing here.
 */

export const FR24_COLUMNS = ["date", "flight number", "from", "to", "dep time", "arr time"] as const;

const SEAT_TYPES: ReadonlyMap<string, SeatPosition> = new Map(Object.entries<SeatPosition>({ "1": "window", "2": "middle", "3": "aisle" }));
const CLASSES: ReadonlyMap<string, SeatClass> = new Map(Object.entries<SeatClass>({ "1": "economy", "2": "business", "3": "first", "4": "economy+", "5": "private" }));
const REASONS: ReadonlyMap<string, FlightReason> = new Map(Object.entries<FlightReason>({ "1": "leisure", "2": "business", "3": "crew", "4": "other" }));

const DEP_TIME: FieldAt = { field: "departure", column: "Dep time" };
const ARR_TIME: FieldAt = { field: "arrival", column: "Arr time" };

export const parseFr24 = csvParser({ label: "myFlightradar24 CSV", required: FR24_COLUMNS }, fr24Row);

function fr24Row(record: CsvRecord): ParsedItem {
  const row = record.line;
  const dateCell = record.get("date");
  const period = parsePeriodDate(dateCell);
  if (!period) return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "from", to: "to" }, airportCell);
  if ("kind" in route) return route;
  const { from, to } = route;

  const dropped: DroppedValue[] = [];
  const depCell = record.get("dep time");
  const arrCell = record.get("arr time");
  const dep = parseClock(depCell);
  const arr = parseClock(arrCell);
  if (depCell.trim() && !dep) dropped.push({ ...DEP_TIME, reason: { code: "notTimeOfDay" } });
  if (arrCell.trim() && !arr) dropped.push({ ...ARR_TIME, reason: { code: "notTimeOfDay" } });
  const durationCell = record.get("duration");
  const duration = parseHoursMinutes(durationCell);
  if (durationCell.trim() && duration === null) dropped.push({ field: "duration", column: "Duration", reason: { code: "notDuration" } });
  const statedDurationSeconds = duration && duration > 0 ? duration : null;

  let departure: ImportTime | null = null;
  let arrival: ImportTime | null = null;
  // FR24 writes midnight in both columns when the times are unknown.
  const unknown = isMidnight(dep) && isMidnight(arr);
  if (!unknown && period.precision === "day") {
    departure = dep ? { kind: "clock", time: dep } : null;
    arrival = arr ? { kind: "clock", time: arr } : null;
  } else if (!unknown) {
    if (dep) dropped.push({ ...DEP_TIME, reason: { code: "dateWithoutDay" } });
    if (arr) dropped.push({ ...ARR_TIME, reason: { code: "dateWithoutDay" } });
  }
  arrival = arrivalOrAfterDeparture(departure, arrival, statedDurationSeconds, "Duration", dropped);

  return {
    kind: "row",
    row: {
      row,
      from,
      to,
      date: period.firstDay,
      datePrecision: period.precision,
      departure,
      arrival,
      statedDurationSeconds,
      airline: airlineCell(record.get("airline")),
      flightNumber: normalizeFlightNumber(record.get("flight number")),
      aircraft: aircraftCell(record.get("aircraft")),
      aircraftReg: cutText(optionalText(record.get("registration")), 16, { field: "aircraftReg", column: "Registration" }, dropped),
      flightReason: coded(record.get("flight reason"), REASONS, flightReasonFromWord, { field: "flightReason", column: "Flight reason" }, dropped),
      notes: record.get("note"),
      seats: [
        selfSeat({
          seat: coded(record.get("seat type"), SEAT_TYPES, seatPositionFromWord, { field: "seat", column: "Seat type" }, dropped),
          seatNumber: cutText(optionalText(record.get("seat number")), 10, { field: "seatNumber", column: "Seat number" }, dropped),
          seatClass: coded(record.get("flight class"), CLASSES, seatClassFromWord, { field: "seatClass", column: "Flight class" }, dropped),
        }),
      ],
      dropped,
    },
  };
}

function isMidnight(clock: string | null): boolean {
  return clock === null || /^00:00(:00)?$/.test(clock);
}

function coded<T>(value: string, codes: ReadonlyMap<string, T>, fromWord: (value: string) => T | null, at: FieldAt, dropped: DroppedValue[]): T | null {
  const text = value.trim();
  if (!text || text === "0") return null;
  const known = codes.get(text) ?? fromWord(text);
  if (known === null) dropped.push({ ...at, reason: { code: "unknownValue" } });
  return known;
}

/** "London / Heathrow (LHR/EGLL)", "Harle (NA0/EDXP)", "LHR (EGLL)" or a bare code. */
export function airportCell(cell: string): AirportRef | null {
  const text = cell.trim();
  if (!text) return null;
  const pair = /\(([A-Za-z0-9]{0,4})\/([A-Za-z0-9]{0,4})\)\s*$/.exec(text);
  if (pair) {
    const iata = /^[A-Za-z]{3}$/.test(pair[1]!) ? pair[1]!.toUpperCase() : null;
    const icao = /^[A-Za-z0-9]{4}$/.test(pair[2]!) ? pair[2]!.toUpperCase() : null;
    if (iata || icao) return { key: icao ?? iata!, icao, iata };
  }
  const single = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(text);
  const code = (single ? single[1]! : text).toUpperCase();
  const before = single ? /([A-Za-z]{3})\s*\([A-Za-z0-9]{4}\)\s*$/.exec(text)?.[1]?.toUpperCase() ?? null : null;
  if (code.length === 4) return { key: code, icao: code, iata: before };
  if (code.length === 3) return { key: code, icao: null, iata: code };
  return { key: text, icao: null, iata: null };
}

/** "British Airways (BA/BAW)", "Inselflieger (/LFH)", " (/)" (none) or a bare name. */
export function airlineCell(cell: string): AirlineRef | null {
  const text = cell.trim();
  const m = /^(.*?)\s*\(([A-Za-z0-9]{0,3})\/([A-Za-z0-9]{0,3})\)\s*$/.exec(text);
  if (m) {
    const name = m[1]!.trim() || null;
    const iata = /^[A-Za-z0-9]{2}$/.test(m[2]!) ? m[2]!.toUpperCase() : null;
    const icao = /^[A-Za-z]{3}$/.test(m[3]!) ? m[3]!.toUpperCase() : null;
    if (!name && !iata && !icao) return null;
    return { key: icao ?? iata ?? name!, icao, iata, name };
  }
  if (!text) return null;
  return { key: text, icao: null, iata: null, name: text };
}

/** "Airbus A320neo (A20N)", " ()" (none) or a bare name. */
export function aircraftCell(cell: string): AircraftRef | null {
  const text = cell.trim();
  const m = /^(.*?)\s*\(([A-Za-z0-9-]{0,4})\)\s*$/.exec(text);
  if (m) {
    const name = m[1]!.trim() || null;
    const icao = /^[A-Za-z][A-Za-z0-9]{1,3}$/.test(m[2]!) ? m[2]!.toUpperCase() : null;
    if (!name && !icao) return null;
    return { key: icao ?? name!, icao, name };
  }
  if (!text) return null;
  return { key: text, icao: null, name: text };
}
