import { describe, expect, it } from "vitest";
import { durationParts, formatDuration, monthName } from "./units";

describe("formatDuration", () => {
  it("keeps the minutes of long totals (517.58 h is 517 h 35 min)", () => {
    expect(formatDuration(517.58 * 3600)).toBe("517 h 35 min");
    expect(formatDuration(12_345 * 3600 + 5 * 60)).toBe("12,345 h 05 min");
  });

  it("writes short durations as before", () => {
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(12 * 3600 + 5 * 60)).toBe("12 h 05 min");
    expect(formatDuration(100 * 3600)).toBe("100 h 00 min");
  });
});

describe("durationParts", () => {
  it("splits a duration into whole hours and the minutes left, rounded to the minute", () => {
    expect(durationParts(517.58 * 3600)).toEqual({ hours: 517, minutes: 35 });
    expect(durationParts(59.6 * 60)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(45 * 60)).toEqual({ hours: 0, minutes: 45 });
  });
});

describe("monthName", () => {
  it("writes English months in three letters, September too", () => {
    expect([monthName(3), monthName(9), monthName(9, "en", "long"), monthName(3, "de", "long")]).toEqual(["Mar", "Sep", "September", "März"]);
  });
});
