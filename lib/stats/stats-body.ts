import { z } from "zod";

/**
 * The contract's Stats (docs/contract/interface.md; semantics in docs/contract/decisions.md "Statistics semantics"),
 * as schemas: getStats answers these types and the API description is generated from them.
 */

const count = z.int();

export const airportRefSchema = z.object({ id: z.int(), name: z.string(), icao: z.string().nullable(), iata: z.string().nullable() });

export const topAirlineSchema = z.object({ id: z.int(), name: z.string(), iata: z.string().nullable(), icao: z.string().nullable(), count });

export const topAirportSchema = z.object({
  id: z.int(),
  name: z.string(),
  icao: z.string().nullable(),
  iata: z.string().nullable(),
  count: count.meta({ description: "departures plus arrivals" }),
});

export const topAircraftSchema = z.object({ id: z.int(), name: z.string(), icao: z.string(), count });

export const topRouteSchema = z
  .object({ from: airportRefSchema, to: airportRefSchema, count })
  .meta({ description: "Directional: A→B and B→A are different routes." });

export const statsSchema = z
  .object({
    flights: count.meta({ description: "completed flights counted (a shared flight counts once)" }),
    distanceKm: count.meta({ description: "haversine distance (R = 6371.0088 km), summed, rounded once" }),
    durationSeconds: count.meta({ description: "sum of arrival − departure over flights with both times" }),
    airports: count.meta({ description: "distinct origin and destination airports" }),
    topAirline: topAirlineSchema.nullable(),
    topAirport: topAirportSchema.nullable(),
    topAircraft: topAircraftSchema.nullable(),
    topRoute: topRouteSchema.nullable(),
  })
  .meta({ description: "Only completed flights count; with none, the counts are 0 and every top* is null. Ties go to the smallest id." });

export type AirportRef = z.output<typeof airportRefSchema>;
export type TopAirline = z.output<typeof topAirlineSchema>;
export type TopAirport = z.output<typeof topAirportSchema>;
export type TopAircraft = z.output<typeof topAircraftSchema>;
export type TopRoute = z.output<typeof topRouteSchema>;
export type Stats = z.output<typeof statsSchema>;
