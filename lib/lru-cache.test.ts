import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

describe("LruCache", () => {
  it("keeps at most its size, dropping the least recently used", () => {
    const cache = new LruCache<string, number>({ maxWeight: 2, ttlMs: 60_000 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    expect(cache.get("a", 1)).toBe(1);
    cache.set("c", 3, 2);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)).toBe(1);
    expect(cache.get("c", 3)).toBe(3);
  });

  it("forgets an entry once it is older than its time to live", () => {
    const cache = new LruCache<string, string>({ maxWeight: 10, ttlMs: 1000 });
    cache.set("a", "x", 0);
    expect(cache.get("a", 999)).toBe("x");
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("weighs entries as told, keeping their total within the bound and no entry heavier than it", () => {
    const cache = new LruCache<string, Uint8Array>({ maxWeight: 100, weigh: (bytes) => bytes.length });
    cache.set("a", new Uint8Array(40));
    cache.set("b", new Uint8Array(40));
    cache.get("a");
    cache.set("c", new Uint8Array(40));
    expect([cache.get("a")?.length, cache.get("b"), cache.get("c")?.length]).toEqual([40, undefined, 40]);
    expect(cache.weight).toBe(80);
    cache.set("a", new Uint8Array(101));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.weight).toBe(40);
  });
});
