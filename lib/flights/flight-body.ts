import type { Airport, Airline, Aircraft, Flight, Seat } from "@/lib/db/generated/sqlite/client";
import { formatInstant } from "@/lib/time/zoned";

/** The contract's Airport. Missing codes are null. */
export interface AirportBody {
  id: number;
  icao: string | null;
  iata: string | null;
  name: string;
  lat: number;
  lon: number;
  type: string;
  continent: string;
  country: string;
  tz: string;
}

/** The contract's Seat: userId null for a guest, guestName null for a user's seat. */
export interface SeatBody {
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}

/** The contract's Flight (docs/contract/interface.md, docs/contract/decisions.md "Flight body"). */
export interface FlightBody {
  id: number;
  from: AirportBody;
  to: AirportBody;
  /** ISO 8601 with milliseconds and the origin's offset; null when unknown */
  departure: string | null;
  /** ISO 8601 with milliseconds and the destination's offset; null when unknown */
  arrival: string | null;
  /** YYYY-MM-DD, local date at the origin (first day of the period) */
  date: string;
  datePrecision: string;
  seats: SeatBody[];
  /** airline ICAO code (its IATA code when it has none); null when unknown */
  airline: string | null;
  flightNumber: string | null;
  /** aircraft ICAO type designator; null when unknown */
  aircraft: string | null;
  aircraftReg: string | null;
  flightReason: string | null;
  notes: string;
}

/** The relations a FlightBody needs; pass to `include` so every reader loads the same shape. */
export const flightBodyInclude = {
  from: true,
  to: true,
  airline: true,
  aircraft: true,
  seats: { orderBy: { id: "asc" } },
} as const;

export type FlightRow = Flight & {
  from: Airport;
  to: Airport;
  airline: Airline | null;
  aircraft: Aircraft | null;
  seats: Seat[];
};

/** What a Flight body is made from: a FlightRow, or the columns read-flight.ts selects. */
export type AirportSource = Pick<Airport, "id" | "icao" | "iata" | "name" | "lat" | "lon" | "type" | "continent" | "country" | "tz">;
export type AirlineSource = Pick<Airline, "id" | "name" | "icao" | "iata">;
export type AircraftSource = Pick<Aircraft, "id" | "name" | "icao">;
export type SeatSource = Pick<Seat, "userId" | "guestName" | "seat" | "seatNumber" | "seatClass">;
export type FlightSource = Pick<
  Flight,
  "id" | "date" | "datePrecision" | "departure" | "arrival" | "flightNumber" | "aircraftReg" | "flightReason" | "notes"
> & {
  from: AirportSource;
  to: AirportSource;
  airline: AirlineSource | null;
  aircraft: AircraftSource | null;
  seats: SeatSource[];
};

export function toAirportBody(airport: AirportSource): AirportBody {
  return {
    id: airport.id,
    icao: airport.icao ?? null,
    iata: airport.iata ?? null,
    name: airport.name,
    lat: airport.lat,
    lon: airport.lon,
    type: airport.type,
    continent: airport.continent,
    country: airport.country,
    tz: airport.tz,
  };
}

export function toSeatBody(seat: SeatSource): SeatBody {
  return {
    userId: seat.userId ?? null,
    guestName: seat.userId ? null : (seat.guestName ?? null),
    seat: seat.seat ?? null,
    seatNumber: seat.seatNumber ?? null,
    seatClass: seat.seatClass ?? null,
  };
}

/**
 * The contract's airline code: the ICAO designator, or the IATA one for an airline that has no ICAO designator (a
 * known airline is not null, which means unknown; the code is one /api/flight/save accepts back).
 */
export function airlineCode(airline: Pick<Airline, "icao" | "iata"> | null): string | null {
  return airline?.icao ?? airline?.iata ?? null;
}

/** Serializes a flight (loaded with `flightBodyInclude`, or by read-flight.ts) into the contract's Flight. */
export function toFlightBody(row: FlightSource): FlightBody {
  return {
    id: row.id,
    from: toAirportBody(row.from),
    to: toAirportBody(row.to),
    departure: row.departure ? formatInstant(row.departure, row.from.tz) : null,
    arrival: row.arrival ? formatInstant(row.arrival, row.to.tz) : null,
    date: row.date,
    datePrecision: row.datePrecision,
    seats: row.seats.map(toSeatBody),
    airline: airlineCode(row.airline),
    flightNumber: row.flightNumber ?? null,
    aircraft: row.aircraft?.icao ?? null,
    aircraftReg: row.aircraftReg ?? null,
    flightReason: row.flightReason ?? null,
    notes: row.notes ?? "",
  };
}
