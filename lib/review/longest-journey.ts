import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { toDate, toNumber } from "@/lib/db/sql-values";
import { connectionWindowOf } from "@/lib/journeys/connection-window";
import { MAX_LEG_HOURS, predecessorOf, successorOf, summarizeJourney, type JourneyLeg, type JourneySummary } from "@/lib/journeys/continues-journey";
import { JourneyFinder } from "@/lib/journeys/find-journey";
import { isCompleted } from "@/lib/flights/completed";
import { shortCode } from "@/lib/reference/short-code";
import { HOUR_MS } from "@/lib/time/durations";


export interface YearJourney extends JourneySummary {
  /** the airports it passes, in order: the first departure, then each leg's arrival */
  stops: { id: number; code: string; name: string }[];
}

/**
 * A traveller's longest journey of the year (lib/journeys' rule, the traveller's own seats): the journey of two legs
 * or more whose first leg's local date lies in the year and whose legs are all completed, the longest by distance
 * (then time, then the earlier first leg). The traveller's flights of the year and a margin of the connection window
 * and the longest leg on either side are read once along StatFlightEnd's (user, endsAt) key and chained in memory by
 * the same mutual choice as JourneyFinder; the winner is walked by JourneyFinder itself, so a journey running past the
 * margin is whole.
 */
export async function longestJourneyOfYear(db: Db, userId: string, year: number, now: Date): Promise<YearJourney | null> {
  const windowHours = await connectionWindowOf(db, userId);
  const margin = (windowHours + MAX_LEG_HOURS + 24) * HOUR_MS;
  // one raw read (the user's ends joined to their flights): Prisma's models would look up thousands of ids twice
  const rows = (
    await db.$queryRaw<{ id: unknown; fromId: unknown; toId: unknown; sortAt: unknown; endsAt: unknown; distanceKm: unknown; date: string }[]>(Prisma.sql`
      SELECT f."id" AS "id", f."fromId" AS "fromId", f."toId" AS "toId", f."sortAt" AS "sortAt", f."endsAt" AS "endsAt", f."distanceKm" AS "distanceKm", f."date" AS "date"
      FROM "StatFlightEnd" e JOIN "Flight" f ON f."id" = e."flightId"
      WHERE e."scope" = ${userId} AND e."endsAt" >= ${new Date(Date.UTC(year, 0, 1) - margin)} AND e."endsAt" <= ${new Date(Date.UTC(year + 1, 0, 1) + margin)}`)
  ).map((r) => ({ id: toNumber(r.id), fromId: toNumber(r.fromId), toId: toNumber(r.toId), sortAt: toDate(r.sortAt), endsAt: toDate(r.endsAt), distanceKm: toNumber(r.distanceKm), date: r.date }));
  if (rows.length < 2) return null;
  const legs: JourneyLeg[] = rows
    .map((r) => ({ id: r.id, fromId: r.fromId, toId: r.toId, startsAt: r.sortAt, endsAt: r.endsAt, distanceKm: r.distanceKm }))
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id);
  const dateOf = new Map(rows.map((r) => [r.id, r.date]));
  const endingBetween = (from: number, to: number) => {
    let lo = 0;
    let hi = legs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (legs[mid]!.endsAt.getTime() < from) lo = mid + 1;
      else hi = mid;
    }
    const found: JourneyLeg[] = [];
    for (let i = lo; i < legs.length && legs[i]!.endsAt.getTime() <= to; i++) found.push(legs[i]!);
    return found;
  };
  const before = (leg: JourneyLeg) => predecessorOf(leg, endingBetween(leg.startsAt.getTime() - windowHours * HOUR_MS, leg.startsAt.getTime()), windowHours);
  const after = (leg: JourneyLeg) => successorOf(leg, endingBetween(leg.endsAt.getTime(), leg.endsAt.getTime() + (windowHours + MAX_LEG_HOURS) * HOUR_MS), windowHours);
  const next = new Map<number, JourneyLeg>();
  const hasPrevious = new Set<number>();
  for (const leg of legs) {
    const candidate = after(leg);
    if (candidate && before(candidate)?.id === leg.id) {
      next.set(leg.id, candidate);
      hasPrevious.add(candidate.id);
    }
  }
  let best: JourneySummary | null = null;
  for (const first of legs) {
    if (hasPrevious.has(first.id) || !next.has(first.id) || !dateOf.get(first.id)?.startsWith(`${year}-`)) continue;
    const chain = [first];
    for (let leg = next.get(first.id); leg; leg = next.get(leg.id)) chain.push(leg);
    if (!chain.every((leg) => isCompleted(leg.endsAt, now))) continue;
    const summary = summarizeJourney(chain);
    if (!best || longer(summary, best)) best = summary;
  }
  if (!best) return null;
  // read by JourneyFinder, the journey may reach beyond the margin read here
  const walked = (await new JourneyFinder(db, userId, windowHours).walk(best.legs[0]!)).legs;
  const journey = walked.every((leg) => isCompleted(leg.endsAt, now)) ? summarizeJourney(walked) : best;
  return { ...journey, stops: await stopsOf(db, journey.legs) };
}

function longer(a: JourneySummary, b: JourneySummary): boolean {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm > b.distanceKm;
  if (a.totalSeconds !== b.totalSeconds) return a.totalSeconds > b.totalSeconds;
  return a.legs[0]!.id < b.legs[0]!.id;
}

async function stopsOf(db: Db, legs: readonly JourneyLeg[]): Promise<YearJourney["stops"]> {
  const ids = [legs[0]!.fromId, ...legs.map((leg) => leg.toId)];
  const airports = await db.airport.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, iata: true, icao: true, name: true } });
  const byId = new Map(airports.map((a) => [a.id, a]));
  return ids.map((id) => {
    const a = byId.get(id);
    return { id, code: a ? shortCode(a) : "", name: a?.name ?? "" };
  });
}
