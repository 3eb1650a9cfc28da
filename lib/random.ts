/**
 * A small seeded PRNG (mulberry32): the bench, the import bench, the demo and the e2e seed each get the same
 * data on every run from the same seed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Skewed toward the first items, like real traffic (a few hubs, a long tail). */
  skewed<T>(items: readonly T[]): T {
    const item = items[Math.floor(items.length * this.next() ** 2.5)];
    if (item === undefined) throw new Error("skewed() of an empty list");
    return item;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error("pick() of an empty list");
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}
