import { z } from "zod";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { SCOPE_KINDS } from "@/lib/scope/authorized-scope";
import { DATE_PRECISIONS } from "@/lib/time/zoned";

/**
 * Contrail's own JSON export, version 1: everything needed to rebuild a log. Members, in the order written
 * (flights last, so a reader meets the lists it refers to first):
 * format, version, exportedAt, scope, subject (the username whose log this is; null for scope all), users,
 * airports / airlines / aircraft (the custom entries the flights use, each with a file-local key), flights.
 * Reference entries are named by their codes (airports also by their stable ident); custom ones by {"custom": key}.
 */

export const CONTRAIL_FORMAT = "contrail";
export const CONTRAIL_VERSION = 1;

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => text(max).nullable().optional().default(null);

export const contrailUserSchema = z.object({
  username: text(100),
  displayName: nullableText(200),
});

export const contrailAirportSchema = z.object({
  key: text(40),
  icao: nullableText(8),
  iata: nullableText(8),
  name: text(300),
  municipality: nullableText(300),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  type: text(40),
  continent: text(2),
  country: text(2),
  tz: text(64),
});

export const contrailAirlineSchema = z.object({
  key: text(40),
  icao: nullableText(8),
  iata: nullableText(8),
  name: text(300),
  callsign: nullableText(100),
  country: nullableText(2),
});

export const contrailAircraftSchema = z.object({
  key: text(40),
  icao: text(8),
  name: text(300),
  manufacturer: nullableText(200),
});

const customRef = z.object({ custom: text(40) });

export const contrailAirportRefSchema = z.union([
  customRef,
  z.object({ ident: nullableText(40), icao: nullableText(8), iata: nullableText(8) }),
]);
export const contrailAirlineRefSchema = z.union([
  customRef,
  z.object({ icao: nullableText(8), iata: nullableText(8), name: nullableText(300) }),
]);
export const contrailAircraftRefSchema = z.union([customRef, z.object({ icao: text(8) })]);

export const contrailSeatSchema = z.object({
  username: nullableText(100),
  guestName: nullableText(100),
  seat: z.enum(SEAT_POSITIONS).nullable().optional().default(null),
  seatNumber: nullableText(10),
  seatClass: z.enum(SEAT_CLASSES).nullable().optional().default(null),
});

export const contrailFlightSchema = z.object({
  from: contrailAirportRefSchema,
  to: contrailAirportRefSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  datePrecision: z.enum(DATE_PRECISIONS).optional().default("day"),
  departure: nullableText(40),
  arrival: nullableText(40),
  airline: contrailAirlineRefSchema.nullable().optional().default(null),
  flightNumber: nullableText(16),
  aircraft: contrailAircraftRefSchema.nullable().optional().default(null),
  aircraftReg: nullableText(16),
  flightReason: z.enum(FLIGHT_REASONS).nullable().optional().default(null),
  notes: z.string().max(10_000).nullable().optional().default(""),
  seats: z.array(contrailSeatSchema).min(1).max(100),
});

export type ContrailUser = z.infer<typeof contrailUserSchema>;
export type ContrailAirport = z.infer<typeof contrailAirportSchema>;
export type ContrailAirline = z.infer<typeof contrailAirlineSchema>;
export type ContrailAircraft = z.infer<typeof contrailAircraftSchema>;
export type ContrailFlight = z.infer<typeof contrailFlightSchema>;
export type ContrailSeat = z.infer<typeof contrailSeatSchema>;
export type ContrailAirportRef = z.infer<typeof contrailAirportRefSchema>;
export type ContrailAirlineRef = z.infer<typeof contrailAirlineRefSchema>;
export type ContrailAircraftRef = z.infer<typeof contrailAircraftRefSchema>;

/** A whole export file (GET /api/flight/export?format=json), as contrail-json.ts writes it. */
export const contrailExportSchema = z.object({
  format: z.literal(CONTRAIL_FORMAT),
  version: z.literal(CONTRAIL_VERSION),
  exportedAt: z.string().meta({ description: "ISO 8601 instant" }),
  scope: z.enum(SCOPE_KINDS),
  subject: z.string().nullable().meta({ description: "the username whose log this is; null for scope all" }),
  users: z.array(contrailUserSchema),
  airports: z.array(contrailAirportSchema).meta({ description: "the custom airports the flights use" }),
  airlines: z.array(contrailAirlineSchema).meta({ description: "the custom airlines the flights use" }),
  aircraft: z.array(contrailAircraftSchema).meta({ description: "the custom aircraft types the flights use" }),
  flights: z.array(contrailFlightSchema),
});

export type ContrailExport = z.output<typeof contrailExportSchema>;
