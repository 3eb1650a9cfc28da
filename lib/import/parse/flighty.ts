import { parseLocalDateTime } from "@/lib/time/zoned";
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
} from "./field-values";
import { selfSeat, type DroppedValue, type ImportTime, type ParsedItem } from "../import-row";
import { airlineFromCode, airportFromCode, csvParser, csvRoute, invalidDate } from "./csv-parser";
import { aircraftCell } from "./fr24";

/**
 * Flighty CSV export:
 * Date,Airline,Flight,From,To,Dep Terminal,Dep Gate,Arr Terminal,Arr Gate,Canceled,Diverted To,
 * Gate Departure (Scheduled),Gate Departure (Actual),Take off (Scheduled),Take off (Actual),Landing (Scheduled),
 * Landing (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual),Aircraft Type Name,Tail Number,PNR,Seat,Seat Type,
 * Cabin Class,Flight Reason,Notes,Flight Flighty ID,…
 * Airline is the ICAO code ("EIN") and Flight the number without it ("709"); airports are IATA codes;
 * times are local "YYYY-MM-DDTHH:mm" at each airport. The actual gate time wins over the scheduled one.
 */

export const FLIGHTY_COLUMNS = ["date", "airline", "flight", "from", "to", "gate departure (scheduled)", "gate arrival (scheduled)"] as const;

export const parseFlighty = csvParser({ label: "Flighty CSV", required: FLIGHTY_COLUMNS }, flightyRow);

function flightyRow(record: CsvRecord): ParsedItem {
  const row = record.line;
  if (/^(true|yes|1)$/i.test(record.get("canceled"))) return { kind: "skip", row, reason: { code: "cancelled" } };
  const dateCell = record.get("date");
  const period = parsePeriodDate(dateCell);
  if (!period) return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "from", to: "to" }, airportFromCode);
  if ("kind" in route) return route;
  const { from, to: planned } = route;
  // A diverted flight ended at the diversion airport; the plan is kept in the notes.
  const diverted = airportFromCode(record.get("diverted to"));
  const to = diverted ?? planned;

  const departureCell = firstFilled(record, ["gate departure (actual)", "gate departure (scheduled)", "take off (actual)", "take off (scheduled)"]);
  const arrivalCell = firstFilled(record, ["gate arrival (actual)", "gate arrival (scheduled)", "landing (actual)", "landing (scheduled)"]);
  const departure = timeCell(departureCell);
  const arrival = timeCell(arrivalCell);
  if (departureCell && !departure) return { kind: "skip", row, reason: { code: "invalidDepartureTime", values: { cell: departureCell } } };
  if (arrivalCell && !arrival) return { kind: "skip", row, reason: { code: "invalidArrivalTime", values: { cell: arrivalCell } } };

  const airlineCode = optionalText(record.get("airline"))?.toUpperCase() ?? null;
  const flight = normalizeFlightNumber(record.get("flight"));
  const numberOnly = flight !== null && /^\d{1,5}[A-Z]?$/.test(flight);
  const dropped: DroppedValue[] = [];
  const notes = [record.get("notes"), diverted ? `Diverted (planned destination ${planned.key})` : ""].filter(Boolean).join("\n");

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
      statedDurationSeconds: null,
      airline: airlineFromCode(airlineCode),
      flightNumber: numberOnly && airlineCode ? null : flight,
      flightNumberAfterAirline: numberOnly && airlineCode ? flight : null,
      aircraft: aircraftCell(record.get("aircraft type name")),
      aircraftReg: cutText(optionalText(record.get("tail number")), 16, { field: "aircraftReg", column: "Tail Number" }, dropped),
      flightReason: knownValue(record.get("flight reason"), flightReasonFromWord, { field: "flightReason", column: "Flight Reason" }, dropped),
      notes,
      seats: [
        selfSeat({
          seat: knownValue(record.get("seat type"), seatPositionFromWord, { field: "seat", column: "Seat Type" }, dropped),
          seatNumber: cutText(optionalText(record.get("seat")), 10, { field: "seatNumber", column: "Seat" }, dropped),
          seatClass: knownValue(record.get("cabin class"), seatClassFromWord, { field: "seatClass", column: "Cabin Class" }, dropped),
        }),
      ],
      dropped,
    },
  };
}

function firstFilled(record: CsvRecord, columns: string[]): string | null {
  for (const column of columns) {
    const value = record.get(column);
    if (value) return value;
  }
  return null;
}

/** "2024-12-31T17:55" (local) or, in some exports, only "17:55" on the flight's date. */
function timeCell(cell: string | null): ImportTime | null {
  if (!cell) return null;
  const text = cell.replace(" ", "T");
  if (parseLocalDateTime(text)) return { kind: "local", local: text };
  const clock = parseClock(cell);
  return clock ? { kind: "clock", time: clock } : null;
}
