import { z } from "zod";
import { DATE_PRECISIONS } from "@/lib/time/zoned";

/**
 * AirTrail's JSON backup file, as Contrail's importer reads it (lib/import/parse/airtrail.ts) and its exporter writes it
 * (lib/export/airtrail-json.ts): one set of shapes, so the two cannot drift apart.
 */
const str = z.string().nullable().optional();
export const airportSchema = z.union([
  z.string(),
  z.object({ code: z.string() }),
  z.object({
    icao: str,
    iata: str,
    name: str,
    municipality: str,
    lat: z.number().nullable().optional(),
    lon: z.number().nullable().optional(),
    type: str,
    continent: str,
    country: str,
    tz: str,
    custom: z.boolean().nullable().optional(),
  }),
]);
export const airlineSchema = z.union([z.string(), z.object({ name: str, icao: str, iata: str })]).nullable().optional();
export const aircraftSchema = z.union([z.string(), z.object({ name: str, icao: str })]).nullable().optional();
export const seatSchema = z.object({ userId: str, guestName: str, seat: str, seatNumber: str, seatClass: str });
export const flightSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  datePrecision: z.enum(DATE_PRECISIONS).nullable().optional(),
  from: airportSchema,
  to: airportSchema,
  departure: str,
  arrival: str,
  duration: z.number().nullable().optional(),
  airline: airlineSchema,
  aircraft: aircraftSchema,
  flightNumber: str,
  aircraftReg: str,
  flightReason: str,
  note: str,
  seats: z.array(seatSchema).optional(),
  passengers: z.array(seatSchema).optional(),
});
export const userSchema = z.object({ id: z.string(), username: z.string(), displayName: z.string().nullable().optional() });

export type AirTrailAirport = z.infer<typeof airportSchema>;
export type AirTrailAirline = z.infer<typeof airlineSchema>;
export type AirTrailAircraft = z.infer<typeof aircraftSchema>;

/** The whole file, in the importer's terms (for the API document). */
export const airtrailFileSchema = z
  .object({
    users: z.array(userSchema),
    flights: z.array(flightSchema.extend({ passengers: z.array(seatSchema.extend({ flightReason: z.string().nullable() })).optional() })),
  })
  .meta({ description: "AirTrail's backup file (format=airtrail)" });
