import { describe, expect, it } from "vitest";
import { inferArrivalDate } from "./infer-arrival-date";

describe("inferArrivalDate: the importer's rule for an arrival given as a time of day", () => {
  it("lands the same day when the arrival time comes after the departure, else the next day", () => {
    expect(inferArrivalDate("2024-09-01T08:00", "Europe/Zurich", "09:10", "Europe/Paris")).toBe("2024-09-01");
    expect(inferArrivalDate("2024-09-01T23:30", "Europe/Zurich", "00:40", "Europe/Paris")).toBe("2024-09-02");
  });

  it("compares instants, not clock readings: an earlier-looking local time may still be the same day", () => {
    // JFK 18:00 (-04) is 22:00 UTC; Zurich 07:45 the next day; London 22:30 (+01) is 21:30 UTC, New York 00:15 is 04:15 UTC next day
    expect(inferArrivalDate("2023-08-15T18:00", "America/New_York", "07:45", "Europe/Zurich")).toBe("2023-08-16");
    // Zurich 10:00 (+02) is 08:00 UTC; London 09:05 (+01) is 08:05 UTC: the same day although 09:05 < 10:00
    expect(inferArrivalDate("2024-05-01T10:00", "Europe/Zurich", "09:05", "Europe/London")).toBe("2024-05-01");
  });

  it("is null when the departure cannot be read", () => {
    expect(inferArrivalDate("2024-03-31T02:30", "Europe/Zurich", "05:00", "Europe/London")).toBeNull();
    expect(inferArrivalDate("2024-05-01T10:00", "Nowhere/City", "11:00", "Europe/London")).toBeNull();
    expect(inferArrivalDate("2024-05-01T10:00", "Europe/Zurich", "25:00", "Europe/London")).toBeNull();
  });
});
