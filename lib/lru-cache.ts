/**
 * A cache kept in this process: entries are dropped least recently used first once their weights add up to more than
 * `maxWeight` (each weighs 1 unless `weigh` says otherwise), and each is forgotten `ttlMs` after it was set. A value
 * heavier than `maxWeight` on its own is not kept. Map order is the use order: a read re-inserts its entry.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; expires: number }>();
  private total = 0;

  constructor(private readonly options: { maxWeight: number; weigh?: (value: V) => number; ttlMs?: number }) {}

  get(key: K, now: number = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    this.total += entry.weight;
    return entry.value;
  }

  set(key: K, value: V, now: number = Date.now()): void {
    this.delete(key);
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > this.options.maxWeight) return;
    this.entries.set(key, { value, weight, expires: now + (this.options.ttlMs ?? Infinity) });
    this.total += weight;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.options.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.total -= entry.weight;
    this.entries.delete(key);
  }

  /** how many entries are held */
  get size(): number {
    return this.entries.size;
  }

  /** what the held entries weigh together */
  get weight(): number {
    return this.total;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
