import { HOUR_MS } from "@/lib/time/durations";
/**
 * When one flight continues another in a journey: the rule, written once (lib/journeys/find-journey.ts reads with it,
 * the pages and tests call it). Flights are compared by their instants as lib/flights/derived.ts stores them:
 * `startsAt` is Flight.sortAt (the departure, else the start of the date at the origin) and `endsAt` is Flight.endsAt
 * (the arrival, else the departure, else the start of the next day at the origin).
 *
 * - A flight known only by its date (day precision) spans its whole local day, so one on the next day continues it
 *   when the window allows, but two date-only flights on the same day never chain (their order within the day is
 *   unknown and the gap is negative).
 * - A flight lasting longer than MAX_LEG_HOURS is never a leg: an entry error, or one known only to the month or year
 *   (it spans the whole period). This bound also keeps the reads of find-journey.ts within an index range.
 */

export interface JourneyLeg {
  id: number;
  fromId: number;
  toId: number;
  startsAt: Date;
  endsAt: Date;
  distanceKm: number;
}

export const MAX_LEG_HOURS = 48;
export const CONNECTION_WINDOW_DEFAULT_HOURS = 24;
export const CONNECTION_WINDOW_MIN_HOURS = 1;
export const CONNECTION_WINDOW_MAX_HOURS = 72;


/** Whether a flight can be a leg of a journey at all. */
export function isJourneyLeg(leg: JourneyLeg): boolean {
  const span = leg.endsAt.getTime() - leg.startsAt.getTime();
  return span >= 0 && span <= MAX_LEG_HOURS * HOUR_MS;
}

/**
 * Does `next` continue `previous`: it leaves from the airport `previous` arrived at, no earlier than that arrival and
 * at most `windowHours` after it (exactly the window is inside).
 */
export function continuesJourney(previous: JourneyLeg, next: JourneyLeg, windowHours: number): boolean {
  if (previous.id === next.id || previous.toId !== next.fromId) return false;
  if (!isJourneyLeg(previous) || !isJourneyLeg(next)) return false;
  const gap = next.startsAt.getTime() - previous.endsAt.getTime();
  return gap >= 0 && gap <= windowHours * HOUR_MS;
}

/**
 * Of the candidates continuing `previous`, the one that does: the earliest to leave (then the lowest id). A flight
 * links to the next only when each is the other's choice (see predecessorOf), so a journey never forks.
 */
export function successorOf(previous: JourneyLeg, candidates: readonly JourneyLeg[], windowHours: number): JourneyLeg | null {
  let best: JourneyLeg | null = null;
  for (const c of candidates) {
    if (!continuesJourney(previous, c, windowHours)) continue;
    if (!best || c.startsAt < best.startsAt || (c.startsAt.getTime() === best.startsAt.getTime() && c.id < best.id)) best = c;
  }
  return best;
}

/** Of the candidates `next` continues, the one it does: the latest to arrive (then the highest id). */
export function predecessorOf(next: JourneyLeg, candidates: readonly JourneyLeg[], windowHours: number): JourneyLeg | null {
  let best: JourneyLeg | null = null;
  for (const c of candidates) {
    if (!continuesJourney(c, next, windowHours)) continue;
    if (!best || c.endsAt > best.endsAt || (c.endsAt.getTime() === best.endsAt.getTime() && c.id > best.id)) best = c;
  }
  return best;
}

export interface Layover {
  airportId: number;
  seconds: number;
}

export interface JourneySummary {
  legs: JourneyLeg[];
  /** first departure to last arrival */
  totalSeconds: number;
  distanceKm: number;
  layovers: Layover[];
}

/** The figures of a journey from its legs in order. */
export function summarizeJourney(legs: JourneyLeg[]): JourneySummary {
  const first = legs[0]!;
  const last = legs.at(-1)!;
  return {
    legs,
    totalSeconds: Math.round((last.endsAt.getTime() - first.startsAt.getTime()) / 1000),
    distanceKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0),
    layovers: legs.slice(1).map((leg, i) => ({ airportId: leg.fromId, seconds: Math.round((leg.startsAt.getTime() - legs[i]!.endsAt.getTime()) / 1000) })),
  };
}
