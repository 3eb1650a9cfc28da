"use server";

import { getTranslations } from "next-intl/server";
import { readableFlightMessage } from "@/components/flights/flight-form-data";
import { formStateOfError } from "@/components/ui/form-state";
import { requirePrincipal } from "@/lib/auth/session";
import { KnownLegError, reviewPassLegs, savePassLegs, type LegReview } from "@/lib/capture/scan/pass-legs-db";
import { flightDraftsSchema, passSeatSchema, reviewedLegsSchema } from "@/lib/capture/scan/leg-schema";
import type { SeatDetails } from "@/lib/capture/scan/pass-seat";
import { addPassSeat } from "@/lib/capture/scan/pass-seat-db";
import { getDb } from "@/lib/db/client";
import { InputError, NotFoundError } from "@/lib/errors";

export type ReviewAnswer = { reviews: LegReview[] } | { message: string };
export type SaveAnswer = { ids: number[] } | { message: string };
export type AddSeatAnswer = { seat: SeatDetails } | { message: string };

/** The legs the pass gave the save: the leg a refusal is about, to name its airports in the page's words. */
type SavedLegs = readonly { from: string; to: string }[];

/** The scanned legs completed from the user's own flights, and those they already have. */
export async function reviewPassAction(drafts: unknown): Promise<ReviewAnswer> {
  const t = await getTranslations("Capture.errors");
  const parsed = flightDraftsSchema.safeParse(drafts);
  if (!parsed.success) return { message: t("badLegs") };
  const principal = await requirePrincipal();
  try {
    return { reviews: await reviewPassLegs(getDb(), principal, parsed.data) };
  } catch (error) {
    return { message: error instanceof InputError ? t("badLegs") : await refusal(error) };
  }
}

/** Saves the reviewed legs together (one flight each, one transaction); nothing is saved on any refusal. */
export async function savePassAction(legs: unknown): Promise<SaveAnswer> {
  const t = await getTranslations("Capture.errors");
  const parsed = reviewedLegsSchema.safeParse(legs);
  if (!parsed.success) return { message: t("badLegs") };
  const principal = await requirePrincipal();
  try {
    return await savePassLegs(getDb(), principal, parsed.data);
  } catch (error) {
    return { message: await saveRefusal(error, parsed.data) };
  }
}

/** Adds the pass's seat number and class to the caller's own seat on a flight they already have (empty fields only). */
export async function addPassSeatAction(flightId: unknown, seat: unknown): Promise<AddSeatAnswer> {
  const t = await getTranslations("Capture.errors");
  const parsed = passSeatSchema.safeParse({ flightId, seat });
  if (!parsed.success) return { message: t("noSeat") };
  const principal = await requirePrincipal();
  try {
    return { seat: await addPassSeat(getDb(), principal, parsed.data.flightId, parsed.data.seat) };
  } catch (error) {
    if (error instanceof NotFoundError) return { message: t("flightGone") };
    return { message: error instanceof InputError ? t("seatTaken") : await refusal(error) };
  }
}

/**
 * Why a save was refused, in the page's language: a leg the user already has, an unknown airport (by the field the
 * error names, and the leg it is about), else the flight rules' refusal as the flight form words it, with its leg.
 */
async function saveRefusal(error: unknown, legs: SavedLegs): Promise<string> {
  const t = await getTranslations("Capture.errors");
  if (error instanceof KnownLegError) return t("alreadyHave", { leg: error.legNumber ?? 1, flightId: String(error.flightId) });
  if (!(error instanceof InputError)) return refusal(error);
  const legNumber = legs.length === 1 ? 1 : Number(/^Leg (\d+):/.exec(error.message)?.[1]);
  const leg = legs[legNumber - 1];
  if (leg && (error.field === "from" || error.field === "to") && /Unknown airport/.test(error.message)) return t("unknownAirport", { leg: legNumber, code: leg[error.field] });
  // the flight rules' own words, as the flight form words them in the page's language
  const detail = readableFlightMessage(await getTranslations(), error.message.replace(/^Leg \d+: /, ""));
  if (legs.length > 1 && leg) return (await getTranslations("Capture.saveErrors"))("notSavedLeg", { leg: legNumber, detail });
  return t("notSaved", { detail });
}

/** Refusals every action shares (not allowed, unexpected), as the forms word them. */
async function refusal(error: unknown): Promise<string> {
  return (await formStateOfError(error)).message ?? (await getTranslations("Capture.errors"))("badLegs");
}
