import type { Db } from "@/lib/db/client";
import { toNullableDate } from "@/lib/db/sql-values";
import { parseRole, type Principal } from "@/lib/auth/principal";
import { hashKey, looksLikeKey } from "./key-format";

/** lastUsedAt is written at most this often per key, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** Per process: when each key's lastUsedAt was last written (bounded; cleared when it grows too big). */
const lastTouched = new Map<string, number>();
const MAX_TRACKED_KEYS = 10_000;

/** The principal a key acts as, plus the key's id (for per-key rate limits; never the key itself). */
export type KeyPrincipal = Principal & { keyId: string };

/**
 * The principal an API key acts as, or null when the key is malformed, unknown, revoked or expired.
 * The role is read from the owner's User row on every call, so a role change applies at once.
 */
export async function verifyApiKey(db: Db, rawKey: string, now: Date = new Date()): Promise<KeyPrincipal | null> {
  if (!looksLikeKey(rawKey)) return null;
  // One statement for key and role: this runs on every API request (Prisma would send two).
  const rows = await db.$queryRaw<KeyRow[]>`
    SELECT k."id", k."userId", k."expiresAt", k."lastUsedAt", u."role"
    FROM "ApiKey" k JOIN "User" u ON u."id" = k."userId"
    WHERE k."keyHash" = ${hashKey(rawKey)}`;
  const row = rows[0];
  if (!row) return null;
  // an unreadable instant compares false, like none: no expiry, and the use is recorded
  const expiresAt = toNullableDate(row.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return null;
  touchLastUsed(db, row.id, toNullableDate(row.lastUsedAt), now);
  return { userId: row.userId, role: parseRole(row.role), keyId: row.id };
}

interface KeyRow {
  id: string;
  userId: string;
  expiresAt: unknown;
  lastUsedAt: unknown;
  role: string;
}

/**
 * Records the use without delaying the answer: not awaited, errors swallowed (a lost lastUsedAt is harmless,
 * a slow or failed write must not fail the request).
 */
function touchLastUsed(db: Db, keyId: string, stored: Date | null, now: Date): void {
  const last = Math.max(stored?.getTime() ?? 0, lastTouched.get(keyId) ?? 0);
  if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
  if (lastTouched.size >= MAX_TRACKED_KEYS) lastTouched.clear();
  lastTouched.set(keyId, now.getTime());
  db.apiKey
    .updateMany({ where: { id: keyId }, data: { lastUsedAt: now } })
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Called when a key is revoked, so the bookkeeping does not outlive it. */
export function forgetKeyUse(keyId: string): void {
  lastTouched.delete(keyId);
}
