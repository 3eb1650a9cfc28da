import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import type { FlightDraft } from "@/lib/capture/bcbp/bcbp-to-draft";
import type { KnownField } from "./known-fields";
import { findKnownFlight, type KnownFlight } from "./known-flight";

/** A boarding pass's draft with what the user's own earlier flight adds: times and the aircraft type. */
export interface CompletedDraft extends FlightDraft {
  aircraft: string | null;
  /** "HH:MM" on the origin's clock and on the destination's */
  departureTime: string | null;
  arrivalTime: string | null;
  arrivalDayOffset: number | null;
  /** the fields taken from the known flight (the pass's own fields are never replaced) */
  filled: KnownField[];
  /** the flight they were taken from; null when none was */
  knownFlightId: number | null;
}

const NOTHING_KNOWN = { aircraft: null, departureTime: null, arrivalTime: null, arrivalDayOffset: null, filled: [], knownFlightId: null };

/**
 * Completes a draft from a known flight with the same number. Only one flying the draft's route fills it in: a
 * number that now flies elsewhere has other times and aircraft.
 */
export function completeDraftWith(draft: FlightDraft, known: KnownFlight | null): CompletedDraft {
  if (known === null || known.from !== draft.from || known.to !== draft.to) return { ...draft, ...NOTHING_KNOWN };
  return {
    ...draft,
    aircraft: known.aircraft,
    departureTime: known.departureTime,
    arrivalTime: known.arrivalTime,
    arrivalDayOffset: known.arrivalDayOffset,
    filled: known.filled.filter((field) => field === "aircraft" || field === "departureTime" || field === "arrivalTime"),
    knownFlightId: known.sourceFlightId,
  };
}

/** A draft (bcbp-to-draft.ts) completed from the user's own most recent flight with its airline and number. */
export async function completeDraft(db: Db, principal: Principal, draft: FlightDraft): Promise<CompletedDraft> {
  const known = draft.flightNumber === null ? null : await findKnownFlight(db, principal, `${draft.airline}${draft.flightNumber}`);
  return completeDraftWith(draft, known);
}
