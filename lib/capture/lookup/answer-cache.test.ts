import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";

describe("AnswerCache", () => {
  it("keeps at most its size, dropping the least recently used", () => {
    const cache = new AnswerCache<number>(2, 60_000);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    expect(cache.get("a", 1)).toBe(1);
    cache.set("c", 3, 2);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)).toBe(1);
    expect(cache.get("c", 3)).toBe(3);
  });

  it("forgets an answer once it is older than its time to live", () => {
    const cache = new AnswerCache<string>(10, 1000);
    cache.set("a", "x", 0);
    expect(cache.get("a", 999)).toBe("x");
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
