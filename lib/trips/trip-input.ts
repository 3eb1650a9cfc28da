import { z } from "zod";
import { fieldInputError } from "@/lib/errors";
import { storableText } from "@/lib/storable-text";

/** Trips one user may have (docs/security.md, limits). */
export const MAX_TRIPS_PER_USER = 1000;
/** Flights in one trip. */
export const MAX_TRIP_FLIGHTS = 500;
export const MAX_TRIP_NAME = 100;
export const MAX_TRIP_NOTES = 10_000;

const flightId = z.coerce.number({ message: "must be a flight id" }).int("must be a flight id").positive("must be a flight id");

export const tripNameSchema = storableText().trim().min(1, "must not be empty").max(MAX_TRIP_NAME, `must be at most ${MAX_TRIP_NAME} characters`);
export const tripNotesSchema = storableText().max(MAX_TRIP_NOTES, `must be at most ${MAX_TRIP_NOTES} characters`);
export const tripFlightIdsSchema = z.array(flightId).max(MAX_TRIP_FLIGHTS, `at most ${MAX_TRIP_FLIGHTS} flights in a trip`);

export const newTripSchema = z.object({ name: tripNameSchema, notes: tripNotesSchema.default(""), flightIds: tripFlightIdsSchema.default([]) });
export type NewTrip = z.infer<typeof newTripSchema>;

export const tripDetailsSchema = z.object({ name: tripNameSchema, notes: tripNotesSchema });
export type TripDetails = z.infer<typeof tripDetailsSchema>;

/** Parses with a schema; the first problem becomes an InputError naming its field ("name: must not be empty"). */
export function parseTripInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw fieldInputError(issue.path, issue.message);
}
