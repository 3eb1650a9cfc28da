"use server";

import { formStateOfError } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { reviewPassLegs, savePassLegs, type LegReview } from "@/lib/capture/scan/pass-legs-db";
import { flightDraftsSchema, passSeatSchema, reviewedLegsSchema } from "@/lib/capture/scan/leg-schema";
import type { SeatDetails } from "@/lib/capture/scan/pass-seat";
import { addPassSeat } from "@/lib/capture/scan/pass-seat-db";
import { getDb } from "@/lib/db/client";

export type ReviewAnswer = { reviews: LegReview[] } | { message: string };
export type SaveAnswer = { ids: number[] } | { message: string };
export type AddSeatAnswer = { seat: SeatDetails } | { message: string };

const BAD_LEGS = "The pass's legs could not be read. Scan it again.";
const NO_SEAT = "The seat could not be added. Nothing was changed.";

/** The scanned legs completed from the user's own flights, and those they already have. */
export async function reviewPassAction(drafts: unknown): Promise<ReviewAnswer> {
  const parsed = flightDraftsSchema.safeParse(drafts);
  if (!parsed.success) return { message: BAD_LEGS };
  const principal = await requirePrincipal();
  try {
    return { reviews: await reviewPassLegs(getDb(), principal, parsed.data) };
  } catch (error) {
    return { message: (await formStateOfError(error)).message ?? BAD_LEGS };
  }
}

/** Saves the reviewed legs together (one flight each, one transaction); nothing is saved on any refusal. */
export async function savePassAction(legs: unknown): Promise<SaveAnswer> {
  const parsed = reviewedLegsSchema.safeParse(legs);
  if (!parsed.success) return { message: BAD_LEGS };
  const principal = await requirePrincipal();
  try {
    return await savePassLegs(getDb(), principal, parsed.data);
  } catch (error) {
    return { message: (await formStateOfError(error)).message ?? BAD_LEGS };
  }
}

/** Adds the pass's seat number and class to the caller's own seat on a flight they already have (empty fields only). */
export async function addPassSeatAction(flightId: unknown, seat: unknown): Promise<AddSeatAnswer> {
  const parsed = passSeatSchema.safeParse({ flightId, seat });
  if (!parsed.success) return { message: NO_SEAT };
  const principal = await requirePrincipal();
  try {
    return { seat: await addPassSeat(getDb(), principal, parsed.data.flightId, parsed.data.seat) };
  } catch (error) {
    return { message: (await formStateOfError(error)).message ?? NO_SEAT };
  }
}
