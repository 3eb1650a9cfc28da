import { describe, expect, it } from "vitest";
import { FlightIndex, isSameFlight, type FlightIdentity } from "./duplicates";

const base: FlightIdentity = { fromId: 1, toId: 2, date: "2024-03-31", flightNumber: "LX318", departure: new Date("2024-03-31T05:05:00Z"), arrival: null };

describe("isSameFlight", () => {
  it("needs the same route and day, then the same flight number or the same times", () => {
    expect(isSameFlight(base, { ...base })).toBe(true);
    expect(isSameFlight(base, { ...base, flightNumber: "lx 318", departure: null })).toBe(true);
    expect(isSameFlight(base, { ...base, flightNumber: "LH5744" })).toBe(true); // a codeshare: same times
    expect(isSameFlight(base, { ...base, flightNumber: "LX320", departure: new Date("2024-03-31T09:00:00Z") })).toBe(false);
    expect(isSameFlight(base, { ...base, toId: 3 })).toBe(false);
    expect(isSameFlight(base, { ...base, date: "2024-04-01" })).toBe(false);
  });

  it("matches flights without numbers or times on route and day alone, unless their numbers differ", () => {
    const bare = { ...base, flightNumber: null, departure: null };
    expect(isSameFlight(bare, { ...bare })).toBe(true);
    expect(isSameFlight(bare, { ...bare, flightNumber: "LX1" })).toBe(true);
    expect(isSameFlight({ ...bare, flightNumber: "LX2" }, { ...bare, flightNumber: "LX1" })).toBe(false);
  });
});

describe("FlightIndex", () => {
  it("finds a flight added before", () => {
    const index = new FlightIndex();
    index.add(base);
    expect(index.has({ ...base, arrival: null })).toBe(true);
    expect(index.has({ ...base, flightNumber: "LX9", departure: new Date("2024-03-31T05:06:00Z") })).toBe(false);
  });
});
