import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/time/zoned";
import { DAYS_AFTER_SCAN, DAYS_BEFORE_SCAN, dateOfDay, flightDateOf, issueDateOf } from "./bcbp-date";

describe("dateOfDay", () => {
  it("counts day 060 as 29 February in a leap year and 1 March in a common one", () => {
    expect(dateOfDay(2024, 60)).toBe("2024-02-29");
    expect(dateOfDay(2025, 60)).toBe("2025-03-01");
    expect(dateOfDay(2000, 60)).toBe("2000-02-29");
    expect(dateOfDay(2100, 60)).toBe("2100-03-01");
  });

  it("has day 366 only in a leap year", () => {
    expect(dateOfDay(2024, 366)).toBe("2024-12-31");
    expect(dateOfDay(2025, 366)).toBeNull();
    expect(dateOfDay(2025, 365)).toBe("2025-12-31");
    expect(dateOfDay(2025, 1)).toBe("2025-01-01");
  });
});

describe("flightDateOf without a date of issue", () => {
  it("puts a pass for 30 December scanned on 2 January in the year before", () => {
    expect(flightDateOf(364, "2026-01-02", null)).toBe("2025-12-30");
    expect(flightDateOf(365, "2025-01-02", null)).toBe("2024-12-30"); // 2024 is a leap year: 30 December is day 365
  });

  it("puts a pass for 3 January scanned on 28 December in the year after", () => {
    expect(flightDateOf(3, "2025-12-28", null)).toBe("2026-01-03");
  });

  it("reads day 060 in the year of the window that has it", () => {
    expect(flightDateOf(60, "2024-03-10", null)).toBe("2024-02-29");
    expect(flightDateOf(60, "2025-03-10", null)).toBe("2025-03-01");
    expect(flightDateOf(60, "2025-01-10", null)).toBe("2025-03-01"); // 50 days ahead: within the window
  });

  it("reads day 366 as the last leap year's 31 December, or no date when the window holds none", () => {
    expect(flightDateOf(366, "2025-01-05", null)).toBe("2024-12-31");
    expect(flightDateOf(366, "2024-12-20", null)).toBe("2024-12-31");
    expect(flightDateOf(366, "2026-06-01", null)).toBeNull();
  });

  it("takes the window's ends and nothing beyond them", () => {
    const scan = "2025-06-01";
    const latest = addDays(scan, DAYS_AFTER_SCAN); // 2025-08-05, day 217
    expect(flightDateOf(217, scan, null)).toBe(latest);
    expect(flightDateOf(218, scan, null)).toBe("2024-08-05"); // one day further ahead is last year's day 218
    expect(addDays(scan, -DAYS_BEFORE_SCAN)).toBe("2024-08-05");
  });

  it("picks the nearer date when both ends of the window have the day", () => {
    // The window of a scan on 2023-06-01 runs from 2022-08-05 to 2023-08-05, both day 217 (no 29 February between)
    expect(flightDateOf(217, "2023-06-01", null)).toBe("2023-08-05");
  });

  it("always answers a date in the window for days 1 to 365", () => {
    const scans = fc.integer({ min: 0, max: 365 * 300 }).map((offset) => addDays("1901-01-01", offset));
    fc.assert(
      fc.property(scans, fc.integer({ min: 1, max: 365 }), (scan, day) => {
        const date = flightDateOf(day, scan, null);
        return date !== null && date >= addDays(scan, -DAYS_BEFORE_SCAN) && date <= addDays(scan, DAYS_AFTER_SCAN) && dateOfDay(Number(date.slice(0, 4)), day) === date;
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a scan date that is not a date, which is the caller's bug", () => {
    expect(() => flightDateOf(10, "2025-02-30", null)).toThrow(RangeError);
    expect(() => flightDateOf(10, "yesterday", null)).toThrow(RangeError);
  });
});

describe("the date of issue", () => {
  it("is the latest date of its year digit and day not after the scan date", () => {
    expect(issueDateOf({ yearDigit: 6, dayOfYear: 225 }, "2026-11-29")).toBe("2026-08-13");
    expect(issueDateOf({ yearDigit: 6, dayOfYear: 350 }, "2026-11-29")).toBe("2016-12-15"); // 2026's day 350 is ahead
    expect(issueDateOf({ yearDigit: 9, dayOfYear: 10 }, "2026-11-29")).toBe("2019-01-10");
    expect(issueDateOf({ yearDigit: 6, dayOfYear: 334 }, "2026-11-29")).toBe("2026-11-30"); // a day ahead: time zones
    expect(issueDateOf({ yearDigit: 6, dayOfYear: 335 }, "2026-11-29")).toBe("2016-11-30");
  });

  it("is unknown without its year digit, or when no year with that digit has day 366", () => {
    expect(issueDateOf({ yearDigit: null, dayOfYear: 225 }, "2026-11-29")).toBeNull();
    expect(issueDateOf({ yearDigit: 5, dayOfYear: 366 }, "2026-11-29")).toBeNull();
    expect(issueDateOf({ yearDigit: 6, dayOfYear: 366 }, "2026-11-29")).toBe("2016-12-31");
  });
});

describe("flightDateOf with a date of issue", () => {
  it("dates the flight on or after the issue, across the year end", () => {
    expect(flightDateOf(226, "2026-11-29", { yearDigit: 6, dayOfYear: 225 })).toBe("2026-08-14");
    expect(flightDateOf(2, "2027-01-01", { yearDigit: 6, dayOfYear: 365 })).toBe("2027-01-02");
    expect(flightDateOf(364, "2026-01-02", { yearDigit: 5, dayOfYear: 363 })).toBe("2025-12-30");
  });

  it("dates an old pass by its issue year where the window would put it in the last year", () => {
    expect(flightDateOf(100, "2026-01-10", null)).toBe("2025-04-10");
    // 2026's day 99 is after the scan, so the pass was issued in 2016 (a leap year: day 100 is 9 April)
    expect(flightDateOf(100, "2026-01-10", { yearDigit: 6, dayOfYear: 99 })).toBe("2016-04-09");
  });

  it("allows a flight dated the day before its issue (the issuing system's day runs ahead)", () => {
    expect(flightDateOf(99, "2026-11-29", { yearDigit: 6, dayOfYear: 100 })).toBe("2026-04-09");
    expect(flightDateOf(98, "2026-11-29", { yearDigit: 6, dayOfYear: 100 })).toBe("2027-04-08");
  });

  it("reads day 060 and 366 in the issue's year", () => {
    expect(flightDateOf(60, "2024-06-01", { yearDigit: 4, dayOfYear: 58 })).toBe("2024-02-29");
    expect(flightDateOf(60, "2025-06-01", { yearDigit: 5, dayOfYear: 58 })).toBe("2025-03-01");
    expect(flightDateOf(366, "2025-01-03", { yearDigit: 4, dayOfYear: 365 })).toBe("2024-12-31");
    expect(flightDateOf(366, "2026-01-03", { yearDigit: 5, dayOfYear: 364 })).toBeNull();
  });

  it("falls back to the window when the issue date has no year digit", () => {
    expect(flightDateOf(364, "2026-01-02", { yearDigit: null, dayOfYear: 363 })).toBe("2025-12-30");
  });
});
