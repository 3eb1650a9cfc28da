import { z } from "zod";
import { HAULS } from "@/lib/co2/factors";
import { airportRefSchema, statsSchema } from "@/lib/stats/stats-body";

/**
 * The statistics breakdown (GET /api/stats/breakdown and the dashboard, both from getStatsBreakdown) as schemas: the
 * function answers these types and the API description is generated from them. Completed flights only.
 */
const count = z.int().min(0);

const topEntrySchema = z.object({
  id: z.int(),
  label: z.string().meta({ description: "a code when there is one, else the name" }),
  name: z.string(),
  count,
});
const topRouteEntrySchema = z
  .object({ fromId: z.int(), toId: z.int(), label: z.string(), name: z.string(), count })
  .meta({ description: "Directional: A→B and B→A are different routes." });
const breakdownEntrySchema = z.object({ key: z.string().meta({ description: 'the stored value, or "unknown"' }), count });

export const recordFlightSchema = z.object({
  id: z.int(),
  date: z.string().meta({ description: "local date at the origin, YYYY-MM-DD" }),
  from: airportRefSchema,
  to: airportRefSchema,
  distanceKm: count.meta({ description: "rounded to whole kilometres" }),
  durationSeconds: z.int().nullable(),
});

export const furthestFromHomeSchema = z.object({
  home: airportRefSchema,
  airport: airportRefSchema,
  distanceKm: count.meta({ description: "great-circle distance from home, rounded to whole kilometres" }),
});

export const statsBreakdownSchema = z
  .object({
    perYear: z
      .array(z.object({ year: z.string(), flights: count, distanceKm: count }))
      .meta({ description: "per calendar year of the local date at the origin, oldest first, gaps filled with zeros" }),
    perMonth: z
      .array(z.object({ month: z.int().min(1).max(12), flights: count }))
      .meta({ description: "per month of the year, all years together (flights known only to the year left out)" }),
    cumulativeDistance: z
      .array(z.object({ year: z.string(), distanceKm: count }))
      .meta({ description: "distance of each year and every year before it, in whole kilometres" }),
    perWeekday: z
      .array(z.object({ key: z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "unknown"]), count }))
      .meta({ description: 'per day of the week of the local date at the origin, Monday first, zeros kept; "unknown" (dates known only to the month or year) last when there are any' }),
    perHour: z
      .array(z.object({ hour: z.int().min(0).max(23), count }))
      .meta({ description: "per hour of departure on the origin's clock, 0 to 23, zeros kept; flights without a departure time left out" }),
    topAirframes: z
      .array(z.object({ key: z.string().meta({ description: "the registration in capitals without spaces or hyphens" }), count }))
      .meta({ description: "the most flown airframes, most first, ties by registration; flights without a registration left out" }),
    topAirlines: z.array(topEntrySchema),
    topAirports: z.array(topEntrySchema).meta({ description: "a flight counts at its origin and at its destination" }),
    topAircraft: z.array(topEntrySchema),
    topRoutes: z.array(topRouteEntrySchema),
    seatClasses: z.array(breakdownEntrySchema).meta({ description: "per seat: the user's own for one user, every seat (guests too) for all" }),
    seatPositions: z.array(breakdownEntrySchema).meta({ description: "per seat, like seatClasses" }),
    flightReasons: z.array(breakdownEntrySchema).meta({ description: "per flight" }),
    countries: z.array(z.object({ country: z.string().meta({ description: "ISO 3166-1 alpha-2" }), visits: count })),
    continents: z.array(z.object({ continent: z.string(), countries: count, airports: count, visits: count })),
    co2: z
      .object({
        kg: z.number().meta({ description: "kg CO₂e of the scope's seats on completed flights, to 0.1 kg" }),
        seats: count,
        byClass: z.array(z.object({ seatClass: z.string().meta({ description: 'a seat class, or "unknown"' }), seats: count, kg: z.number() })),
        byHaul: z.array(z.object({ haul: z.enum(HAULS), seats: count, distanceKm: count, kg: z.number() })),
      })
      .meta({
        description:
          "Per seat (the user's own for one user, every seat, guests too, for all): distance × the DESNZ 2024 business-travel air factor (with radiative forcing) of its distance band and class; the method is at /docs/co2.",
      }),
    records: z.object({
      longestByDistance: recordFlightSchema.nullable(),
      shortestByDistance: recordFlightSchema.nullable(),
      longestByTime: recordFlightSchema.nullable().meta({ description: "among flights with both times" }),
      shortestByTime: recordFlightSchema.nullable().meta({ description: "among flights with both times" }),
      firstFlight: recordFlightSchema.nullable().meta({ description: "the completed flight that ended first" }),
      latestFlight: recordFlightSchema.nullable().meta({ description: "the completed flight that ended last" }),
      mostFlownRoute: topRouteEntrySchema.nullable(),
      mostVisitedAirport: topEntrySchema.nullable(),
      furthestFromHome: furthestFromHomeSchema
        .nullable()
        .meta({ description: "the visited airport furthest from the user's home airport (Settings); null for scope all or without one" }),
    }),
  })
  .meta({ description: "Completed flights only. Ties in top lists go to the smallest id; records tie to the smaller id for shortest and first, the larger for longest and latest." });

/**
 * A period's breakdown (a year, the last 12 months, a custom range): what the dashboard shows for it, the all-time
 * breakdown's fields that its per-month rollups answer. Records, weekdays, hours, airframes and cumulative distance
 * cover all time only.
 */
export const rangedBreakdownSchema = statsBreakdownSchema
  .pick({
    perYear: true,
    perMonth: true,
    topAirlines: true,
    topAirports: true,
    topAircraft: true,
    topRoutes: true,
    seatClasses: true,
    seatPositions: true,
    flightReasons: true,
    countries: true,
    continents: true,
    co2: true,
  })
  .meta({ description: "Completed flights of the period only, counted as the all-time breakdown counts them." });

/** The dashboard's cards over a period: /api/stats' counts, without its top entries (the lists hold them). */
export const rangedTotalsSchema = statsSchema.pick({ flights: true, distanceKm: true, durationSeconds: true, airports: true });

export const periodSchema = z
  .object({ since: z.iso.date(), until: z.iso.date() })
  .meta({ description: "the period's first and last local date at the origin, both included (0001-01-01 and 9999-12-31 for open ends)" });

export type RangedBreakdown = z.output<typeof rangedBreakdownSchema>;
export type FurthestFromHome = z.output<typeof furthestFromHomeSchema>;
export type RecordFlight = z.output<typeof recordFlightSchema>;
export type StatsBreakdown = z.output<typeof statsBreakdownSchema>;
