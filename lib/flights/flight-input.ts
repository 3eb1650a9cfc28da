import { z } from "zod";
import { fieldInputError, InputError } from "@/lib/errors";
import { storableText } from "@/lib/storable-text";
import { isSupportedYear, SUPPORTED_YEARS_MESSAGE } from "@/lib/time/supported-years";
import { DATE_PRECISIONS, isValidCalendarDate, parseLocalDateTime, type DatePrecision } from "@/lib/time/zoned";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "./enums";

/**
 * The body of POST /api/flight/save (docs/contract/decisions.md "Further operations"). The schema checks shapes only;
 * codes are resolved and times interpreted in the airports' zones by resolveFlightInput.
 * With `id` (an update) every field is optional: the fields sent replace the stored ones.
 */

const DATE_INPUT_RE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/;

export interface ParsedDateInput {
  /** the first day of the period, YYYY-MM-DD */
  firstDay: string;
  /** the precision the form spells: YYYY-MM-DD day, YYYY-MM month, YYYY year */
  precision: DatePrecision;
}

/** "2024-03-15" | "2024-03" | "2024" → first day of the period and the form's precision; null when malformed. */
export function parseDateInput(value: string): ParsedDateInput | null {
  const m = DATE_INPUT_RE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (year < 1 || !isValidCalendarDate(year, month, day)) return null;
  const precision: DatePrecision = m[3] !== undefined ? "day" : m[2] !== undefined ? "month" : "year";
  return { firstDay: `${m[1]}-${m[2] ?? "01"}-${m[3] ?? "01"}`, precision };
}

export type TimeInput = { kind: "instant"; instant: Date } | { kind: "local"; local: string };

/**
 * An ISO 8601 date-time with offset (numeric or Z) → the instant; a local "YYYY-MM-DDTHH:mm[:ss]" → kept
 * for reading in the airport's zone. Null when malformed or out of range.
 */
