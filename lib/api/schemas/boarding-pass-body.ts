import { z } from "zod";
import { flightInputSchema, inputErrorOfZod } from "@/lib/flights/flight-input";
import { storableText } from "@/lib/storable-text";
import { isValidCalendarDate } from "@/lib/time/zoned";
import { successBodySchema } from "@/lib/api/transport/contract-body";

/** The body and answer of POST /api/flight/from-boarding-pass (docs/api.md "Logging a boarding pass from a script"). */

const calendarDate = storableText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
  .refine((value) => isValidCalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))), "must be YYYY-MM-DD");

export const boardingPassBodySchema = z.strictObject({
  barcode: storableText().min(1, "must not be empty").meta({ description: "the text of the pass's barcode (IATA BCBP), as a scanner reads it" }),
  save: z.boolean().default(false).meta({ description: "false: answer the flights it would save; true: save them (all legs in one transaction)" }),
  keepPersonal: z.boolean().default(false).meta({ description: "keep the passenger name and booking reference in the flight's notes" }),
  scanDate: calendarDate
    .optional()
    .meta({ description: "today on the caller's clock (YYYY-MM-DD): a pass gives the day of the year only, its year comes from this; default today in UTC" }),
});

export type BoardingPassBody = z.output<typeof boardingPassBodySchema>;

/** The body → its fields with their defaults; InputError naming the field when it does not fit. */
export function parseBoardingPassBody(body: unknown): BoardingPassBody {
  const parsed = boardingPassBodySchema.safeParse(body);
  if (!parsed.success) throw inputErrorOfZod(parsed.error);
  return parsed.data;
}

export const UNRESOLVED_FIELDS = ["from", "to", "airline", "aircraft"] as const;

const passLegSchema = z.object({
  flight: flightInputSchema.meta({ description: "the POST /api/flight/save body of this leg, with the caller's seat" }),
  unresolved: z
    .array(z.object({ field: z.enum(UNRESOLVED_FIELDS), code: z.string() }))
    .meta({ description: "codes of the leg this server does not know (an unknown airport or airline): saving the pass is refused (400) while any is left" }),
  filled: z.array(z.string()).meta({ description: "the fields taken from the caller's own most recent flight with this number (aircraft, departureTime, arrivalTime)" }),
  existingId: z.int().nullable().meta({ description: "the caller's flight this leg already is (same local date, route and flight number); null when none" }),
  id: z.int().nullable().meta({ description: "saved: the new flight's id, or existingId when the leg was already logged (not saved twice); null on a dry run" }),
});

export const boardingPassAnswerSchema = successBodySchema({
  saved: z.boolean().meta({ description: "whether the legs were saved (the body's save)" }),
  legs: z.array(passLegSchema).meta({ description: "one per leg of the pass, in the pass's order" }),
});
