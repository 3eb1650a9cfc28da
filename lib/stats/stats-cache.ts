import { randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { upcomingSql } from "@/lib/flights/completed";

/**
 * An exact in-process cache of statistics. The database enforces invalidation: triggers on "Flight" and "Seat"
 * (migration 20261121010000_data_version) replace the AppMeta token 'data.version' with a new random value on
 * every write, whoever writes. An entry is served only while that token is unchanged and the requested `now` lies
 * in [computedAt, validUntil): validUntil is the first flight end after computedAt, so no flight can have become
 * completed in between and the figures for any such `now` are the ones computed.
 */

export const DATA_VERSION_KEY = "data.version";
const MAX_ENTRIES = 500;

export interface CacheEntry<T> {
  token: string;
  computedAt: number;
  validUntil: number;
  value: T;
}

export interface CacheState {
  /** null when the database has no token (no caching then) */
  token: string | null;
  /** the first flight end strictly after `now` over all flights, +Infinity when none */
  validUntil: number;
}

/**
 * Gives the token a new value inside the caller's transaction, for a write the triggers do not see (a rebuild of the
 * rollups replaces the figures without touching "Flight" or "Seat"): no server serves what it cached before.
 */
export async function replaceDataVersion(tx: Prisma.TransactionClient): Promise<void> {
  const value = randomBytes(8).toString("hex");
  await tx.$executeRaw`INSERT INTO "AppMeta" ("key", "value") VALUES (${DATA_VERSION_KEY}, ${value}) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`;
}

// Keyed by the client as well, so that two databases in one process (tests, the benchmark) never share entries.
const caches = new WeakMap<Db, Map<string, CacheEntry<unknown>>>();

/** The cache is on unless CONTRAIL_STATS_CACHE=off (the benchmark's cold figures). */
export function statsCacheEnabled(): boolean {
  return getConfig().statsCache;
}

/** The token and the next flight end, in one statement (one snapshot). Read BEFORE computing the figures. */
export async function readCacheState(db: Db, now: Date): Promise<CacheState> {
  const rows = await db.$queryRaw<{ token: string | null; next: unknown }[]>(Prisma.sql`
    SELECT (SELECT "value" FROM "AppMeta" WHERE "key" = ${DATA_VERSION_KEY}) AS "token",
           (SELECT MIN(f."endsAt") FROM "Flight" f WHERE ${upcomingSql('f."endsAt"', now)}) AS "next"`);
  const row = rows[0];
  return { token: row?.token ?? null, validUntil: instantMs(row?.next) };
}

// SQLite answers an aggregate over a DATETIME column as epoch milliseconds, PostgreSQL as a Date.
function instantMs(value: unknown): number {
  if (value === null || value === undefined) return Number.POSITIVE_INFINITY;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number" || typeof value === "bigint") return Number(value);
  const parsed = Date.parse(String(value));
  // an unreadable value must not make an entry live forever
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

export function cachedValue<T>(db: Db, key: string, state: CacheState, now: Date): T | undefined {
  if (state.token === null) return undefined;
  const entry = caches.get(db)?.get(key);
  const t = now.getTime();
  if (!entry || entry.token !== state.token || t < entry.computedAt || t >= entry.validUntil) return undefined;
  return structuredClone(entry.value) as T;
}

export function storeValue<T>(db: Db, key: string, state: CacheState, now: Date, value: T): void {
  if (state.token === null) return;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  cache.delete(key); // re-inserted last: Map order is insertion order, the first key the oldest
  cache.set(key, { token: state.token, computedAt: now.getTime(), validUntil: state.validUntil, value: structuredClone(value) });
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
}
