import { z } from "zod";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import { KNOWN_FIELDS } from "@/lib/capture/known/known-fields";

/** What the scan page sends back: the pass's drafts (bcbp-to-draft.ts), checked in shape before anything reads them. */

const code = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/);
const text = (max: number) => z.string().max(max).nullable();
const time = z.string().regex(/^\d{2}:\d{2}$/).nullable();

export const flightDraftSchema = z.object({
  from: code,
  to: code,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  airline: code,
  flightNumber: z.string().regex(/^[1-9]\d{0,3}[A-Z]?$/).nullable(),
  seatNumber: z.string().regex(/^[1-9]\d{0,2}[A-Z]$/).nullable(),
  seatClass: z.enum(SEAT_CLASSES).nullable(),
  personal: z.object({ passengerName: text(20), bookingReference: text(7) }).optional(),
});

/** A pass holds one to four legs. */
export const flightDraftsSchema = z.array(flightDraftSchema).min(1).max(4);

export const reviewedLegSchema = flightDraftSchema.extend({
  aircraft: z.string().max(8).nullable(),
  departureTime: time,
  arrivalTime: time,
  arrivalDayOffset: z.number().int().min(-1).max(2).nullable(),
  filled: z.array(z.enum(KNOWN_FIELDS)),
  knownFlightId: z.number().int().nullable(),
  keepPersonal: z.boolean(),
});

export const reviewedLegsSchema = z.array(reviewedLegSchema).min(1).max(4);

/** The seat a pass adds to the user's own flight: the flight's id and the pass's seat number and class. */
export const passSeatSchema = z.object({
  flightId: z.number().int().positive(),
  seat: flightDraftSchema.pick({ seatNumber: true, seatClass: true }),
});
