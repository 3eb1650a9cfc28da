import { z } from "zod";
import { InputError } from "@/lib/errors";
import { toFlightBody, type FlightSource } from "@/lib/flights/flight-body";
import { DATE_PRECISIONS } from "@/lib/flights/enums";
import { inputErrorOfZod, parseFlightInput, type FlightInput } from "@/lib/flights/flight-input";
import { storableText } from "@/lib/storable-text";
import { changeFeedFields } from "@/lib/api/schemas/answers";

/**
 * The AirTrail-compatible API (/airtrail/api/...) differs from /api only in its bodies, all of them here: AirTrail 3.x
 * answers airline and aircraft as objects, `note` instead of `notes`, `passengers` beside `seats`, and every error
 * with the boolean `success: false`; its save body carries a date-only `departure` with `departureTime` and
 * `arrivalTime`. The routes run /api's wrapper, authentication, visibility rule and lib functions; the schemas below
 * describe what they answer and accept.
 * Export answers AirTrail's backup file as AirTrail's own does (lib/export/airtrail-json.ts), with these differences
 * kept: JSON only (`format=yaml` is 400 Invalid format); no tracks, custom fields, scheduled, take-off or landing
 * times, terminals or gates (Contrail keeps none); values longer than AirTrail's importer takes are cut to its limits.
 */

/**
 * Where /airtrail/api answers otherwise than AirTrail 3.x, on purpose (its OpenAPI document states them; the routes'
 * tests check them).
 */
export const KEPT_DIFFERENCES = [
  "A flight the key's owner may not read (another user's) is 404 `Flight not found`, as a missing one, for get, save and delete: never AirTrail's 403, which tells that the id exists (nor the 400 AirTrail's delete answers for a missing flight).",
  "Invalid input is 400 with a `message` naming the field, never AirTrail's `errors` array.",
  "Save answers 200 `{success: true, id}` whether it created or updated the flight.",
  "`/flight/export` answers AirTrail's backup file in JSON only: `format=yaml` is 400 Invalid format.",
  "`departureScheduled` and `arrivalScheduled` repeat `departure` and `arrival`: Contrail keeps one time per end.",
  "Each passenger's `flightReason` is the flight's: Contrail keeps one reason per flight.",
  "An aircraft's `iata` is always null: Contrail's aircraft types have no IATA code.",
  "Contrail's own limits apply: 413 for a body over its size limit, 429 with `Retry-After` past a rate limit.",
] as const;

const code = z.string().nullable();

export const airtrailAirportSchema = z.object({
  id: z.number().int(),
  icao: code,
  iata: code,
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  type: z.string(),
  continent: z.string(),
  country: z.string(),
  tz: z.string(),
});

export const airtrailAirlineSchema = z.object({ id: z.number().int(), name: z.string(), icao: code, iata: code });
/** AirTrail's aircraft object; Contrail's aircraft types have no IATA code, so `iata` is always null. */
export const airtrailAircraftSchema = z.object({ id: z.number().int(), name: z.string(), icao: code, iata: z.null() });

export const airtrailSeatSchema = z.object({
  userId: code,
  guestName: code,
  seat: code,
  seatNumber: code,
  seatClass: code,
});
/** A seat as AirTrail 3.12 names it, with the flight's reason (Contrail keeps one reason per flight). */
export const airtrailPassengerSchema = airtrailSeatSchema.extend({ flightReason: code });

export const airtrailFlightSchema = z.object({
  id: z.number().int(),
  from: airtrailAirportSchema,
  to: airtrailAirportSchema,
  /** ISO 8601 with milliseconds and the airport's offset at that instant; null when unknown */
  departure: code,
  arrival: code,
  /** Contrail keeps one time per end: the scheduled fields repeat it */
  departureScheduled: code,
  arrivalScheduled: code,
  date: z.string(),
  datePrecision: z.enum(DATE_PRECISIONS),
  airline: airtrailAirlineSchema.nullable(),
  flightNumber: code,
  aircraft: airtrailAircraftSchema.nullable(),
  aircraftReg: code,
  flightReason: code,
  note: code,
  seats: z.array(airtrailSeatSchema),
  passengers: z.array(airtrailPassengerSchema),
});
export type AirtrailFlight = z.infer<typeof airtrailFlightSchema>;

