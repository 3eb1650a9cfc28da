import type { Db } from "@/lib/db/client";
import { limitKeyOf } from "./limit-key";
import { giveBackToWindow, kindOf, secondsUntil, takeFromWindow } from "./window-budget";
import type { LimitBudget } from "@/lib/config";

export type WindowVerdict = { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

const ALLOWED_UNCOUNTED: WindowVerdict = { allowed: true, refund: () => Promise.resolve() };

/**
 * A limit counted one at a time in the database (failed authentications, failed sign-ins): every take is one
 * statement, so the (capacity + 1)th in a window is refused whichever process sees it. For failures, which are
 * not the hot path.
 */
export class WindowLimit {
  private readonly kind: string;

  constructor(
    name: string,
    private readonly budget: LimitBudget,
  ) {
    this.kind = kindOf(name, budget);
  }

  get enabled(): boolean {
    return this.budget.capacity > 0;
  }

  /**
   * Takes one for `subject` (a client address; the table holds its hash). When allowed, refund() gives it back to its window, for an attempt
   * that turned out not to count; a refund that cannot be written is dropped (it costs the key one attempt).
   */
  async take(db: Db, subject: string, now: number = Date.now()): Promise<WindowVerdict> {
    if (!this.enabled) return ALLOWED_UNCOUNTED;
    const key = limitKeyOf(subject);
    const taken = await takeFromWindow(db, this.kind, key, this.budget, this.budget.capacity, now);
    if (taken.granted === 0) return { allowed: false, retryAfterSeconds: secondsUntil(taken.windowEnd, now) };
    return {
      allowed: true,
      refund: () => giveBackToWindow(db, this.kind, key, taken.windowStart).catch(() => undefined),
    };
  }
}
