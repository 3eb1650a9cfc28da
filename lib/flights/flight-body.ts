import type { Airport, Airline, Aircraft, Flight, Seat } from "@/lib/db/prisma";
import { z } from "zod";
import { AIRPORT_TYPES, CONTINENTS, type AirportType, type Continent } from "@/lib/reference/codes";
import { DATE_PRECISIONS, formatInstant, type DatePrecision } from "@/lib/time/zoned";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS, type FlightReason, type SeatClass, type SeatPosition } from "./enums";

const nullableString = (description?: string) => z.string().nullable().meta(description ? { description } : {});

/** The contract's Airport. Missing codes are null. */
export const airportBodySchema = z.object({
  id: z.int(),
  icao: z.string().nullable(),
  iata: z.string().nullable(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  type: z.enum(AIRPORT_TYPES),
  continent: z.enum(CONTINENTS),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
  tz: z.string().meta({ description: "IANA time-zone name" }),
});

/** The contract's Seat: userId null for a guest, guestName null for a user's seat. */
export const seatBodySchema = z.object({
  userId: nullableString("null for a guest seat"),
  guestName: nullableString("null for a user's seat"),
  seat: z.enum(SEAT_POSITIONS).nullable(),
  seatNumber: z.string().nullable(),
  seatClass: z.enum(SEAT_CLASSES).nullable(),
});

/** The contract's Flight (docs/contract/interface.md, docs/contract/decisions.md "Flight body"). */
export const flightBodySchema = z.object({
  id: z.int(),
  from: airportBodySchema,
  to: airportBodySchema,
  departure: z
    .string()
    .nullable()
    .meta({
      description: "ISO 8601 with milliseconds and the origin's offset; null when unknown",
      examples: ["2024-03-31T08:05:00.000+02:00"],
    }),
  arrival: nullableString("ISO 8601 with milliseconds and the destination's offset; null when unknown"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: "local date at the origin (the first day of the period)" }),
  datePrecision: z.enum(DATE_PRECISIONS),
  seats: z.array(seatBodySchema),
  airline: nullableString("ICAO airline code (its IATA code when it has none); null when unknown"),
  flightNumber: z.string().nullable(),
  aircraft: nullableString("ICAO aircraft type designator; null when unknown"),
  aircraftReg: z.string().nullable(),
  flightReason: z.enum(FLIGHT_REASONS).nullable(),
  notes: z.string().meta({ description: "empty when none" }),
});

export type AirportBody = z.output<typeof airportBodySchema>;
export type SeatBody = z.output<typeof seatBodySchema>;
export type FlightBody = z.output<typeof flightBodySchema>;

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
    // the database holds only values these sets allow: reference data is checked on load, custom entries when made
    type: airport.type as AirportType,
    continent: airport.continent as Continent,
    country: airport.country,
    tz: airport.tz,
  };
}

export function toSeatBody(seat: SeatSource): SeatBody {
  return {
    userId: seat.userId ?? null,
    guestName: seat.userId ? null : (seat.guestName ?? null),
    // saves and imports accept only the enumerations' values
    seat: (seat.seat as SeatPosition | null) ?? null,
    seatNumber: seat.seatNumber ?? null,
    seatClass: (seat.seatClass as SeatClass | null) ?? null,
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
    datePrecision: row.datePrecision as DatePrecision,
    seats: row.seats.map(toSeatBody),
    airline: airlineCode(row.airline),
    flightNumber: row.flightNumber ?? null,
    aircraft: row.aircraft?.icao ?? null,
    aircraftReg: row.aircraftReg ?? null,
    flightReason: (row.flightReason as FlightReason | null) ?? null,
    notes: row.notes ?? "",
  };
}
