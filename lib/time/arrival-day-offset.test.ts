import { describe, expect, it } from "vitest";
import { arrivalDayOffset, describeDayOffset } from "./arrival-day-offset";

describe("arrivalDayOffset", () => {
  it("counts calendar days between the local dates of departure and arrival", () => {
    expect(arrivalDayOffset("2023-08-15T18:00:00.000-04:00", "2023-08-16T07:45:00.000+02:00")).toBe(1);
    expect(arrivalDayOffset("2024-05-01T10:00:00.000+02:00", "2024-05-01T10:45:00.000+01:00")).toBe(0);
    expect(arrivalDayOffset("2024-02-01T22:00:00.000+11:00", "2024-02-03T07:00:00.000+11:00")).toBe(2);
    // Auckland → Los Angeles lands the previous calendar day
    expect(arrivalDayOffset("2024-01-10T22:00:00.000+13:00", "2024-01-10T14:30:00.000-08:00")).toBe(0);
    expect(arrivalDayOffset("2024-01-11T08:00:00.000+13:00", "2024-01-10T23:30:00.000-08:00")).toBe(-1);
    // across a month and a year end
    expect(arrivalDayOffset("2023-12-31T23:00:00.000+00:00", "2024-01-01T06:00:00.000+01:00")).toBe(1);
  });

  it("is null when a time is missing", () => {
    expect(arrivalDayOffset(null, "2024-05-01T10:45:00.000+01:00")).toBeNull();
    expect(arrivalDayOffset("2024-05-01T10:45:00.000+01:00", null)).toBeNull();
  });
});

describe("describeDayOffset", () => {
  it("gives a short marker and the words for it", () => {
    expect(describeDayOffset(0)).toBeNull();
    expect(describeDayOffset(null)).toBeNull();
    expect(describeDayOffset(1)).toEqual({ marker: "+1", words: "arrives next day" });
    expect(describeDayOffset(2)).toEqual({ marker: "+2", words: "arrives 2 days later" });
    expect(describeDayOffset(-1)).toEqual({ marker: "−1", words: "arrives the previous day" });
  });
});
