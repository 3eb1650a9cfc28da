import type { Db } from "@/lib/db/client";
import { RateLimitedError } from "@/lib/errors";
import { getConfig } from "@/lib/config";
import { LeasedWindowLimit } from "@/lib/limits/leased-window-limit";
import { WindowLimit } from "@/lib/limits/window-limit";

/**
 * The API's two limits (docs/contract/decisions.md "Rate limits"), configured in lib/config/index.ts and counted in the
 * database, so every instance on it shares them (lib/limits/):
 * - failed authentications per client address: CONTRAIL_RATE_LIMIT_AUTH_FAILURES (default 20) per
 *   CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS (default 60);
 * - requests per API key: CONTRAIL_RATE_LIMIT_REQUESTS (default 600) per CONTRAIL_RATE_LIMIT_WINDOW_SECONDS (default 60).
 * A count of 0 turns that limit off.
 */
interface Limiters {
  authFailures: WindowLimit;
  keyRequests: LeasedWindowLimit;
}

let limiters: Limiters | undefined;

function getLimiters(): Limiters {
  const { authFailures, requests } = getConfig().rateLimits;
  limiters ??= { authFailures: new WindowLimit("api.auth-failures", authFailures), keyRequests: new LeasedWindowLimit("api.key-requests", requests) };
  return limiters;
}

/**
 * Spends one of this address's failed authentications: throws 429 when none was left, else returns (the caller
 * then answers 401). Only failures are counted, so a valid key is never refused for its address's failures.
 */
export async function spendAuthFailure(db: Db, address: string): Promise<void> {
  const verdict = await getLimiters().authFailures.take(db, address);
  if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds);
}

/** Takes one request from the key's budget (by the key's id, never the key); throws 429 when it is empty. */
export async function takeKeyRequest(db: Db, keyId: string): Promise<void> {
  const wait = await getLimiters().keyRequests.take(db, keyId);
  if (wait > 0) throw new RateLimitedError(wait);
}
