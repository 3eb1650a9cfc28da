import { z } from "zod";
import { seatClassOfCompartment } from "@/lib/flights/seat-class-table";
import type { SeatClass } from "@/lib/flights/enums";
import { aircraftIcaoFromIata } from "./aircraft-iata";
import { airportFromCode } from "./csv-parser";
import { airlineFromFlightNumber, arrivalOrAfterDeparture, knownValue, normalizeFlightNumber, optionalText, seatClassFromWord } from "./field-values";
import { selfSeat, type AirlineRef, type DroppedValue, type ImportRow, type ImportTime, type ParsedItem } from "../import-row";
import { jsonListItems } from "./json-flights";
import { SkipRowError, type FieldAt } from "../reasons";

/**
 * Miles & More (Lufthansa Group) flight history: the JSON the programme's segment list answers with
 * (api.travelid.lufthansa.com/flightstats/v3/me/segmentList), {"SegmentListResponses": [segment, …]}. The field names
 * are those AirTrail 3.12 reads (johanohly/AirTrail, src/lib/import/milesandmore.ts and docs/features/import.mdx):
 * DepartureDate / ArrivalDate "YYYY-MM-DD"; DepartureTime / ArrivalTime "2025-03-01T19:55:00.000+0000";
 * OriginAirportCode, DestinationAirportCode (IATA); AirlineDesignatorCode ("LX   ", text fields are padded with
 * spaces) and FlightNumber (a number, without the carrier); CompartmentClass, the booking class letter; AircraftCode,
 * an IATA type code ("320"); TimeOnPlane in seconds; PnrrecordLocator; and the programme's accounting (Distance,
 * AwardMiles, StatusMiles, StatusPoints, GupPoints, HonPoints, Honmiles), which says nothing about the flight and is
 * not read. The list holds the flights credited to the account, so it states no booked or cancelled segments.
 *
 * Every time carries "+0000" whichever airport it is at, while the dates beside it are the local dates: the clock is
 * read as the local time at its airport. A departure whose local date then differs from DepartureDate is refused by
 * the resolver rather than stored on a guessed day.
 */

const MILES_AND_MORE_LIST = {
  key: "SegmentListResponses",
  noun: "segment",
  missing: 'Not a Miles & More flight history: no segments in a "SegmentListResponses" list',
} as const;

const text = z.string().nullable().optional();
const segmentSchema = z.object({
  DepartureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  DepartureTime: text,
  ArrivalTime: text,
  OriginAirportCode: text,
  DestinationAirportCode: text,
  AirlineDesignatorCode: text,
  FlightNumber: z.union([z.number().int().nonnegative(), z.string()]).nullable().optional(),
  CompartmentClass: text,
  AircraftCode: text,
  TimeOnPlane: z.number().nonnegative().nullable().optional(),
  PnrrecordLocator: text,
});
type Segment = z.infer<typeof segmentSchema>;

export function parseMilesAndMore(path: string): AsyncGenerator<ParsedItem> {
  return jsonListItems(path, MILES_AND_MORE_LIST, segmentSchema, segmentRow);
}

function segmentRow(row: number, segment: Segment): ImportRow {
  const from = airportFromCode(segment.OriginAirportCode ?? "");
  const to = airportFromCode(segment.DestinationAirportCode ?? "");
  if (!from) throw new SkipRowError({ code: "missingOrigin" });
  if (!to) throw new SkipRowError({ code: "missingDestination" });
  const dropped: DroppedValue[] = [];
  const departure = localTime(segment.DepartureTime, { field: "departure", column: "DepartureTime" }, dropped);
  const arrival = localTime(segment.ArrivalTime, { field: "arrival", column: "ArrivalTime" }, dropped);
  const duration = segment.TimeOnPlane || null;
  const { airline, flightNumber } = flightOf(segment, dropped);
  const aircraftCode = optionalText(segment.AircraftCode)?.toUpperCase() ?? null;
  const booking = optionalText(segment.PnrrecordLocator);
  return {
    row,
    from,
    to,
    date: segment.DepartureDate,
    datePrecision: "day",
    departure,
    arrival: arrivalOrAfterDeparture(departure, arrival, duration, "TimeOnPlane", dropped),
    statedDurationSeconds: duration,
    airline,
    flightNumber,
    aircraft: aircraftCode ? { key: aircraftCode, icao: aircraftIcaoFromIata(aircraftCode), name: null } : null,
    aircraftReg: null,
    flightReason: null,
    notes: booking ? `Booking code: ${booking}` : "",
    seats: [selfSeat({ seatClass: knownValue(segment.CompartmentClass ?? "", seatClassOfBooking, { field: "seatClass", column: "CompartmentClass" }, dropped) })],
    dropped,
  };
}

/**
 * The carrier's code followed by the number ("LX" and 962 → "LX962"; leading zeros dropped, a suffix letter kept). A
 * number that already starts with a carrier ("LH 400") is taken as it stands; the airline is the designator, else the
 * carrier the number starts with.
 */
function flightOf(segment: Segment, dropped: DroppedValue[]): { airline: AirlineRef | null; flightNumber: string | null } {
  const designator = optionalText(segment.AirlineDesignatorCode)?.toUpperCase() ?? null;
  const number = normalizeFlightNumber(segment.FlightNumber == null ? null : String(segment.FlightNumber));
  const digits = number === null ? null : /^0*(\d+[A-Z]?)$/.exec(number);
  if (digits && !designator) dropped.push({ field: "flightNumber", column: "FlightNumber", reason: { code: "flightNumberWithoutAirline" } });
  const flightNumber = digits ? (designator ? `${designator}${digits[1]!}` : null) : number;
  const airline: AirlineRef | null = designator
    ? { key: designator, icao: designator.length === 3 ? designator : null, iata: designator.length === 2 ? designator : null, name: null }
    : airlineFromFlightNumber(flightNumber);
  return { airline, flightNumber };
}

/** A booking class letter by the standard cabins of a boarding pass's compartment code; else a cabin named in words. */
function seatClassOfBooking(value: string): SeatClass | null {
  const code = value.trim().toUpperCase();
  return code.length === 1 ? seatClassOfCompartment(code) : seatClassFromWord(value);
}

/** "2025-03-01T19:55:00.000+0000" → the wall clock "2025-03-01T19:55:00" (see above why the offset is not read). */
function localTime(value: string | null | undefined, at: FieldAt, dropped: DroppedValue[]): ImportTime | null {
  const cell = optionalText(value);
  if (cell === null) return null;
  const wallClock = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(cell)?.[1];
  if (!wallClock) dropped.push({ ...at, reason: { code: "notDateTime" } });
  return wallClock ? { kind: "local", local: wallClock } : null;
}
