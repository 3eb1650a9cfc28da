import { describe, expect, it } from "vitest";
import { inferArrival } from "./arrival-day";
import { ZoneClock } from "@/lib/time/zone-clock";

const clock = new ZoneClock();
const at = (iso: string) => new Date(iso);
const infer = (dep: string, time: string, tz: string, duration: number | null) => inferArrival(clock, at(dep), time, tz, duration).toISOString();

describe("inferArrival", () => {
  it("lands the same day, the next day, or by the stated duration two days later", () => {
    expect(infer("2024-03-31T05:05:00Z", "07:55", "Europe/London", null)).toBe("2024-03-31T06:55:00.000Z");
    expect(infer("2024-06-10T22:30:00Z", "06:35", "Europe/London", null)).toBe("2024-06-11T05:35:00.000Z");
    // without the duration the first 07:00 in Sydney after departure would be 9 hours later
    expect(infer("2024-02-01T11:00:00Z", "07:00", "Australia/Sydney", null)).toBe("2024-02-01T20:00:00.000Z");
    expect(infer("2024-02-01T11:00:00Z", "07:00", "Australia/Sydney", 33 * 3600)).toBe("2024-02-02T20:00:00.000Z");
  });

  it("lands on the previous calendar day across the date line", () => {
    // Auckland 22:00 (+13) → Los Angeles 14:30 the same calendar day (-08), 11.5 hours later
    expect(infer("2024-01-10T09:00:00Z", "14:30", "America/Los_Angeles", null)).toBe("2024-01-10T22:30:00.000Z");
    expect(infer("2024-01-10T09:00:00Z", "14:30", "America/Los_Angeles", 11.5 * 3600)).toBe("2024-01-10T22:30:00.000Z");
  });

  it("is never before the departure, even when the duration says so", () => {
    expect(infer("2024-06-10T22:30:00Z", "22:00", "Europe/London", 60)).toBe("2024-06-11T21:00:00.000Z");
  });

  it("lands on the departure instant itself when the time of day is that instant (arrival == departure is allowed)", () => {
    // London 08:00 (BST, 07:00Z) → Zurich 09:00 (CEST, 07:00Z): not a day later, with or without a stated duration
    expect(infer("2024-06-10T07:00:00Z", "09:00", "Europe/Zurich", null)).toBe("2024-06-10T07:00:00.000Z");
    expect(infer("2024-06-10T07:00:00Z", "09:00", "Europe/Zurich", 0)).toBe("2024-06-10T07:00:00.000Z");
  });

  it("reads the destination's clock across its daylight-saving change", () => {
    // New York springs forward at 02:00 on 10 March 2024: 03:30 is EDT (-04)
    expect(infer("2024-03-10T04:00:00Z", "03:30", "America/New_York", null)).toBe("2024-03-10T07:30:00.000Z");
  });
});
