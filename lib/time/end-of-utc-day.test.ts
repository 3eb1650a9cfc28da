import { describe, expect, it } from "vitest";
import { endOfUtcDay } from "./end-of-utc-day";

describe("endOfUtcDay", () => {
  it("is the day's last millisecond in UTC, whatever the month's length", () => {
    expect(endOfUtcDay("2024-03-12")?.toISOString()).toBe("2024-03-12T23:59:59.999Z");
    expect(endOfUtcDay("2024-02-29")?.toISOString()).toBe("2024-02-29T23:59:59.999Z");
    expect(endOfUtcDay("2024-12-31")?.toISOString()).toBe("2024-12-31T23:59:59.999Z");
  });

  it("is null for text that is no YYYY-MM-DD date", () => {
    for (const text of ["", "2024-3-12", "12.03.2024", "2024-13-01", "2024-03-12T10:00", "tomorrow"]) expect(endOfUtcDay(text)).toBeNull();
  });
});
