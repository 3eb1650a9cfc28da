import { describe, expect, it } from "vitest";
import { MAX_CACHED_NAMES } from "../import-limits";
import { cachedAnswer } from "./name-cache";

describe("cachedAnswer", () => {
  it("looks each name up once, and forgets the oldest past 10,000 names", () => {
    const cache = new Map<string, number>();
    let lookups = 0;
    const answer = (name: string) => cachedAnswer(cache, name, () => ++lookups);
    for (let i = 0; i <= MAX_CACHED_NAMES; i++) answer(`name ${i}`);
    expect(lookups).toBe(MAX_CACHED_NAMES + 1);
    expect(cache.size).toBe(MAX_CACHED_NAMES);
    expect(answer(`name ${MAX_CACHED_NAMES}`)).toBe(MAX_CACHED_NAMES + 1);
    answer("name 0");
    expect(lookups).toBe(MAX_CACHED_NAMES + 2);
  });

  it("keeps a long name as its digest, not as the name", () => {
    const cache = new Map<string, string>();
    const long = "x".repeat(1024 * 1024);
    expect(cachedAnswer(cache, long, () => "first")).toBe("first");
    expect(cachedAnswer(cache, long, () => "second")).toBe("first");
    expect(cachedAnswer(cache, `${long}y`, () => "other")).toBe("other");
    expect(Math.max(...[...cache.keys()].map((key) => key.length))).toBeLessThan(100);
  });
});
