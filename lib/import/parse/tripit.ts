import { InputError } from "@/lib/errors";
import { isValidTimeZone, localToInstant, parseLocalDateTime } from "@/lib/time/zoned";
import { icsEvents, icsText, type IcsEvent, type IcsProperty } from "../read/ics-events";
import { airlineFromFlightNumber, normalizeFlightNumber } from "./field-values";
import { selfSeat, type ImportTime, type ParsedItem } from "../import-row";
import { reasonOfError, SkipRowError } from "../reasons";

/**
 * TripIt calendar (.ics, the iCalendar feed or a calendar exported from it): one VEVENT per plan. A flight's SUMMARY
 * reads "<flight number> <IATA> to <IATA>" ("LX318 ZRH to LHR"); DTSTART and DTEND are the departure and arrival,
 * either UTC ("20240331T050500Z") or local with the zone ("DTSTART;TZID=Europe/Zurich:20240331T070500"). The airline is
 * the code the flight number starts with. All-day events (the trip itself) and other plans (hotels, cars) are not
 * flights. The DESCRIPTION repeats the summary with TripIt's links and is not read.
 */

export const TRIPIT_LABEL = "TripIt calendar (.ics)";

const FLIGHT_SUMMARY = /^([A-Z0-9]{2,3}\s?\d{1,5}[A-Z]?)\s+([A-Z]{3})\s+to\s+([A-Z]{3})(?:\s|$)/;

export async function* parseTripIt(path: string): AsyncGenerator<ParsedItem> {
  for await (const event of icsEvents(path, TRIPIT_LABEL)) yield tripItEvent(event);
}

function tripItEvent(event: IcsEvent): ParsedItem {
  const row = event.line;
  const summary = icsText(event.properties.get("SUMMARY")?.value ?? "").trim();
  const start = event.properties.get("DTSTART");
  if (start && isAllDay(start)) return { kind: "skip", row, reason: { code: "allDayEntry", values: { summary } } };
  const match = FLIGHT_SUMMARY.exec(summary);
  if (!match) return { kind: "skip", row, reason: summary ? { code: "notAFlight", values: { summary } } : { code: "notAFlightUntitled" } };
  const [, number, fromCode, toCode] = match as unknown as [string, string, string, string];

  let departure: ImportTime | null;
  let arrival: ImportTime | null;
  try {
    departure = start ? eventTime(start, "DTSTART") : null;
    const end = event.properties.get("DTEND");
    arrival = end ? eventTime(end, "DTEND") : null;
  } catch (error) {
    if (error instanceof InputError) return { kind: "skip", row, reason: reasonOfError(error) };
    throw error;
  }
  if (!departure) return { kind: "skip", row, reason: { code: "missingDepartureTime" } };
  const flightNumber = normalizeFlightNumber(number);

  return {
    kind: "row",
    row: {
      row,
      from: { key: fromCode, icao: null, iata: fromCode },
      to: { key: toCode, icao: null, iata: toCode },
      date: null,
      datePrecision: "day",
      departure,
      arrival,
      statedDurationSeconds: null,
      airline: airlineFromFlightNumber(flightNumber),
      flightNumber,
      aircraft: null,
      aircraftReg: null,
      flightReason: null,
      notes: "",
      seats: [selfSeat()],
      dropped: [],
    },
  };
}

function isAllDay(property: IcsProperty): boolean {
  return property.params.VALUE?.toUpperCase() === "DATE" || /^\d{8}$/.test(property.value.trim());
}

/**
 * A DATE-TIME value: UTC with "Z", else local in its TZID zone; a local time without a zone this runtime knows (a
 * floating time, or a Windows zone name) is read as local time at the airport.
 */
function eventTime(property: IcsProperty, field: string): ImportTime {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(Z?)$/i.exec(property.value.trim());
  const invalid = () => new SkipRowError({ code: "invalidTimeValue", values: { name: field, cell: property.value } });
  if (!m) throw invalid();
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}`;
  if (!parseLocalDateTime(local)) throw invalid();
  if (m[7]) return { kind: "instant", at: new Date(`${local}Z`) };
  const zone = property.params.TZID;
  if (zone && isValidTimeZone(zone)) return { kind: "instant", at: localToInstant(local, zone, field) };
  return { kind: "local", local };
}
