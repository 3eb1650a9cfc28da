import { describe, expect, it } from "vitest";
import { upcomingKind } from "./upcoming-kind";

describe("upcomingKind: which badge a flight not over yet wears", () => {
  it("names a month or year that is running as such, not Upcoming", () => {
    expect(upcomingKind("2026-11-01", "month", "2026-11-24")).toBe("month");
    expect(upcomingKind("2026-01-01", "year", "2026-11-24")).toBe("year");
  });

  it("is Upcoming for a later period and for a day-precision flight", () => {
    expect(upcomingKind("2026-12-01", "month", "2026-11-24")).toBe("upcoming");
    expect(upcomingKind("2027-01-01", "year", "2026-11-24")).toBe("upcoming");
    expect(upcomingKind("2026-11-24", "day", "2026-11-24")).toBe("upcoming");
  });
});
