import type { Db } from "@/lib/db/client";
import { MAX_LEG_HOURS, predecessorOf, successorOf, summarizeJourney, isJourneyLeg, type JourneyLeg, type JourneySummary } from "./continues-journey";
import { connectionWindowOf } from "./connection-window";
import { HOUR_MS } from "@/lib/time/durations";

/** Legs followed in each direction at most: a bound on the reads for one flight, far beyond any real journey. */
export const MAX_JOURNEY_LEGS = 30;
/** Candidates read around one flight at most (a traveller's flights within a few days). */
const MAX_NEIGHBOURS = 200;
/** How much a read takes beyond what was asked, and how many rows at most. */
const READ_AHEAD_MS = 14 * 24 * HOUR_MS;
const MAX_READ = 1000;

const LEG_SELECT = { id: true, fromId: true, toId: true, sortAt: true, endsAt: true, distanceKm: true } as const;

function legOfRow(row: { id: number; fromId: number; toId: number; sortAt: Date; endsAt: Date; distanceKm: number }): JourneyLeg {
  return { id: row.id, fromId: row.fromId, toId: row.toId, startsAt: row.sortAt, endsAt: row.endsAt, distanceKm: row.distanceKm };
}

/**
 * Finds one traveller's journeys with index-range reads only: the traveller's flights ending within the window before
 * a flight leaves, or within the window (plus the longest leg) after it arrives, from StatFlightEnd's (user, endsAt)
 * key, step by step; never the whole log. Only the traveller's own seats count, so on a shared flight each traveller
 * has their own journey. One finder serves one request (it remembers what it read).
 */
export class JourneyFinder {
  readonly #db: Db;
  readonly #userId: string;
  readonly #windowHours: number;
  readonly #before = new Map<number, JourneyLeg | null>();
  readonly #after = new Map<number, JourneyLeg | null>();
  readonly #read: { from: number; to: number; legs: JourneyLeg[] }[] = [];

  constructor(db: Db, userId: string, windowHours: number) {
    this.#db = db;
    this.#userId = userId;
    this.#windowHours = windowHours;
  }

  /**
   * The traveller's legs ending within [from, to], by the (scope, endsAt) key of StatFlightEnd. Each read takes
   * READ_AHEAD more on either side (at most MAX_READ rows), so the legs of a page of flights and their journeys come
   * from a few range reads rather than a few per leg.
   */
  async #endingBetween(from: Date, to: Date): Promise<JourneyLeg[]> {
    const [lo, hi] = [from.getTime(), to.getTime()];
    const within = (legs: JourneyLeg[]) => legs.filter((l) => l.endsAt.getTime() >= lo && l.endsAt.getTime() <= hi);
    const cached = this.#read.find((r) => r.from <= lo && hi <= r.to);
    if (cached) return within(cached.legs);
    const wide = { from: lo - READ_AHEAD_MS, to: hi + READ_AHEAD_MS };
    let ends = await this.#ends(new Date(wide.from), new Date(wide.to), MAX_READ);
    // a full read covers only up to its last instant (more rows may share it); short of `to`, read just the window
    if (ends.length === MAX_READ) wide.to = ends.at(-1)!.endsAt.getTime() - 1;
    const cache = wide.to >= hi;
    if (!cache) ends = await this.#ends(from, to, MAX_NEIGHBOURS);
    const legs = ends.length === 0 ? [] : (await this.#db.flight.findMany({ where: { id: { in: ends.map((e) => e.flightId) } }, select: LEG_SELECT })).map(legOfRow);
    if (cache) this.#read.push({ ...wide, legs });
    return within(legs);
  }