export function parseTimeInput(value: string): TimeInput | null {
  if (parseLocalDateTime(value)) return { kind: "local", local: value };
  const m = INSTANT_RE.exec(value);
  if (!m) return null;
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}.${(m[7] ?? "").padEnd(3, "0").slice(0, 3)}`;
  const wall = parseLocalDateTime(local);
  if (!wall) return null;
  const zone = m[8]!;
  let offsetMinutes = 0;
  if (zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    const hours = Number(digits.slice(0, 2));
    const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (hours > 23 || minutes > 59) return null;
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
  }
  const date = new Date(Date.UTC(2000, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond));
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return { kind: "instant", instant: new Date(date.getTime() - offsetMinutes * 60_000) };
}

/** A trimmed optional text field: "" and null both mean "none" (made null when resolved). */
function optionalText(max: number) {
  return storableText().trim().max(max, `must be at most ${max} characters`).nullable().optional();
}

/** An airport, airline or aircraft code; any letter case, resolved by lib/reference. */
const code = storableText().trim().min(1, "must not be empty").max(32, "must be a code");
const airportCode = code.meta({ description: "airport ICAO or IATA code" });

const timeField = storableText()
  .trim()
  .refine((v) => parseTimeInput(v) !== null, "must be ISO 8601 with an offset (2024-03-31T08:05:00+02:00) or local YYYY-MM-DDTHH:mm[:ss]")
  .nullable()
  .optional()
  .meta({ description: "ISO 8601 with an offset (numeric or Z), or local YYYY-MM-DDTHH:mm[:ss] read in the airport's zone" });

/**
 * The JSON Schema form of the rules the superRefine calls below check (zod cannot derive it from a refinement);
 * lib/api/openapi/request-schemas.test.ts checks that both accept and refuse the same bodies.
 */
const SEAT_HOLDER_RULE = {
  anyOf: [
    { type: "object", required: ["userId"], properties: { userId: { type: "string", pattern: "\\S" }, guestName: { type: ["string", "null"], pattern: "^\\s*$" } } },
    { type: "object", required: ["guestName"], properties: { guestName: { type: "string", pattern: "\\S" }, userId: { type: "null" } } },
  ],
};
const REQUIRED_ON_CREATE_RULE = {
  anyOf: [
    { type: "object", required: ["id"] },
    { type: "object", required: ["from", "to", "date"] },
    { type: "object", required: ["from", "to", "departure"], properties: { departure: { type: "string" } } },
  ],
};

export const seatInputSchema = z
  .strictObject({
    userId: storableText().trim().min(1, "must not be empty").max(64, "unknown user").nullable().optional(),
    guestName: optionalText(100),
    seat: z.enum(SEAT_POSITIONS).nullable().optional(),
    seatNumber: optionalText(10),
    seatClass: z.enum(SEAT_CLASSES).nullable().optional(),
  })
  .superRefine((seat, ctx) => {
    if (seat.userId && seat.guestName) ctx.addIssue({ code: "custom", path: ["guestName"], message: "must be null on a user's seat" });
    if (!seat.userId && !seat.guestName) ctx.addIssue({ code: "custom", path: ["userId"], message: "userId or guestName is required" });
  })
  .meta({ description: "A user's seat (userId) or a guest's (guestName), never both.", ...SEAT_HOLDER_RULE });

export const flightInputSchema = z
  .strictObject({
    id: z.number().int("must be an integer").positive("must be a positive integer").optional(),
    from: airportCode.optional(),
    to: airportCode.optional(),
    date: storableText()
      .trim()
      .regex(DATE_INPUT_RE, "must be YYYY-MM-DD, YYYY-MM or YYYY")
      .refine((v) => parseDateInput(v) !== null, "must be YYYY-MM-DD, YYYY-MM or YYYY")
      .refine((v) => !parseDateInput(v) || isSupportedYear(Number(v.slice(0, 4))), SUPPORTED_YEARS_MESSAGE)
      .meta({ description: "YYYY-MM-DD, YYYY-MM or YYYY (the first day of the period is stored); may be omitted when departure is given" })
      .optional(),
    datePrecision: z.enum(DATE_PRECISIONS).optional(),
    departure: timeField,
    arrival: timeField,
    airline: code.nullable().optional().meta({ description: "ICAO or IATA airline code" }),
    flightNumber: optionalText(16),
    aircraft: code.nullable().optional().meta({ description: "ICAO aircraft type designator" }),
    aircraftReg: optionalText(16),
    flightReason: z.enum(FLIGHT_REASONS).nullable().optional(),
    notes: storableText().max(10_000, "must be at most 10000 characters").nullable().optional(),
    seats: z
      .array(seatInputSchema)
      .min(1, "a flight has at least one seat")
      .max(100, "at most 100 seats")
      .optional()
      .meta({ description: "omitted: one seat for the caller (on create) or the seats kept as they are (on update)" }),
  })
  .superRefine((input, ctx) => {
    if (input.id !== undefined) return;
    if (input.from === undefined) ctx.addIssue({ code: "custom", path: ["from"], message: "required" });
    if (input.to === undefined) ctx.addIssue({ code: "custom", path: ["to"], message: "required" });
    if (input.date === undefined && !input.departure) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "required unless departure is given" });
    }
  })
  .meta({
    description:
      "Without id: creates a flight (from, to and date or departure required). With id: updates it; the fields sent replace the stored ones.",
    ...REQUIRED_ON_CREATE_RULE,
  });

export type FlightInput = z.infer<typeof flightInputSchema>;
export type SeatInput = z.infer<typeof seatInputSchema>;

/** The first problem of a failed parse as an InputError naming the field, e.g. "arrival: must be ISO 8601 …" (field "arrival"). */
export function inputErrorOfZod(error: z.ZodError): InputError {
  const issue = error.issues[0];
  return issue ? fieldInputError(issue.path, issue.message) : new InputError("Invalid input");
}

/** The same as one message, for messages that say more around it. */
export function describeZodError(error: z.ZodError): string {
  return inputErrorOfZod(error).message;
}

/** Validates a save body; InputError naming the field when it does not fit. */
export function parseFlightInput(body: unknown): FlightInput {
  const result = flightInputSchema.safeParse(body);
  if (!result.success) throw inputErrorOfZod(result.error);
  return result.data;
}
