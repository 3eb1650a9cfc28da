import { describe, expect, it } from "vitest";
import { isCompleted } from "./completed";

describe("isCompleted", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("counts a flight whose end is exactly now", () => {
    expect(isCompleted(new Date(now), now)).toBe(true);
  });
  it("counts a flight that ended before now and not one that ends after", () => {
    expect(isCompleted(new Date(now.getTime() - 1), now)).toBe(true);
    expect(isCompleted(new Date(now.getTime() + 1), now)).toBe(false);
  });
});
