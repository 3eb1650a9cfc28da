import { describe, expect, it } from "vitest";
import { formatFlightDate, formatUtcInstant, localClock } from "./flight-dates";
import { formatDistance } from "./units";

describe("formatFlightDate follows the date format", () => {
  it("writes a day in each format", () => {
    expect(formatFlightDate("2024-03-09", "day", "dmy")).toBe("9 Mar 2024");
    expect(formatFlightDate("2024-03-09", "day", "mdy")).toBe("Mar 9, 2024");
    expect(formatFlightDate("2024-03-09", "day", "iso")).toBe("2024-03-09");
  });
  it("keeps month and year precision as precise as known", () => {
    expect(formatFlightDate("2024-03-01", "month", "dmy")).toBe("Mar 2024");
    expect(formatFlightDate("2024-03-01", "month", "mdy")).toBe("Mar 2024");
    expect(formatFlightDate("2024-03-01", "month", "iso")).toBe("2024-03");
    // English has always written September in three letters, as en-US does (en-GB writes "Sept")
    expect(formatFlightDate("2024-09-02", "day", "dmy")).toBe("2 Sep 2024");
    expect(formatFlightDate("2024-09-01", "month", "dmy")).toBe("Sep 2024");
    expect(formatFlightDate("2024-01-01", "year", "iso")).toBe("2024");
  });
});

describe("localClock follows the clock", () => {
  it("writes 24-hour and 12-hour times, midnight and noon included", () => {
    const at = (hhmm: string) => `2024-03-31T${hhmm}:00.000+02:00`;
    expect(localClock(at("08:05"), "24h")).toBe("08:05");
    expect(localClock(at("08:05"), "12h")).toBe("8:05 AM");
    expect(localClock(at("00:30"), "12h")).toBe("12:30 AM");
    expect(localClock(at("12:00"), "12h")).toBe("12:00 PM");
    expect(localClock(at("23:59"), "12h")).toBe("11:59 PM");
    expect(localClock(null, "12h")).toBeNull();
  });
});

describe("formatDistance follows the unit", () => {
  it("converts to miles and nautical miles", () => {
    expect(formatDistance(1852, "nmi")).toBe("1,000 nmi");
    expect(formatDistance(1609.344, "mi")).toBe("1,000 mi");
    expect(formatDistance(1000, "km")).toBe("1,000 km");
  });
});

describe("formatUtcInstant", () => {
  it("writes a UTC instant in the user's date format and clock", () => {
    expect(formatUtcInstant("2024-03-31T20:05:00.000Z", "dmy", "24h")).toBe("31 Mar 2024 20:05 UTC");
    expect(formatUtcInstant("2024-03-31T20:05:00.000Z", "iso", "12h")).toBe("2024-03-31 8:05 PM UTC");
  });
});
