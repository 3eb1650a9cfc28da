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

describe("FlightIndex answers as isSameFlight does", () => {
  // every combination of the parts isSameFlight looks at, including blank and spaced numbers, the epoch and a time that
  // is no instant
  const numbers = [null, "", " ", "LX1", "lx 1", "LX2"];
  const times = [null, new Date("2024-03-31T05:05:00Z"), new Date("2024-03-31T09:00:00Z"), new Date(0), new Date(NaN)];
  const flights: FlightIdentity[] = [];
  for (const toId of [2, 3])
    for (const date of ["2024-03-31", "2024-04-01"])
      for (const flightNumber of numbers) for (const departure of times) for (const arrival of times) flights.push({ fromId: 1, toId, date, flightNumber, departure, arrival });

  it("for every pair of flights", () => {
    let mismatches = 0;
    for (const stored of flights) {
      const index = new FlightIndex();
      index.add(stored);
      // a stored blank number counts as none
      const expected = { ...stored, flightNumber: stored.flightNumber || null };
      for (const flight of flights) if (index.has(flight) !== isSameFlight(flight, expected)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("for a log of many flights: a match with any of them", () => {
    const index = new FlightIndex();
    const stored = flights.filter((_, i) => i % 7 === 0);
    for (const flight of stored) index.add(flight);
    const expected = flights.map((flight) => stored.some((s) => isSameFlight(flight, { ...s, flightNumber: s.flightNumber || null })));
    expect(flights.map((flight) => index.has(flight))).toEqual(expected);
  });
});

describe("FlightIndex lookups", () => {
  /** How often a lookup reads the queried flight: the work it does against the flights sharing its route and day. */
  function readsOfOneLookup(sameRouteAndDay: number): number {
    const index = new FlightIndex();
    for (let i = 0; i < sameRouteAndDay; i++) index.add({ ...base, flightNumber: `LX${i}`, departure: null });
    let reads = 0;
    const query = new Proxy<FlightIdentity>({ ...base, flightNumber: "LX999999", departure: null }, {
      get(target, key, receiver) {
        reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(index.has(query)).toBe(false);
    return reads;
  }

  // A file of thousands of flights on one route and day compared each row with every earlier one: minutes of CPU.
  it("do as much work with 5,000 flights on the route and day as with one", () => {
    expect(readsOfOneLookup(5_000)).toBe(readsOfOneLookup(1));
  });
});
