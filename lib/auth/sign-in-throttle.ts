import { TokenBuckets } from "@/lib/api/token-bucket";
import { getConfig } from "@/lib/config";

/**
 * Slows down password guessing: failures are counted per (username, client address). The first few are free;
 * after that each further failure doubles the wait before the next attempt is even checked, up to a cap.
 * In memory on purpose: one self-hosted process, and a restart forgetting the counts is harmless.
 */
export interface ThrottleOptions {
  /** failures allowed before any wait is imposed */
  freeFailures: number;
  /** the first wait, in ms; doubles with every further failure */
  baseDelayMs: number;
  /** the longest wait, in ms */
  maxDelayMs: number;
  /** failures older than this are forgotten, in ms */
  windowMs: number;
  /** bound on tracked keys, so a flood of usernames cannot exhaust memory */
  maxKeys: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  maxKeys: 10_000,
};

interface Entry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {}

  static keyOf(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\u0000${address}`;
  }

  /** May this attempt be checked now? */
  check(key: string, now: number = Date.now()): ThrottleVerdict {
    const entry = this.live(key, now);
    if (!entry || entry.blockedUntil <= now) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((entry.blockedUntil - now) / 1000) };
  }

  recordFailure(key: string, now: number = Date.now()): void {
    const entry = this.live(key, now) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailureAt = now;
    const over = entry.failures - this.options.freeFailures;
    if (over > 0) {
      const delay = Math.min(this.options.baseDelayMs * 2 ** (over - 1), this.options.maxDelayMs);
      entry.blockedUntil = now + delay;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict();
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastFailureAt > this.options.windowMs && entry.blockedUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops the least recently failed keys beyond the bound (Map keeps insertion order). */
  private evict(): void {
    while (this.entries.size > this.options.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** The process-wide throttle used by the credentials provider. */
export const signInThrottle: SignInThrottle = ((globalThis as { __contrailSignInThrottle?: SignInThrottle })
  .__contrailSignInThrottle ??= new SignInThrottle());

/**
 * The two sign-in limits: failures per (username, address), and attempts per address whatever the username
 * (a guesser trying many usernames, each attempt costing a password hash).
 */
export interface SignInLimits {
  perUsername: SignInThrottle;
  perAddress: TokenBuckets;
}

/**
 * The process-wide limits. Per address: CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES failed sign-ins (default 30) per
 * CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS (default 900); 0 turns it off.
 */
export function signInLimits(): SignInLimits {
  return ((globalThis as { __contrailSignInLimits?: SignInLimits }).__contrailSignInLimits ??= {
    perUsername: signInThrottle,
    perAddress: new TokenBuckets(getConfig().rateLimits.signInFailures),
  });
}
