/**
 * Answers kept in this process, at most `maxEntries` (the least recently used goes first) and each for `ttlMs`: a
 * flight's schedule for a date seldom changes, and asking again costs the admin's quota. Per process on purpose: a
 * miss only costs a request, counted by the shared per-user limit.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now: number = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry); // re-inserted: Map order is the LRU order
    return entry.value;
  }

  set(key: string, value: V, now: number = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