  #ends(from: Date, to: Date, take: number) {
    return this.#db.statFlightEnd.findMany({
      where: { scope: this.#userId, endsAt: { gte: from, lte: to } },
      select: { flightId: true, endsAt: true },
      orderBy: [{ endsAt: "asc" }, { flightId: "asc" }],
      take,
    });
  }

  async #bestBefore(leg: JourneyLeg): Promise<JourneyLeg | null> {
    if (!this.#before.has(leg.id)) {
      const candidates = await this.#endingBetween(new Date(leg.startsAt.getTime() - this.#windowHours * HOUR_MS), leg.startsAt);
      this.#before.set(leg.id, predecessorOf(leg, candidates, this.#windowHours));
    }
    return this.#before.get(leg.id)!;
  }

  async #bestAfter(leg: JourneyLeg): Promise<JourneyLeg | null> {
    if (!this.#after.has(leg.id)) {
      const candidates = await this.#endingBetween(leg.endsAt, new Date(leg.endsAt.getTime() + (this.#windowHours + MAX_LEG_HOURS) * HOUR_MS));
      this.#after.set(leg.id, successorOf(leg, candidates, this.#windowHours));
    }
    return this.#after.get(leg.id)!;
  }

  /** The leg before, when each of the two is the other's choice. */
  async previous(leg: JourneyLeg): Promise<JourneyLeg | null> {
    const before = await this.#bestBefore(leg);
    return before && (await this.#bestAfter(before))?.id === leg.id ? before : null;
  }

  /** The leg after, when each of the two is the other's choice. */
  async next(leg: JourneyLeg): Promise<JourneyLeg | null> {
    const after = await this.#bestAfter(leg);
    return after && (await this.#bestBefore(after))?.id === leg.id ? after : null;
  }

  /** The journey holding this leg, in order (the leg alone when it connects to nothing). */
  async journeyOf(leg: JourneyLeg): Promise<JourneyLeg[]> {
    return (await this.walk(leg)).legs;
  }

  /** The same, and whether it ended on both sides rather than at MAX_JOURNEY_LEGS. */
  async walk(leg: JourneyLeg): Promise<{ legs: JourneyLeg[]; complete: boolean }> {
    const legs = [leg];
    if (!isJourneyLeg(leg)) return { legs, complete: true };
    let complete = true;
    for (let cur = leg, i = 0; ; i++) {
      const prev = await this.previous(cur);
      if (!prev) break;
      if (i === MAX_JOURNEY_LEGS) {
        complete = false;
        break;
      }
      legs.unshift(prev);
      cur = prev;
    }
    for (let cur = leg, i = 0; ; i++) {
      const next = await this.next(cur);
      if (!next) break;
      if (i === MAX_JOURNEY_LEGS) {
        complete = false;
        break;
      }
      legs.push(next);
      cur = next;
    }
    return { legs, complete };
  }

  /** The traveller's legs among these flights (those they hold a seat on). */
  async legsOf(flightIds: readonly number[]): Promise<JourneyLeg[]> {
    if (flightIds.length === 0) return [];
    const rows = await this.#db.flight.findMany({ where: { id: { in: [...flightIds] }, seats: { some: { userId: this.#userId } } }, select: LEG_SELECT });
    return rows.map(legOfRow);
  }
}

export interface JourneyPosition {
  leg: number;
  of: number;
}

/** "Leg 2 of 3" for each of these flights that is part of one of the traveller's journeys. */
export async function journeyPositions(db: Db, userId: string, flightIds: readonly number[]): Promise<Map<number, JourneyPosition>> {
  const finder = new JourneyFinder(db, userId, await connectionWindowOf(db, userId));
  const positions = new Map<number, JourneyPosition>();
  for (const leg of await finder.legsOf(flightIds)) {
    if (positions.has(leg.id)) continue;
    const { legs, complete } = await finder.walk(leg);
    if (legs.length < 2) continue;
    // a whole journey places every leg of it on the page at once; one cut at MAX_JOURNEY_LEGS only the leg it was walked from
    for (const [i, l] of legs.entries()) if (l.id === leg.id || complete) positions.set(l.id, { leg: i + 1, of: legs.length });
  }
  return positions;
}

/** The traveller's journey through this flight with its figures, or null when the flight is not part of one. */
export async function findJourney(db: Db, userId: string, flightId: number): Promise<JourneySummary | null> {
  const finder = new JourneyFinder(db, userId, await connectionWindowOf(db, userId));
  const [leg] = await finder.legsOf([flightId]);
  if (!leg) return null;
  const legs = await finder.journeyOf(leg);
  return legs.length > 1 ? summarizeJourney(legs) : null;
}
