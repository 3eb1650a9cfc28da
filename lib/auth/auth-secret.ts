import { randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";

export const AUTH_SECRET_KEY = "auth.secret";

/**
 * The key that signs and encrypts session tokens. NEXTAUTH_SECRET wins when set; otherwise a random secret is
 * generated once and kept in AppMeta, so an install works without configuration and sessions survive restarts.
 * Race-safe: concurrent first calls insert with ON CONFLICT DO NOTHING and all read back the one stored value.
 * Never log the value.
 */
export async function readOrCreateAuthSecret(db: Db, env: string | undefined = getConfig().authSecret): Promise<string> {
  if (env && env.trim()) return env;
  const existing = await db.appMeta.findUnique({ where: { key: AUTH_SECRET_KEY } });
  if (existing) return existing.value;
  const candidate = randomBytes(32).toString("base64url");
  await db.$executeRaw`INSERT INTO "AppMeta" ("key", "value") VALUES (${AUTH_SECRET_KEY}, ${candidate}) ON CONFLICT ("key") DO NOTHING`;
  const stored = await db.appMeta.findUniqueOrThrow({ where: { key: AUTH_SECRET_KEY } });
  return stored.value;
}

let cached: { db: Db; secret: Promise<string> } | undefined;

/** The secret for the process-wide database, computed once per process. */
export function getAuthSecret(db: Db): Promise<string> {
  if (!cached || cached.db !== db) {
    const secret = readOrCreateAuthSecret(db);
    // A failed attempt (database down) must not be cached forever.
    secret.catch(() => {
      if (cached?.secret === secret) cached = undefined;
    });
    cached = { db, secret };
  }
  return cached.secret;
}
