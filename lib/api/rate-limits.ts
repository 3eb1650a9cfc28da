import { RateLimitedError } from "@/lib/errors";
import { getConfig } from "@/lib/config";
import { TokenBuckets } from "./token-bucket";

/**
 * The API's two limits (docs/contract/decisions.md "Rate limits"), configured in lib/config.ts:
 * - failed authentications per client address: CONTRAIL_RATE_LIMIT_AUTH_FAILURES (default 20) per
 *   CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS (default 60);
 * - requests per API key: CONTRAIL_RATE_LIMIT_REQUESTS (default 600) per CONTRAIL_RATE_LIMIT_WINDOW_SECONDS (default 60).
 * A count of 0 turns that limit off.
 */
interface Limiters {
  authFailures: TokenBuckets;
  keyRequests: TokenBuckets;
}

let limiters: Limiters | undefined;

function getLimiters(): Limiters {
  const { authFailures, requests } = getConfig().rateLimits;
  limiters ??= { authFailures: new TokenBuckets(authFailures), keyRequests: new TokenBuckets(requests) };
  return limiters;
}

/**
 * Spends one of this address's failed authentications: throws 429 when none was left, else returns (the caller
 * then answers 401). Only failures are counted, so a valid key is never refused for its address's failures.
 */
export function spendAuthFailure(address: string): void {
  const wait = getLimiters().authFailures.take(address);
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Takes one request from the key's budget (by the key's id, never the key); throws 429 when it is empty. */
export function takeKeyRequest(keyId: string): void {
  const wait = getLimiters().keyRequests.take(keyId);
  if (wait > 0) throw new RateLimitedError(wait);
}
