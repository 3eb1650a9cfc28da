import type { SeatPosition } from "@/lib/flights/enums";
import type { CsvRecord } from "../read/csv-records";
import {
  airlineFromFlightNumber,
  cutText,
  flightReasonFromWord,
  knownValue,
  normalizeFlightNumber,
  optionalText,
  parseClock,
  parsePeriodDate,
  seatClassFromWord,
  seatPositionFromWord,
} from "./field-values";
import { selfSeat, type DroppedValue, type ImportTime, type ParsedItem } from "../import-row";
import { airportFromCode, csvParser, csvRoute, invalidDate } from "./csv-parser";
import type { FieldAt } from "../reasons";

/**
 * byAir CSV export:
 * flight_date,flight_code,departure_airport_code,arrival_airport_code,departure_time,arrival_time,booking_code,
 * seat_number,seat_type,seat_class,purpose,notes,ownership,byair_flight_id,byair_codeshare_id
 * flight_date is YYYY-MM-DD, airports IATA codes, times local "HH:MM" at each airport (the arrival's day is inferred),
 * flight_code the airline's code and number, "*" marking a codeshare ("SL*1508"). seat_type window/aisle/middle/other;
 * seat_class economy, economy_plus, premium_economy, business, first_class, private, or cockpit / jumpseat (a seat,
 * not a class); purpose leisure/business. ownership "mine" marks the user's own flights (others are friends' flights
 * the user follows). The booking code goes into the notes; the byair_* ids are byAir's own and mean nothing here.
 */

export const BYAIR_COLUMNS = ["flight date", "flight code", "departure airport code", "arrival airport code", "departure time", "arrival time"] as const;

/** seat_class values that name where the user sat rather than a cabin */
const SEATS_IN_CLASS: ReadonlyMap<string, SeatPosition> = new Map(Object.entries<SeatPosition>({ cockpit: "pilot", jumpseat: "jumpseat" }));

const SEAT_TYPE: FieldAt = { field: "seat", column: "seat_type" };

export const parseByAir = csvParser({ label: "byAir CSV", required: BYAIR_COLUMNS }, byAirRow);

function byAirRow(record: CsvRecord): ParsedItem {
  const row = record.line;
  const ownership = optionalText(record.get("ownership"))?.toLowerCase() ?? null;
  if (ownership !== null && ownership !== "mine") return { kind: "skip", row, reason: { code: "flightOfSomeoneElse", values: { ownership } } };
  const dateCell = record.get("flight date");
  const period = parsePeriodDate(dateCell);
  if (!period || period.precision !== "day") return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "departure airport code", to: "arrival airport code" }, airportFromCode);
  if ("kind" in route) return route;

  const dropped: DroppedValue[] = [];
  const departure = clockCell(record.get("departure time"), { field: "departure", column: "departure_time" }, dropped);
  const arrival = clockCell(record.get("arrival time"), { field: "arrival", column: "arrival_time" }, dropped);
  const flightNumber = normalizeFlightNumber(record.get("flight code").replace("*", ""));
  const classCell = record.get("seat class");
  const seatInClass = SEATS_IN_CLASS.get(classCell.toLowerCase()) ?? null;
  if (seatInClass && optionalText(record.get("seat type"))) dropped.push({ ...SEAT_TYPE, reason: { code: "seatInClass" } });
  const booking = optionalText(record.get("booking code"));
  const notes = [record.get("notes"), booking ? `Booking code: ${booking}` : ""].filter(Boolean).join("\n");

  return {
    kind: "row",
    row: {
      row,
      ...route,
      date: period.firstDay,
      datePrecision: "day",
      departure,
      arrival,
      statedDurationSeconds: null,
      airline: airlineFromFlightNumber(flightNumber),
      flightNumber,
      aircraft: null,
      aircraftReg: null,
      flightReason: knownValue(record.get("purpose"), flightReasonFromWord, { field: "flightReason", column: "purpose" }, dropped),
      notes,
      seats: [
        selfSeat({
          seat: seatInClass ?? knownValue(record.get("seat type"), seatPositionFromWord, SEAT_TYPE, dropped),
          seatNumber: cutText(optionalText(record.get("seat number")), 10, { field: "seatNumber", column: "seat_number" }, dropped),
          seatClass: seatInClass ? null : knownValue(classCell, seatClassFromWord, { field: "seatClass", column: "seat_class" }, dropped),
        }),
      ],
      dropped,
    },
  };
}

function clockCell(cell: string, at: FieldAt, dropped: DroppedValue[]): ImportTime | null {
  if (!cell) return null;
  const time = parseClock(cell);
  if (!time) dropped.push({ ...at, reason: { code: "notTimeOfDay" } });
  return time ? { kind: "clock", time } : null;
}
