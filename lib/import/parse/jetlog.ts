import type { CsvRecord } from "../read/csv-records";
import {
  flightReasonFromWord,
  normalizeFlightNumber,
  optionalText,
  parseClock,
  parsePeriodDate,
  seatClassFromWord,
  seatPositionFromWord,
  cutText,
  knownValue,
  arrivalOrAfterDeparture,
} from "./field-values";
import { selfSeat, type AirportRef, type DroppedValue, type ImportTime, type ParsedItem } from "../import-row";
import { airlineFromCode, csvParser, csvRoute, invalidDate } from "./csv-parser";
import { aircraftCell } from "./fr24";

/**
 * Jetlog CSV export (columns by name, any order):
 * username,date,origin,destination,departure_time,arrival_time,arrival_date,seat,aircraft_side,ticket_class,purpose,
 * duration,distance,airplane,airline,tail_number,flight_number,notes
 * origin/destination are ICAO codes, times local "HH:MM" (arrival on arrival_date when given), duration in minutes,
 * airline an ICAO code, notes with "\n" escaped as backslash-n. A departure time and a duration without an arrival time
 * give the arrival.
 */

export const JETLOG_COLUMNS = ["date", "origin", "destination", "departure time", "arrival time"] as const;

export const parseJetlog = csvParser({ label: "Jetlog CSV", required: JETLOG_COLUMNS }, jetlogRow);

function jetlogRow(record: CsvRecord): ParsedItem {
  const row = record.line;
  const dateCell = record.get("date");
  const period = parsePeriodDate(dateCell);
  if (!period || period.precision !== "day") return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "origin", to: "destination" }, airportCode);
  if ("kind" in route) return route;
  const { from, to } = route;

  const depCell = record.get("departure time");
  const arrCell = record.get("arrival time");
  const dep = depCell ? parseClock(depCell) : null;
  const arr = arrCell ? parseClock(arrCell) : null;
  if (depCell && !dep) return { kind: "skip", row, reason: { code: "invalidDepartureTime", values: { cell: depCell } } };
  if (arrCell && !arr) return { kind: "skip", row, reason: { code: "invalidArrivalTime", values: { cell: arrCell } } };
  const arrivalDateCell = record.get("arrival date");
  const arrivalDate = arrivalDateCell ? parsePeriodDate(arrivalDateCell) : null;
  if (arrivalDateCell && arrivalDate?.precision !== "day") return { kind: "skip", row, reason: { code: "invalidArrivalDate", values: { cell: arrivalDateCell } } };

  const departure: ImportTime | null = dep ? { kind: "clock", time: dep } : null;
  const statedArrival: ImportTime | null = !arr ? null : arrivalDate ? { kind: "local", local: `${arrivalDate.firstDay}T${arr}` } : { kind: "clock", time: arr };
  const minutes = Number(record.get("duration"));
  const statedDurationSeconds = Number.isInteger(minutes) && minutes > 0 ? minutes * 60 : null;
  const dropped: DroppedValue[] = [];

  return {
    kind: "row",
    row: {
      row,
      from,
      to,
      date: period.firstDay,
      datePrecision: "day",
      departure,
      arrival: arrivalOrAfterDeparture(departure, statedArrival, statedDurationSeconds, "duration", dropped),
      statedDurationSeconds,
      airline: airlineFromCode(optionalText(record.get("airline"))),
      flightNumber: normalizeFlightNumber(record.get("flight number")),
      aircraft: aircraftCell(record.get("airplane")),
      aircraftReg: cutText(optionalText(record.get("tail number")), 16, { field: "aircraftReg", column: "tail_number" }, dropped),
      flightReason: knownValue(record.get("purpose"), flightReasonFromWord, { field: "flightReason", column: "purpose" }, dropped),
      notes: record.get("notes").replace(/\\n/g, "\n"),
      seats: [
        selfSeat({
          seat: knownValue(record.get("seat"), seatPositionFromWord, { field: "seat", column: "seat" }, dropped),
          seatClass: knownValue(record.get("ticket class"), seatClassFromWord, { field: "seatClass", column: "ticket_class" }, dropped),
        }),
      ],
      dropped,
    },
  };
}

function airportCode(cell: string): AirportRef | null {
  const code = cell.trim().toUpperCase();
  if (!code) return null;
  if (code.length === 4) return { key: code, icao: code, iata: null };
  return { key: code, icao: null, iata: code.length === 3 ? code : null };
}
