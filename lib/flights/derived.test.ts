import { describe, expect, it } from "vitest";
import { AIRPORT_FIXTURES } from "@/test/support/fixtures";
import { EARTH_RADIUS_KM, durationSecondsOf, endsAtOf, haversineKm, sortAtOf } from "./derived";

describe("haversineKm", () => {
  it("uses the sphere of radius 6371.0088 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371.0088);
    // a quarter meridian and half the equator
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo((Math.PI / 2) * 6371.0088, 6);
    expect(haversineKm({ lat: 0, lon: -90 }, { lat: 0, lon: 90 })).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(haversineKm({ lat: 10, lon: 20 }, { lat: 10, lon: 20 })).toBe(0);
  });

  it("matches published great-circle distances and is symmetric", () => {
    const { ZRH, LHR, JFK, LAX, SYD } = AIRPORT_FIXTURES;
    expect(haversineKm(JFK, LAX)).toBeGreaterThan(3970);
    expect(haversineKm(JFK, LAX)).toBeLessThan(3990);
    expect(haversineKm(LAX, SYD)).toBeGreaterThan(12040);
    expect(haversineKm(LAX, SYD)).toBeLessThan(12070);
    expect(haversineKm(ZRH, LHR)).toBe(haversineKm(LHR, ZRH));
  });

  it("crosses the antimeridian the short way", () => {
    const { AKL, CHT } = AIRPORT_FIXTURES;
    expect(haversineKm(AKL, CHT)).toBeGreaterThan(1000);
    expect(haversineKm(AKL, CHT)).toBeLessThan(1100);
  });
});

describe("derived times", () => {
  const dep = new Date("2024-05-01T08:00:00Z");
  const arr = new Date("2024-05-01T09:45:00.500Z");

  it("duration is rounded whole seconds, null unless both times are known", () => {
    expect(durationSecondsOf(dep, arr)).toBe(6301);
    expect(durationSecondsOf(dep, null)).toBeNull();
    expect(durationSecondsOf(null, arr)).toBeNull();
  });

  it("endsAt is arrival, else departure, else the start of the next period at the origin", () => {
    const base = { date: "2024-05-01", datePrecision: "day" as const, originTz: "Asia/Tokyo" };
    expect(endsAtOf({ ...base, departure: dep, arrival: arr })).toBe(arr);
    expect(endsAtOf({ ...base, departure: dep, arrival: null })).toBe(dep);
    expect(endsAtOf({ ...base, departure: null, arrival: null }).toISOString()).toBe("2024-05-01T15:00:00.000Z");
    expect(endsAtOf({ ...base, datePrecision: "month", departure: null, arrival: null }).toISOString()).toBe("2024-05-31T15:00:00.000Z");
  });

  it("sortAt is departure, else the start of the date at the origin", () => {
    const base = { date: "2024-05-01", datePrecision: "day" as const, originTz: "Asia/Tokyo", arrival: arr };
    expect(sortAtOf({ ...base, departure: dep })).toBe(dep);
    expect(sortAtOf({ ...base, departure: null }).toISOString()).toBe("2024-04-30T15:00:00.000Z");
  });
});
