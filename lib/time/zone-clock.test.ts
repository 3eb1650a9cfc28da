import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { localDateOf, localToInstant } from "@/lib/time/zoned";
import { ZoneClock } from "./zone-clock";

describe("ZoneClock", () => {
  it("agrees with lib/time/zoned for every half hour around daylight-saving changes", () => {
    const clock = new ZoneClock();
    const days = ["2024-03-31", "2024-10-27", "2024-03-10", "2024-11-03", "2024-04-07", "2024-09-29", "2024-04-06", "2011-12-29", "2011-12-31"];
    const zones = ["Europe/Zurich", "America/New_York", "Australia/Sydney", "Pacific/Chatham", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Apia", "UTC"];
    let compared = 0;
    for (const tz of zones) {
      for (const day of days) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const local = `${day}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          let expected: string;
          try {
            expected = localToInstant(local, tz).toISOString();
          } catch (error) {
            expect(error).toBeInstanceOf(InputError);
            expect(() => clock.toInstant(local, tz, "time")).toThrow(InputError);
            continue;
          }
          const instant = clock.toInstant(local, tz, "time");
          expect(instant.toISOString()).toBe(expected);
          expect(localDateOf(instant, tz)).toBe(day);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
