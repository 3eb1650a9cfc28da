import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import { airportVisitsWith } from "@/lib/stats/airport-visits-sql";
import { completedSql } from "@/lib/flights/completed";
import type { MapAirport } from "@/lib/stats/dashboard/route-map";

/** Airports per query: well inside both databases' limits on bound parameters. */
const CHUNK = 2000;

export interface FirstVisits {
  /** the year's airports visited for the first time in that scope, most visited in the year first */
  airports: MapAirport[];
  /** the year's countries none of whose airports had been visited before (ISO 3166-1 alpha-2), sorted */
  countries: string[];
}

/**
 * Which of these airports the scope visited (a completed flight from or to it) before the year: per airport and end,
 * every flight's (fromId | toId, endsAt, date) index walked from its earliest end until a flight dated before the year
 * (normally the first: early ends are early dates; an airport new that year reads its flights since, from the index
 * alone), one user's StatFlightEnd (scope, fromId | toId, year, endsAt) by period year, the same year: one seek.
 */
async function visitedBefore(db: Db, userId: string | null, year: number, airportIds: readonly number[], now: Date): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < airportIds.length; i += CHUNK) {
    const ids = airportIds.slice(i, i + CHUNK);
    const probe = (end: "fromId" | "toId") =>
      userId === null
        ? Prisma.sql`EXISTS (SELECT 1 FROM "Flight" x WHERE x.${Prisma.raw(`"${end}"`)} = ap."id" AND x."date" < ${`${year}-01-01`} AND ${completedSql(`x."endsAt"`, now)})`
        : Prisma.sql`EXISTS (SELECT 1 FROM "StatFlightEnd" x WHERE x."scope" = ${userId} AND x.${Prisma.raw(`"${end}"`)} = ap."id" AND x."year" < ${year} AND ${completedSql(`x."endsAt"`, now)})`;
    const rows = await db.$queryRaw<{ id: unknown }[]>(Prisma.sql`SELECT ap."id" AS "id" FROM "Airport" ap
      WHERE ap."id" IN (${Prisma.join(ids)}) AND (${probe("fromId")} OR ${probe("toId")})`);
    for (const row of rows) seen.add(toNumber(row.id));
  }
  return seen;
}

/**
 * The year's first visits: an airport is new when the scope never visited it before the year; a country when none of
 * its airports was. The year's airports are probed first; a country none of them had seen before is then settled by
 * the scope's other airports in it (from the StatAirport rollup), so the work follows the scope's airports, never its
 * flights of other years.
 */
export async function firstVisits(db: Db, userId: string | null, year: number, yearAirports: readonly MapAirport[], now: Date): Promise<FirstVisits> {
  const before = await visitedBefore(db, userId, year, yearAirports.map((a) => a.id), now);
  const airports = yearAirports.filter((a) => !before.has(a.id));
  const seenCountries = new Set(yearAirports.filter((a) => before.has(a.id)).map((a) => a.country));
  const open = [...new Set(airports.map((a) => a.country))].filter((c) => !seenCountries.has(c));
  if (open.length > 0) {
    const yearIds = new Set(yearAirports.map((a) => a.id));
    const others = await db.$queryRaw<{ id: unknown; country: string }[]>(Prisma.sql`${airportVisitsWith(userId, now)}
      SELECT ap."id" AS "id", ap."country" AS "country" FROM visits v JOIN "Airport" ap ON ap."id" = v."airportId" WHERE ap."country" IN (${Prisma.join(open)})`);
    const candidates = others.filter((row) => !yearIds.has(toNumber(row.id)));
    const earlier = await visitedBefore(db, userId, year, candidates.map((row) => toNumber(row.id)), now);
    for (const row of candidates) if (earlier.has(toNumber(row.id))) seenCountries.add(row.country);
  }
  return { airports, countries: open.filter((c) => !seenCountries.has(c)).sort() };
}
