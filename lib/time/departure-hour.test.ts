import { describe, expect, it } from "vitest";
import { departureHourOf } from "./departure-hour";

describe("departureHourOf", () => {
  it("is the hour on the origin's clock, across midnight, zones and clock changes; none without a departure", () => {
    const hour = (instant: string, tz: string) => departureHourOf(new Date(instant), tz);
    expect(hour("2024-01-16T04:30:00Z", "America/New_York")).toBe(23); // 23:30 the day before, UTC-5
    expect(hour("2024-01-16T05:00:00Z", "America/New_York")).toBe(0);
    expect(hour("2024-07-16T03:59:59Z", "America/New_York")).toBe(23); // summer time, UTC-4
    expect(hour("2024-06-01T18:20:00Z", "Asia/Kathmandu")).toBe(0); // 00:05 the next day, UTC+5:45
    expect(hour("2024-06-01T18:14:59Z", "Asia/Kathmandu")).toBe(23);
    expect(hour("2024-01-10T10:00:00Z", "Pacific/Chatham")).toBe(23); // 23:45, UTC+13:45
    expect(hour("2024-03-31T00:59:00Z", "Europe/Zurich")).toBe(1); // the clocks go from 02:00 to 03:00
    expect(hour("2024-03-31T01:00:00Z", "Europe/Zurich")).toBe(3);
    expect(hour("2024-10-27T00:30:00Z", "Europe/Zurich")).toBe(2); // 02:30 twice: summer time, then winter time
    expect(hour("2024-10-27T01:30:00Z", "Europe/Zurich")).toBe(2);
    expect(hour("1969-12-31T23:30:00Z", "UTC")).toBe(23); // before 1970
    expect(departureHourOf(null, "UTC")).toBeNull();
  });
});
