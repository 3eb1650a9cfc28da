import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import type { boardingPassAnswerSchema, BoardingPassBody } from "@/lib/api/schemas/boarding-pass-body";
import { BcbpError } from "@/lib/capture/bcbp/bcbp-error";
import type { FlightDraft } from "@/lib/capture/bcbp/bcbp-to-draft";
import { draftsOfPassText, saveBodyOfLeg, type ReviewedLeg } from "@/lib/capture/scan/pass-legs";
import { reviewPassLegs, savePassLegs, type LegReview } from "@/lib/capture/scan/pass-legs-db";
import { InputError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { findAirlineByCode } from "@/lib/reference/find-airline";
import { findAirportByCode } from "@/lib/reference/find-airport";
import { localDateOf } from "@/lib/time/zoned";

export type BoardingPassAnswer = PayloadOf<typeof boardingPassAnswerSchema>;
type Unresolved = BoardingPassAnswer["legs"][number]["unresolved"];

/**
 * POST /api/flight/from-boarding-pass: a pass's legs as the flights they would be (completed from, and checked
 * against, the caller's own flights only), or, with `save`, saved together in one transaction. A leg the caller
 * already has is never saved twice: its existing flight's id is answered instead.
 */
export async function logBoardingPass(db: Db, principal: Principal, body: BoardingPassBody, now = new Date()): Promise<BoardingPassAnswer> {
  const drafts = draftsOf(body.barcode, body.scanDate ?? localDateOf(now, "UTC"), body.keepPersonal);
  const reviews = await reviewPassLegs(db, principal, drafts);
  const legs = reviews.map((review) => ({ ...review.leg, keepPersonal: body.keepPersonal }));
  const unresolved = await Promise.all(legs.map((leg) => unresolvedCodesOf(db, principal, leg)));
  const ids = body.save ? await saveNewLegs(db, principal, legs, reviews) : reviews.map(() => null);
  return {
    saved: body.save,
    legs: legs.map((leg, index) => ({
      flight: parseFlightInput(saveBodyOfLeg(leg, principal.userId)),
      unresolved: unresolved[index]!,
      filled: leg.filled,
      existingId: reviews[index]!.sameFlightId,
      id: ids[index]!,
    })),
  };
}

/** The pass's drafts; a refused pass is a 400 naming the field and the parser's reason. */
function draftsOf(barcode: string, scanDate: string, keepPersonal: boolean): FlightDraft[] {
  try {
    return draftsOfPassText(barcode, scanDate, keepPersonal);
  } catch (error) {
    if (error instanceof BcbpError) throw new InputError(`barcode: ${error.message} (${error.reason})`, "barcode");
    throw error;
  }
}

/** Saves the legs the caller does not have yet (all in one transaction); each leg's id, new or existing. */
async function saveNewLegs(db: Db, principal: Principal, legs: ReviewedLeg[], reviews: LegReview[]): Promise<number[]> {
  const freshIndexes = legs.flatMap((_, index) => (reviews[index]!.sameFlightId === null ? [index] : []));
  const fresh = freshIndexes.map((index) => legs[index]!);
  // a refusal names the leg by its number on the pass, not among the legs saved
  const legNumbers = legs.length > 1 ? freshIndexes.map((index) => index + 1) : undefined;
  const { ids } = fresh.length > 0 ? await savePassLegs(db, principal, fresh, legNumbers) : { ids: [] };
  let next = 0;
  return reviews.map((review) => review.sameFlightId ?? ids[next++]!);
}

/** The leg's codes this server does not know for the caller, by the finders the save resolves them with. */
async function unresolvedCodesOf(db: Db, principal: Principal, leg: ReviewedLeg): Promise<Unresolved> {
  const viewer = principal.userId;
  const checks: { field: Unresolved[number]["field"]; code: string; known: () => Promise<object | null> }[] = [
    { field: "from", code: leg.from, known: () => findAirportByCode(db, leg.from, viewer) },
    { field: "to", code: leg.to, known: () => findAirportByCode(db, leg.to, viewer) },
    { field: "airline", code: leg.airline, known: () => findAirlineByCode(db, leg.airline, viewer) },
  ];
  const aircraft = leg.aircraft;
  if (aircraft !== null) checks.push({ field: "aircraft", code: aircraft, known: () => findAircraftByCode(db, aircraft, viewer) });
  const found = await Promise.all(checks.map((check) => check.known()));
  return checks.filter((_, index) => found[index] === null).map(({ field, code }) => ({ field, code }));
}
