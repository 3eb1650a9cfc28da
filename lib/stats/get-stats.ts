import { dialectOf, type Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { cachedValue, readCacheState, statsCacheEnabled, storeValue } from "./stats-cache";
import { statsSql, type StatsRow } from "./stats-sql";
import { toNullableText, toNumber } from "@/lib/db/sql-values";

import type { AirportRef, Stats } from "./stats-body";

export type { AirportRef, Stats, TopAircraft, TopAirline, TopAirport, TopRoute } from "./stats-body";

export interface GetStatsOptions {
  /** false: always run the statistics SQL (benchmarks' cold figures); default: on unless CONTRAIL_STATS_CACHE=off */
  cache?: boolean;
}

/**
 * Statistics over the completed flights (completed.ts) of a scope, computed by the database in one
 * statement (stats-sql.ts) from trigger-maintained rollups; only that one row of figures comes back.
 * The scope was authorized once, by authorizeScope.
 * Results are cached exactly (stats-cache.ts): served again only while no flight or seat has been written and
 * no flight has ended since, for a `now` not earlier than the one they were computed for.
 */
export async function getStats(
  db: Db,
  scope: AuthorizedScope,
  now: Date = new Date(),
  options: GetStatsOptions = {},
): Promise<Stats> {
  const userId = scope.subjectUserId;
  if (options.cache === false || !statsCacheEnabled()) return computeStats(db, userId, now);
  const key = userId === null ? "all" : `user:${userId}`;
  // The token is read before the figures: a write committing in between changes the token, so the entry
  // stored under the old one is never served (read after, it could label old figures with the new token).
  const state = await readCacheState(db, now);
  const cached = cachedValue<Stats>(db, key, state, now);
  if (cached) return cached;
  const stats = await computeStats(db, userId, now);
  storeValue(db, key, state, now, stats);
  return stats;
}

async function computeStats(db: Db, userId: string | null, now: Date): Promise<Stats> {
  const rows = await db.$queryRaw<StatsRow[]>(statsSql(dialectOf(db), userId, now));
  const row = rows[0];
  if (!row) throw new Error("statistics query returned no row");
  return toStats(row);
}

function airportRef(id: unknown, name: unknown, icao: unknown, iata: unknown): AirportRef {
  return { id: toNumber(id), name: String(name ?? ""), icao: toNullableText(icao), iata: toNullableText(iata) };
}

function toStats(row: StatsRow): Stats {
  const flights = toNumber(row.flights);
  return {
    flights,
    // summed as floating point in the database, rounded once here. The rollups add and subtract distances as flights
    // come and go, so a sum whose flights are all 0 km long may be left a hair below zero: never answer -0 or less.
    distanceKm: Math.max(0, Math.round(toNumber(row.distance))),
    durationSeconds: toNumber(row.duration),
    airports: toNumber(row.airports),
    topAirline:
      row.alId === null || row.alId === undefined
        ? null
        : { id: toNumber(row.alId), name: String(row.alName ?? ""), iata: toNullableText(row.alIata), icao: toNullableText(row.alIcao), count: toNumber(row.alCount) },
    topAirport:
      row.apId === null || row.apId === undefined
        ? null
        : { ...airportRef(row.apId, row.apName, row.apIcao, row.apIata), count: toNumber(row.apCount) },
    topAircraft:
      row.acId === null || row.acId === undefined
        ? null
        : { id: toNumber(row.acId), name: String(row.acName ?? ""), icao: String(row.acIcao ?? ""), count: toNumber(row.acCount) },
    topRoute:
      row.rtFromId === null || row.rtFromId === undefined
        ? null
        : {
            from: airportRef(row.rtFromId, row.rtFromName, row.rtFromIcao, row.rtFromIata),
            to: airportRef(row.rtToId, row.rtToName, row.rtToIcao, row.rtToIata),
            count: toNumber(row.rtCount),
          },
  };
}