export const airtrailFlightAnswerSchema = z.object({ success: z.literal(true), flight: airtrailFlightSchema });
export const airtrailFlightListAnswerSchema = z.object({ success: z.literal(true), flights: z.array(airtrailFlightSchema) });
export const airtrailFlightChangesAnswerSchema = z.object({ success: z.literal(true), ...changeFeedFields, flights: z.array(airtrailFlightSchema) });
export const airtrailSaveAnswerSchema = z.object({ success: z.literal(true), id: z.number().int() });
export const airtrailDeleteAnswerSchema = z.object({ success: z.literal(true) });
/** Every failure, whatever its status: AirTrail's `apiError` body. */
export const airtrailErrorSchema = z
  .object({ success: z.literal(false), message: z.string() })
  .meta({ description: "Every failure, whatever its status: success is the boolean false" });

/** lib/api's ErrorBodyOf for the AirTrail-compatible routes: the same status and message, `success` the boolean false. */
export function airtrailErrorBody(_status: number, message: string): z.infer<typeof airtrailErrorSchema> {
  return { success: false, message };
}

/** A flight in AirTrail's shape, from the same row /api serializes. */
export function toAirtrailFlight(row: FlightSource): AirtrailFlight {
  const { notes, airline: _airline, aircraft: _aircraft, ...body } = toFlightBody(row);
  return {
    ...body,
    datePrecision: body.datePrecision as AirtrailFlight["datePrecision"],
    departureScheduled: body.departure,
    arrivalScheduled: body.arrival,
    airline: row.airline ? { id: row.airline.id, name: row.airline.name, icao: row.airline.icao, iata: row.airline.iata } : null,
    aircraft: row.aircraft ? { id: row.aircraft.id, name: row.aircraft.name, icao: row.aircraft.icao, iata: null } : null,
    note: notes === "" ? null : notes,
    passengers: body.seats.map((seat) => ({ ...seat, flightReason: body.flightReason })),
  };
}

/** A code, or one of the objects list and get answer (clients send back what they read). */
const codeOrObject = z.union([storableText(), z.object({ icao: storableText().nullish(), iata: storableText().nullish() })]).nullish();
const text = storableText().nullish();

const airtrailSeatInputSchema = z.object({
  userId: text,
  guestName: text,
  seat: text,
  seatNumber: text,
  seatClass: text,
  flightReason: text,
});

/**
 * POST /airtrail/api/flight/save as AirTrail's clients send it. Unknown keys are ignored, as AirTrail does (clients
 * send back a whole flight they read, with fields Contrail does not keep).
 */
export const airtrailSaveBodySchema = z.object({
  id: z.number().int().nullish(),
  from: codeOrObject,
  to: codeOrObject,
  /** YYYY-MM-DD (the first day of the period for month and year precision), or an ISO 8601 date-time */
  departure: text,
  /** local time at the origin: HH:mm[:ss], or 12-hour h:mm AM/PM */
  departureTime: text,
  arrival: text,
  arrivalTime: text,
  departureScheduledTime: text,
  arrivalScheduled: text,
  arrivalScheduledTime: text,
  /** read when departure is null: a date-only flight sent back as get answered it */
  date: text,
  datePrecision: z.enum(DATE_PRECISIONS).nullish(),
  airline: codeOrObject,
  flightNumber: text,
  aircraft: codeOrObject,
  aircraftReg: text,
  flightReason: text,
  note: text,
  notes: text,
  /** AirTrail 3.12 reads `passengers` first, then `seats` */
  passengers: z.array(airtrailSeatInputSchema).nullish(),
  seats: z.array(airtrailSeatInputSchema).nullish(),
});
export type AirtrailSaveBody = z.infer<typeof airtrailSaveBodySchema>;

/** Validates an AirTrail save body and turns it into /api's save input, validated by /api's own parser. */
export function parseAirtrailSave(body: unknown, callerId: string): FlightInput {
  const parsed = airtrailSaveBodySchema.safeParse(body);
  if (!parsed.success) throw inputErrorOfZod(parsed.error);
  return parseFlightInput(toFlightInput(parsed.data, callerId));
}

/** AirTrail's stand-in for the key owner's user id in a seat. */
export const CALLER_PLACEHOLDER = "<USER_ID>";

/**
 * An AirTrail save body → the body /api/flight/save takes (validated by its parser next). As in AirTrail, a save
 * replaces the flight: a field left out is cleared, except seats (left out: /api's rule, the caller's seat or the
 * seats as they are).
 */
