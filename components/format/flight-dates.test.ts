import { describe, expect, it } from "vitest";
import { upcomingLabel } from "./flight-dates";

describe("upcomingLabel: what a flight not over yet is called", () => {
  it("names a month or year that is running as such, not Upcoming", () => {
    expect(upcomingLabel("2026-11-01", "month", "2026-11-24")).toBe("This month");
    expect(upcomingLabel("2026-01-01", "year", "2026-11-24")).toBe("This year");
  });

  it("is Upcoming for a later period and for a day-precision flight", () => {
    expect(upcomingLabel("2026-12-01", "month", "2026-11-24")).toBe("Upcoming");
    expect(upcomingLabel("2027-01-01", "year", "2026-11-24")).toBe("Upcoming");
    expect(upcomingLabel("2026-11-24", "day", "2026-11-24")).toBe("Upcoming");
  });
});
