import { RateLimitedError } from "@/lib/errors";
import { TokenBuckets, type BucketLimit } from "./token-bucket";

/**
 * The API's two limits (decisions.md "Rate limits"), configured from the environment of the server process:
 * - failed authentications per client address: CONTRAIL_RATE_LIMIT_AUTH_FAILURES (default 20) per
 *   CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS (default 60);
 * - requests per API key: CONTRAIL_RATE_LIMIT_REQUESTS (default 600) per CONTRAIL_RATE_LIMIT_WINDOW_SECONDS (default 60).
 * A count of 0 turns that limit off.
 */
function limitFromEnv(countVar: string, windowVar: string, count: number, windowSeconds: number): BucketLimit {
  return {
    capacity: nonNegative(process.env[countVar], count),
    windowSeconds: Math.max(1, nonNegative(process.env[windowVar], windowSeconds)),
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

interface Limiters {
  authFailures: TokenBuckets;
  keyRequests: TokenBuckets;
}

let limiters: Limiters | undefined;

function getLimiters(): Limiters {
  limiters ??= {
    authFailures: new TokenBuckets(
      limitFromEnv("CONTRAIL_RATE_LIMIT_AUTH_FAILURES", "CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS", 20, 60),
    ),
    keyRequests: new TokenBuckets(limitFromEnv("CONTRAIL_RATE_LIMIT_REQUESTS", "CONTRAIL_RATE_LIMIT_WINDOW_SECONDS", 600, 60)),
  };
  return limiters;
}

/** Throws 429 when this address has used up its failed authentications (checked before looking at the key). */
export function assertAuthAttemptsLeft(address: string): void {
  const wait = getLimiters().authFailures.retryAfter(address);
  if (wait > 0) throw new RateLimitedError(wait);
}

export function recordAuthFailure(address: string): void {
  getLimiters().authFailures.take(address);
}

/** Takes one request from the key's budget (by the key's id, never the key); throws 429 when it is empty. */
export function takeKeyRequest(keyId: string): void {
  const wait = getLimiters().keyRequests.take(keyId);
  if (wait > 0) throw new RateLimitedError(wait);
}