export function toFlightInput(body: AirtrailSaveBody, callerId: string): Record<string, unknown> {
  const { date, departure } = departureOf(body);
  const seats = body.passengers ?? body.seats;
  const update = body.id !== null && body.id !== undefined;
  const codes = {
    from: requiredCode(body.from, "from", update),
    to: requiredCode(body.to, "to", update),
    airline: codeOf(body.airline, update),
    aircraft: codeOf(body.aircraft, update),
  };
  return {
    ...(update ? { id: body.id } : {}),
    // a field an update leaves out keeps its stored value (/api's rule): an object without a code is sent back that way
    ...Object.fromEntries(Object.entries(codes).filter(([, value]) => value !== undefined)),
    ...(date !== undefined ? { date } : {}),
    ...(body.datePrecision ? { datePrecision: body.datePrecision } : {}),
    departure,
    arrival: arrivalOf(body, date ?? departure?.slice(0, 10) ?? null),
    flightNumber: orNull(body.flightNumber),
    aircraftReg: orNull(body.aircraftReg),
    flightReason: orNull(body.flightReason) ?? seats?.map((seat) => orNull(seat.flightReason)).find((reason) => reason !== null) ?? null,
    notes: body.note ?? body.notes ?? null,
    ...(seats ? { seats: seats.map((seat) => toSeatInput(seat, callerId)) } : {}),
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function departureOf(body: AirtrailSaveBody): { date?: string; departure: string | null } {
  const departure = orNull(body.departure);
  const time = orNull(body.departureTime) ?? orNull(body.departureScheduledTime);
  if (departure === null) {
    const date = orNull(body.date);
    if (date === null) throw new InputError("departure: required", "departure");
    return { date, departure: time === null ? null : `${date}T${localTime(time, "departureTime")}` };
  }
  if (DATE_ONLY.test(departure)) return { date: departure, departure: time === null ? null : `${departure}T${localTime(time, "departureTime")}` };
  // a date-time with a separate time: AirTrail keeps the date and takes the time
  if (time !== null) return { date: dayOf(departure, "departure"), departure: `${dayOf(departure, "departure")}T${localTime(time, "departureTime")}` };
  return { departure };
}

function arrivalOf(body: AirtrailSaveBody, departureDay: string | null): string | null {
  const time = orNull(body.arrivalTime) ?? orNull(body.arrivalScheduledTime);
  const arrival = orNull(body.arrival) ?? (time !== null && orNull(body.arrivalTime) === null ? orNull(body.arrivalScheduled) : null);
  if (arrival === null) {
    if (time === null) return null;
    // AirTrail: an arrival time alone lands on the departure's date
    if (departureDay === null) throw new InputError("arrivalTime: needs a departure date", "arrivalTime");
    return `${departureDay}T${localTime(time, "arrivalTime")}`;
  }
  if (time !== null) return `${dayOf(arrival, "arrival")}T${localTime(time, "arrivalTime")}`;
  if (DATE_ONLY.test(arrival)) throw new InputError("arrival: Cannot have arrival date without time", "arrival");
  return arrival;
}

function dayOf(value: string, field: string): string {
  const day = value.slice(0, 10);
  if (!DATE_ONLY.test(day)) throw new InputError(`${field}: must be YYYY-MM-DD or an ISO 8601 date-time`, field);
  return day;
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i;

/** "9:05", "09:05:30", "9:05 PM" → "HH:mm:ss"; InputError naming the field otherwise. */
export function localTime(value: string, field: string): string {
  const m = TIME.exec(value.trim());
  const invalid = () => new InputError(`${field}: Invalid time format`, field);
  if (!m) throw invalid();
  let hour = Number(m[1]);
  const [minute, second] = [Number(m[2]), Number(m[3] ?? 0)];
  if (m[4]) {
    if (hour < 1 || hour > 12) throw invalid();
    hour = (hour % 12) + (m[4].toLowerCase() === "pm" ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) throw invalid();
  return [hour, minute, second].map((n) => String(n).padStart(2, "0")).join(":");
}

/**
 * The code a save sends for an airport, airline or aircraft. An object with neither code (read from a flight whose
 * airport or airline has none) is undefined on an update, so the flight keeps what it has, and null on a new flight.
 */
function codeOf(value: AirtrailSaveBody["airline"], update: boolean): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return orNull(value);
  return orNull(value.icao) ?? orNull(value.iata) ?? (update ? undefined : null);
}

function requiredCode(value: AirtrailSaveBody["from"], field: string, update: boolean): string | undefined {
  const found = codeOf(value, update);
  if (found === null) throw new InputError(`${field}: required`, field);
  return found;
}

function toSeatInput(seat: z.infer<typeof airtrailSeatInputSchema>, callerId: string): Record<string, string | null> {
  const userId = orNull(seat.userId);
  return {
    userId: userId === CALLER_PLACEHOLDER ? callerId : userId,
    guestName: orNull(seat.guestName),
    seat: orNull(seat.seat),
    seatNumber: orNull(seat.seatNumber),
    seatClass: orNull(seat.seatClass),
  };
}

/** AirTrail's clients send "" and null alike for "none". */
function orNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === "" ? null : value;
}
