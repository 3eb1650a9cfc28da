import { describe, expect, it } from "vitest";
import { isLocationTimeZone, nauticalTimeZone, normalizeTimeZone } from "./time-zone";

describe("time-zone names", () => {
  it("accepts location zones, their aliases and UTC", () => {
    for (const name of ["Europe/Zurich", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "Asia/Calcutta", "Europe/Kyiv", "Etc/GMT+5", "UTC"]) {
      expect(isLocationTimeZone(name), name).toBe(true);
    }
  });

  it("rejects unknown names, offsets, legacy rule names and empty values", () => {
    for (const name of ["Mars/Olympus_Mons", "+05:00", "EST5EDT", "CET", "europe/zurich", "", null, undefined]) {
      expect(isLocationTimeZone(name), String(name)).toBe(false);
    }
  });

  it("repairs letter case only", () => {
    expect(normalizeTimeZone(" asia/tokyo ")).toBe("Asia/Tokyo");
    expect(normalizeTimeZone("Europe/Zurich")).toBe("Europe/Zurich");
    expect(normalizeTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(normalizeTimeZone("EST5EDT")).toBeNull();
  });

  it("gives the nautical zone of a longitude with POSIX's sign", () => {
    expect(nauticalTimeZone(0)).toBe("Etc/GMT");
    expect(nauticalTimeZone(31)).toBe("Etc/GMT-2");
    expect(nauticalTimeZone(-75)).toBe("Etc/GMT+5");
    expect(nauticalTimeZone(180)).toBe("Etc/GMT-12");
    for (let lon = -180; lon <= 180; lon += 7.5) expect(isLocationTimeZone(nauticalTimeZone(lon))).toBe(true);
  });
});
