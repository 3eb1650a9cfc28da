import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations";

describe("durations", () => {
  it("are a minute, an hour and a day of UTC in milliseconds", () => {
    expect(MINUTE_MS).toBe(Date.parse("2026-01-01T00:01:00Z") - Date.parse("2026-01-01T00:00:00Z"));
    expect(HOUR_MS).toBe(Date.parse("2026-01-01T01:00:00Z") - Date.parse("2026-01-01T00:00:00Z"));
    expect(DAY_MS).toBe(Date.parse("2026-01-02T00:00:00Z") - Date.parse("2026-01-01T00:00:00Z"));
  });
});
