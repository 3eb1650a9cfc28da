import { routeTitle } from "@/lib/reference/short-code";
import { enumName } from "@/lib/flights/enum-names";
import { notesAreTravellersOwn } from "@/lib/flights/seat-policy";
import { nextPeriodFirstDay, type DatePrecision } from "@/lib/time/zoned";
import { contentLine, dateValue, textProperty, utcDateTime } from "./ics-text";

/** What the description of each event may show, as the user chose on Settings → Calendar. */
export interface FeedOptions {
  includeSeat: boolean;
  includeDetails: boolean;
  includeNotes: boolean;
}

interface EventAirport {
  iata: string | null;
  icao: string | null;
  name: string;
  tz: string;
}

/** One flight as the feed's user sees it: their own seat only, never another traveller's. */
export interface CalendarFlight {
  id: number;
  date: string;
  datePrecision: DatePrecision;
  departure: Date | null;
  arrival: Date | null;
  flightNumber: string | null;
  airlineName: string | null;
  aircraftName: string | null;
  aircraftReg: string | null;
  flightReason: string | null;
  notes: string;
  from: EventAirport;
  to: EventAirport;
  /** the feed user's own seat */
  seat: { seat: string | null; seatNumber: string | null; seatClass: string | null } | null;
  /** how many other users hold a seat on this flight (its notes may be theirs) */
  otherUserSeats: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The fixed domain of every UID: a flight's UID must not change when the server moves to another address. */
export const UID_DOMAIN = "contrail.flights";

export function eventUid(flightId: number): string {
  return `flight-${flightId}@${UID_DOMAIN}`;
}

export function eventSummary(flight: Pick<CalendarFlight, "flightNumber" | "from" | "to">): string {
  const route = routeTitle(flight.from, flight.to);
  return flight.flightNumber ? `${flight.flightNumber} ${route}` : route;
}

/**
 * When the event happens. Departure and arrival are stored as exact instants (lib/flights/derived.ts reads them
 * from the local times and the airports' zones), so they are written in UTC and every calendar shows them in its
 * own zone. Without a departure the arrival stands alone; with one time only the event is a moment (DTSTART
 * without DTEND: RFC 5545 3.6.1 makes it end where it starts). Without times the event covers the flight's local
 * date at the origin as an all-day event, or its whole month or year when only that is known.
 */
export type EventTiming = { kind: "instants"; start: Date; end: Date | null } | { kind: "allDay"; start: string; end: string };

export function eventTiming(flight: Pick<CalendarFlight, "date" | "datePrecision" | "departure" | "arrival">): EventTiming {
  const start = flight.departure ?? flight.arrival;
  if (start) {
    const end = flight.departure && flight.arrival && flight.arrival.getTime() > flight.departure.getTime() ? flight.arrival : null;
    return { kind: "instants", start, end };
  }
  // DTEND of an all-day event is exclusive: the first day after the period
  return { kind: "allDay", start: flight.date, end: nextPeriodFirstDay(flight.date, flight.datePrecision) };
}


/** The description's lines: the route in full, then what the user chose to include. */
export function eventDescription(flight: CalendarFlight, options: FeedOptions): string {
  const lines = [`${flight.from.name} → ${flight.to.name}`];
  if (flight.datePrecision !== "day" && !flight.departure && !flight.arrival) lines.push(`Date known only to the ${flight.datePrecision}`);
  if (options.includeDetails) {
    if (flight.airlineName) lines.push(`Airline: ${flight.airlineName}`);
    const aircraft = [flight.aircraftName, flight.aircraftReg].filter(Boolean).join(", ");
    if (aircraft) lines.push(`Aircraft: ${aircraft}`);
    if (flight.flightReason) lines.push(`Reason: ${flight.flightReason}`);
  }
  if (options.includeSeat && flight.seat) {
    const { seat, seatNumber, seatClass } = flight.seat;
    const parts = [seatNumber, seat, seatClass ? enumName(seatClass) : null].filter(Boolean);
    if (parts.length > 0) lines.push(`Seat: ${parts.join(", ")}`);
  }
  if (options.includeNotes && notesAreTravellersOwn(flight.otherUserSeats) && flight.notes.trim() !== "") lines.push("", flight.notes);
  return lines.join("\n");
}

/** 0 for a flight never edited, then the seconds from its creation to its last change: grows with every edit. */
export function eventSequence(flight: Pick<CalendarFlight, "createdAt" | "updatedAt">): number {
  return Math.max(0, Math.floor((flight.updatedAt.getTime() - flight.createdAt.getTime()) / 1000));
}

/** The flight's VEVENT, finished lines (escaped, folded, CRLF). */
export function flightEvent(flight: CalendarFlight, options: FeedOptions): string {
  const timing = eventTiming(flight);
  const modified = utcDateTime(flight.updatedAt);
  let out = "BEGIN:VEVENT\r\n";
  out += contentLine(`UID:${eventUid(flight.id)}`);
  // without a METHOD, DTSTAMP is when the event last changed in the store (RFC 5545 3.8.7.2)
  out += `DTSTAMP:${modified}\r\n`;
  out += `LAST-MODIFIED:${modified}\r\n`;
  out += `SEQUENCE:${eventSequence(flight)}\r\n`;
  if (timing.kind === "instants") {
    out += `DTSTART:${utcDateTime(timing.start)}\r\n`;
    if (timing.end) out += `DTEND:${utcDateTime(timing.end)}\r\n`;
  } else {
    out += `DTSTART;VALUE=DATE:${dateValue(timing.start)}\r\n`;
    out += `DTEND;VALUE=DATE:${dateValue(timing.end)}\r\n`;
  }
  out += textProperty("SUMMARY", eventSummary(flight));
  out += textProperty("LOCATION", flight.from.name);
  out += textProperty("DESCRIPTION", eventDescription(flight, options));
  // a flight is time spent away: busy, whatever the app
  out += "TRANSP:OPAQUE\r\n";
  out += "END:VEVENT\r\n";
  return out;
}

/** The calendar's opening lines, up to the first event. */
export function calendarHead(name: string): string {
  return (
    "BEGIN:VCALENDAR\r\n" +
    "VERSION:2.0\r\n" +
    "PRODID:-//Contrail//Flight log calendar feed//EN\r\n" +
    "CALSCALE:GREGORIAN\r\n" +
    textProperty("X-WR-CALNAME", name) +
    // how often a calendar should poll (Apple and Outlook read these; Google polls on its own schedule)
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n" +
    "X-PUBLISHED-TTL:PT1H\r\n"
  );
}

export const CALENDAR_TAIL = "END:VCALENDAR\r\n";
