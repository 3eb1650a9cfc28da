import { describe, expect, it } from "vitest";
import { COMPACT_UTC_SOURCE, compactUtc, compactUtcMs } from "./compact-utc";

describe("compactUtc", () => {
  it("writes the instant in UTC to the second, without separators", () => {
    expect(compactUtc(new Date("2024-03-12T08:30:05.999Z"))).toBe("20240312T083005Z");
    expect(compactUtc(new Date("2026-01-01T00:00:00Z"))).toBe("20260101T000000Z");
  });

  it("is matched by its pattern and read back to the second", () => {
    const at = new Date("2024-03-12T08:30:05.250Z");
    expect(new RegExp(`^${COMPACT_UTC_SOURCE}$`).test(compactUtc(at))).toBe(true);
    expect(compactUtcMs(compactUtc(at))).toBe(Date.parse("2024-03-12T08:30:05Z"));
    expect(compactUtcMs("2024-03-12T08:30:05Z")).toBeNaN();
  });
});
