import { endsAtOf } from "@/lib/flights/derived";
import { notesAreTravellersOwn } from "@/lib/flights/seat-policy";
import type { FlightSource } from "@/lib/flights/flight-body";
import { isCompleted } from "@/lib/flights/completed";
import type { DatePrecision } from "@/lib/time/zoned";
import type { ShareToggles } from "./share-link-input";
import { shortCode } from "@/lib/reference/short-code";

/** A flight as a share page shows it: the owner's own seat at most, and only what the link's toggles allow. */
export interface SharedFlight {
  from: SharedAirport;
  to: SharedAirport;
  /** the local date at the origin, or only its year ("2024-01-01", precision year) when exact dates are off */
  date: string;
  datePrecision: DatePrecision;
  airline: string | null;
  aircraft: string | null;
  /** null when unknown or hidden */
  flightNumber: string | null;
  /** the owner's own seat; null when they recorded none or seats are hidden */
  seat: { seat: string | null; seatNumber: string | null; seatClass: string | null } | null;
  /** "" when none or hidden */
  notes: string;
  upcoming: boolean;
}

export interface SharedAirport {
  code: string;
  name: string;
  country: string;
}

/**
 * The one projection from a flight of the owner's to what a share page shows. Another traveller is never named or
 * seated here: of the seats only the owner's own is read, guests' names never; notes only as notesAreTravellersOwn
 * allows.
 */
export function sharedFlightOf(flight: FlightSource, ownerId: string, toggles: ShareToggles, now: Date): SharedFlight {
  const own = flight.seats.find((seat) => seat.userId === ownerId) ?? null;
  const otherUserSeats = flight.seats.filter((seat) => seat.userId !== null && seat.userId !== ownerId).length;
  const precision = flight.datePrecision as DatePrecision;
  const endsAt = endsAtOf({ date: flight.date, datePrecision: precision, departure: flight.departure, arrival: flight.arrival, originTz: flight.from.tz });
  return {
    from: sharedAirportOf(flight.from),
    to: sharedAirportOf(flight.to),
    date: toggles.showExactDates ? flight.date : `${flight.date.slice(0, 4)}-01-01`,
    datePrecision: toggles.showExactDates ? precision : "year",
    airline: flight.airline?.name ?? null,
    aircraft: flight.aircraft?.name ?? null,
    flightNumber: toggles.showFlightNumbers ? (flight.flightNumber ?? null) : null,
    seat: toggles.showSeats && own ? { seat: own.seat, seatNumber: own.seatNumber, seatClass: own.seatClass } : null,
    notes: toggles.showNotes && notesAreTravellersOwn(otherUserSeats) ? flight.notes : "",
    upcoming: !isCompleted(endsAt, now),
  };
}

function sharedAirportOf(airport: FlightSource["from"]): SharedAirport {
  return { code: shortCode(airport), name: airport.name, country: airport.country };
}
