import type { CsvRecord } from "../read/csv-records";
import { airlineFromFlightNumber, cutText, knownValue, normalizeFlightNumber, optionalText, parsePeriodDate } from "./field-values";
import { selfSeat, type AirlineRef, type DroppedValue, type ParsedItem } from "../import-row";
import { airportFromCode, csvParser, csvRoute, invalidDate } from "./csv-parser";
import { aircraftCell } from "./fr24";
import { CLASSES, REASONS, SEAT_TYPES } from "./openflights";
import type { ImportField } from "../reasons";

/**
 * JetLovers CSV export:
 * id,date,from,to,miles,airline,flightnum,aircraft,aircraft_reg,class,reason,seat_type,seat
 * date is YYYY-MM-DD (no times), from/to IATA codes, airline a name, flightnum the airline's code and number ("*"
 * marking a codeshare), aircraft a type name ("Airbus A321neo"). class, reason and seat_type are OpenFlights' one-letter
 * codes (F/C/B/P/Y, B/L/C/O, W/A/M). miles is recomputed from the airports, not read; id is JetLovers' own.
 */

export const JETLOVERS_COLUMNS = ["date", "from", "to", "flightnum"] as const;

export const parseJetLovers = csvParser({ label: "JetLovers CSV", required: JETLOVERS_COLUMNS }, jetLoversRow);

function jetLoversRow(record: CsvRecord): ParsedItem {
  const row = record.line;
  const dateCell = record.get("date");
  const period = parsePeriodDate(dateCell);
  if (!period) return invalidDate(row, dateCell);
  const route = csvRoute(record, { from: "from", to: "to" }, airportFromCode);
  if ("kind" in route) return route;

  const dropped: DroppedValue[] = [];
  const flightNumber = normalizeFlightNumber(record.get("flightnum").replace("*", ""));
  const code = <T>(column: string, codes: ReadonlyMap<string, T>, field: ImportField) =>
    knownValue(record.get(column), (cell) => codes.get(cell.toUpperCase()) ?? null, { field, column: column.replace(" ", "_") }, dropped);

  return {
    kind: "row",
    row: {
      row,
      ...route,
      date: period.firstDay,
      datePrecision: period.precision,
      departure: null,
      arrival: null,
      statedDurationSeconds: null,
      airline: airline(optionalText(record.get("airline")), flightNumber),
      flightNumber,
      aircraft: aircraftCell(record.get("aircraft")),
      aircraftReg: cutText(optionalText(record.get("aircraft reg")), 16, { field: "aircraftReg", column: "aircraft_reg" }, dropped),
      flightReason: code("reason", REASONS, "flightReason"),
      notes: "",
      seats: [selfSeat({ seat: code("seat type", SEAT_TYPES, "seat"), seatNumber: cutText(optionalText(record.get("seat")), 10, { field: "seatNumber", column: "seat" }, dropped), seatClass: code("class", CLASSES, "seatClass") })],
      dropped,
    },
  };
}

/** The airline by its name and by the code the flight number starts with (the lookup tries both). */
function airline(name: string | null, flightNumber: string | null): AirlineRef | null {
  const byCode = airlineFromFlightNumber(flightNumber);
  if (!name) return byCode;
  return { key: name, icao: byCode?.icao ?? null, iata: byCode?.iata ?? null, name };
}
