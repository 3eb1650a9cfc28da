import type { Db } from "@/lib/db/client";
import { getConfig } from "@/lib/config";
import { countFailure, endStreak, readStreak } from "@/lib/limits/failure-streak";
import { limitKeyOf } from "@/lib/limits/limit-key";
import { WindowLimit } from "@/lib/limits/window-limit";
import { HOUR_MS } from "@/lib/time/durations";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Slows down password guessing: failures are counted per (username, client address). The first few are free;
 * after that each further failure doubles the wait before the next attempt is even checked, up to a cap.
 * Counted in the database (lib/limits/), so every instance on it sees the same failures.
 */
export interface ThrottleOptions {
  /** failures allowed before any wait is imposed */
  freeFailures: number;
  /** the first wait, in ms; doubles with every further failure */
  baseDelayMs: number;
  /** the longest wait, in ms */
  maxDelayMs: number;
  /** failures older than this are forgotten, in ms (counted from the last one) */
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  windowMs: HOUR_MS,
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SignInThrottle {
  constructor(
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
    /** what the counts are kept under: throttles with other options count apart */
    private readonly kind: string = "sign-in.username",
  ) {}

  /** The key of a (username, address): the username trimmed and lower-cased, the whole hashed. */
  static keyOf(username: string, address: string): string {
    return limitKeyOf(username.trim().toLowerCase(), address);
  }

  /** May this attempt be checked now? */
  async check(db: Db, key: string, now: number = Date.now()): Promise<ThrottleVerdict> {
    const streak = await readStreak(db, this.kind, key, now);
    const blockedUntil = streak ? streak.lastFailureAt + this.delayAfter(streak.failures) : 0;
    if (blockedUntil <= now) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) };
  }

  async recordFailure(db: Db, key: string, now: number = Date.now()): Promise<void> {
    // kept until the wait after it is over, at least
    await countFailure(db, this.kind, key, Math.max(this.options.windowMs, this.options.maxDelayMs), now);
  }

  async recordSuccess(db: Db, key: string): Promise<void> {
    await endStreak(db, this.kind, key);
  }

  /** The wait after `failures` failures in a row: none for the free ones, then doubling up to the cap. */
  private delayAfter(failures: number): number {
    const over = failures - this.options.freeFailures;
    return over > 0 ? Math.min(this.options.baseDelayMs * 2 ** (over - 1), this.options.maxDelayMs) : 0;
  }
}

/** The throttle used by the credentials provider and "enter your password again". */
export const signInThrottle: SignInThrottle = new SignInThrottle();

/**
 * The two sign-in limits: failures per (username, address), and attempts per address whatever the username
 * (a guesser trying many usernames, each attempt costing a password hash).
 */
export interface SignInLimits {
  perUsername: SignInThrottle;
  perAddress: WindowLimit;
}

/**
 * The process's limits (their counts are in the database). Per address: CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES failed
 * sign-ins (default 30) per CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS (default 900); 0 turns it off.
 */
export function signInLimits(): SignInLimits {
  return processSingleton("signInLimits", () => ({
    perUsername: signInThrottle,
    perAddress: new WindowLimit("sign-in.address", getConfig().rateLimits.signInFailures),
  }));
}
