/**
 * In-memory token buckets, one per key (a client address, an API key hash). Each bucket holds up to `capacity`
 * tokens and refills `capacity` tokens per `windowSeconds`. Per process: enough for one self-hosted server.
 */
export interface BucketLimit {
  /** 0 turns the limit off */
  capacity: number;
  windowSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many buckets, full ones are dropped (a full bucket is the same as no bucket). */
const SWEEP_THRESHOLD = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limit: BucketLimit) {}

  get enabled(): boolean {
    return this.limit.capacity > 0;
  }

  /** Seconds until one token is available for `key`: 0 when one is available now. */
  retryAfter(key: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const bucket = this.refill(key, now);
    if (bucket.tokens >= 1) return 0;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerMs() / 1000));
  }

  /** Takes one token for `key`; answers the seconds to wait when there was none (0 = allowed). */
  take(key: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const wait = this.retryAfter(key, now);
    if (wait > 0) return wait;
    const bucket = this.refill(key, now);
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > SWEEP_THRESHOLD) this.sweep(now);
    return 0;
  }

  /** Gives back a token taken for an attempt that turned out not to count (up to the capacity). */
  refund(key: string, now = Date.now()): void {
    if (!this.enabled || !this.buckets.has(key)) return;
    const bucket = this.refill(key, now);
    bucket.tokens = Math.min(this.limit.capacity, bucket.tokens + 1);
  }

  private ratePerMs(): number {
    return this.limit.capacity / (this.limit.windowSeconds * 1000);
  }

  private refill(key: string, now: number): Bucket {
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: this.limit.capacity, updatedAt: now };
    bucket.tokens = Math.min(this.limit.capacity, bucket.tokens + (now - bucket.updatedAt) * this.ratePerMs());
    bucket.updatedAt = now;
    return bucket;
  }

  private sweep(now: number): void {
    for (const key of [...this.buckets.keys()]) {
      if (this.refill(key, now).tokens >= this.limit.capacity) this.buckets.delete(key);
    }
  }
}
