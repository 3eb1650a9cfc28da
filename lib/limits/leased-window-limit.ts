import type { Db } from "@/lib/db/client";
import { limitKeyOf } from "./limit-key";
import type { LimitBudget } from "@/lib/config";
import { kindOf, secondsUntil, takeFromWindow } from "./window-budget";

/** Each lease takes this part of what is left of the window's budget (at least 1). */
const LEASE_SHARE = 4;
/** Past this many leases held, those of ended windows are dropped. */
const SWEEP_THRESHOLD = 10_000;

interface Lease {
  tokens: number;
  windowEnd: number;
  /** the database said nothing is left in this window */
  exhausted: boolean;
  pending?: Promise<void>;
}

/**
 * A limit on the hot path (requests per API key), shared by every process on the database without a write per
 * request: a process leases a block of the key's window budget in one atomic statement (a quarter of what is left,
 * at least 1), spends it in memory, and leases again when it is empty. The leases of all processes never add up to
 * more than the capacity; a process may hold unspent tokens until the window ends (docs/security.md).
 */
export class LeasedWindowLimit {
  private readonly kind: string;
  private readonly leases = new Map<string, Lease>();

  constructor(
    name: string,
    private readonly budget: LimitBudget,
    private readonly share: number = LEASE_SHARE,
  ) {
    this.kind = kindOf(name, budget);
  }

  get enabled(): boolean {
    return this.budget.capacity > 0;
  }

  /** Takes one for `subject` (an API key's id; the table holds its hash): 0 when allowed, else the seconds until its window ends. */
  async take(db: Db, subject: string, now: number = Date.now()): Promise<number> {
    if (!this.enabled) return 0;
    for (;;) {
      const lease = this.current(subject, now);
      if (lease.tokens > 0) {
        lease.tokens -= 1;
        return 0;
      }
      if (lease.exhausted) return secondsUntil(lease.windowEnd, now);
      // one lease at a time per key: concurrent requests wait for it, then share what it brought
      lease.pending ??= this.lease(db, subject, lease, now);
      await lease.pending;
    }
  }

  private current(key: string, now: number): Lease {
    const held = this.leases.get(key);
    if (held && (held.windowEnd > now || held.pending)) return held;
    // the window ended: its unspent tokens are gone with it
    const fresh: Lease = { tokens: 0, windowEnd: 0, exhausted: false };
    this.leases.set(key, fresh);
    if (this.leases.size > SWEEP_THRESHOLD) this.sweep(now);
    return fresh;
  }

  private async lease(db: Db, subject: string, lease: Lease, now: number): Promise<void> {
    try {
      const taken = await takeFromWindow(db, this.kind, limitKeyOf(subject), this.budget, this.share, now);
      lease.windowEnd = taken.windowEnd;
      lease.tokens += taken.granted;
      lease.exhausted = taken.granted === 0;
    } finally {
      lease.pending = undefined;
    }
  }

  private sweep(now: number): void {
    for (const [key, lease] of this.leases) if (lease.windowEnd <= now && !lease.pending) this.leases.delete(key);
  }
}
