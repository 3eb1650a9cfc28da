import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import type { FlightDraft } from "@/lib/capture/bcbp/bcbp-to-draft";
import { completeDraft, type CompletedDraft } from "@/lib/capture/known/complete-draft";
import { findSameFlight } from "@/lib/capture/known/known-flight";
import { InputError } from "@/lib/errors";
import { parseFlightInput, type FlightInput } from "@/lib/flights/flight-input";
import { saveNewFlights } from "@/lib/flights/save-flight";
import { saveBodyOfLeg, type ReviewedLeg } from "./pass-legs";
import type { SeatDetails } from "./pass-seat";
import { ownSeatOn } from "./pass-seat-db";

type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

/** A pass's leg the user already has: which leg (its number on the pass, null for a single leg) and their flight, for a page's own words. */
export class KnownLegError extends InputError {
  constructor(
    readonly legNumber: number | null,
    readonly flightId: number,
  ) {
    super(`${legNumber === null ? "Y" : `Leg ${legNumber}: y`}ou already have this flight (flight ${flightId}).`);
  }
}

/** A leg of a scanned pass, completed from the user's own flights, and their flight it already is (if any). */
export interface LegReview {
  leg: CompletedDraft;
  sameFlightId: number | null;
  /** the caller's own seat on that flight, so the page can offer to add what the pass knows */
  ownSeat: SeatDetails | null;
}

/** Each leg completed (times, aircraft type) from the user's own flights, and whether they already logged it. */
export async function reviewPassLegs(db: Db, principal: Principal, drafts: readonly FlightDraft[]): Promise<LegReview[]> {
  return Promise.all(
    drafts.map(async (draft) => {
      const sameFlightId = await sameFlightIdOf(db, principal, draft);
      return { leg: await completeDraft(db, principal, draft), sameFlightId, ownSeat: sameFlightId === null ? null : await ownSeatOn(db, principal, sameFlightId) };
    }),
  );
}

/**
 * Saves the legs as flights with the caller's seat, all in one transaction through saveFlight's rules. A leg the user
 * already has is refused (nothing saved), so a pass scanned twice never makes a second flight. A refusal names the
 * leg by its number on the pass: `legNumbers` when only some of a pass's legs are saved, else their positions.
 */
export async function savePassLegs(db: Db, principal: Principal, legs: readonly ReviewedLeg[], legNumbers?: readonly number[]): Promise<{ ids: number[] }> {
  if (!principal.userId) throw new InputError("Only a signed-in user can save a boarding pass.");
  const userId = principal.userId;
  const numbers = legNumbers ?? (legs.length > 1 ? legs.map((_, index) => index + 1) : undefined);
  // checked inside the save's transaction: two saves of one pass at once queue there, and the second finds the first
  const refuseKnownLegs = async (tx: Reader) => {
    for (const [index, leg] of legs.entries()) {
      const same = await sameFlightIdOf(tx, principal, leg);
      if (same !== null) throw new KnownLegError(numbers?.[index] ?? null, same);
    }
  };
  const inputs = legs.map((leg) => parseFlightInput(saveBodyOfLeg(leg, userId)));
  return saveNewFlights(db, principal, inputs, { checkFirst: refuseKnownLegs, legNumbers: numbers });
}

/**
 * A boarding pass's leg saved later, as a flight of its own (kept offline, synced): refused when the user already has
 * that flight, as savePassLegs refuses it. Run in the save's transaction.
 */
export async function refuseKnownPassLeg(tx: Reader, principal: Principal, input: FlightInput): Promise<void> {
  if (!input.date || !input.flightNumber || !input.from || !input.to) return;
  const same = await findSameFlight(tx, principal, { date: input.date, from: input.from, to: input.to, flightNumber: input.flightNumber });
  if (same) throw new InputError(`You already have this flight (flight ${same.id}).`);
}

async function sameFlightIdOf(db: Reader, principal: Principal, draft: FlightDraft): Promise<number | null> {
  if (draft.date === null || draft.flightNumber === null) return null;
  const same = await findSameFlight(db, principal, { date: draft.date, from: draft.from, to: draft.to, flightNumber: `${draft.airline}${draft.flightNumber}` });
  return same?.id ?? null;
}
