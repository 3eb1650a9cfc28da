import { describe, expect, it } from "vitest";
import { flightListUnit, hasFilters, parseFlightListFilters } from "./flight-list-filters";
import { flightListFilterParams } from "./flight-list-params";

const query = (params: Record<string, string>) => (name: string) => params[name];

describe("parseFlightListFilters", () => {
  it("leaves out a search no database can store (NUL, an unpaired surrogate), as any malformed filter", () => {
    expect(parseFlightListFilters(query({ q: " zrh " }))).toEqual({ q: "zrh" });
    expect(parseFlightListFilters(query({ q: "zr\u0000h", year: "2024" }))).toEqual({ year: 2024 });
    expect(parseFlightListFilters(query({ q: "zrh\ud800" }))).toEqual({});
  });
});

describe("the drill-down filters", () => {
  it("read back what they write (params ⇄ parse)", () => {
    const filters = {
      q: "zrh", airlineId: 3, aircraftId: 4, seatClass: "unknown", seat: "window", reason: "unknown", year: 2024, month: 7,
      completed: true, airportId: 5, country: "CH", continent: "EU", fromId: 6, toId: 7, since: "2024-02-29", until: "2024-12-31",
      weekday: "sunday", airframe: "HBJCA", hour: 0,
    } as const;
    const params = new URLSearchParams(flightListFilterParams(filters));
    expect(parseFlightListFilters((name) => params.get(name))).toEqual(filters);
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ completed: true })).toBe(true);
    expect(flightListUnit({ completed: true, seat: "aisle" })).toBe("seats");
    expect(flightListUnit({ completed: true, country: "CH" })).toBe("visits");
    expect(flightListUnit({ completed: true, fromId: 1, toId: 2 })).toBe("flights");
  });

  it("leave out malformed values rather than fail", () => {
    const malformed = {
      class: "Business", seat: "aisle; DROP", reason: "", month: "13", completed: "yes", airport: "0", country: "ch",
      continent: "XX", from: "-1", to: "99999999999", year: "24", airline: "1e3", aircraft: "2.5", since: "2024-13-01", until: "yesterday",
      weekday: "Sunday", hour: "24",
    };
    expect(parseFlightListFilters(query(malformed))).toEqual({});
    expect(parseFlightListFilters(query({ month: "0" }))).toEqual({});
    // an airframe as the chart writes it: capitals, no spaces or hyphens, at most 16 characters
    for (const airframe of ["HB-JCA", "hb jca", "hbjca", "A".repeat(17), "HB\u0000JCA"]) expect(parseFlightListFilters(query({ airframe }))).toEqual({});
    expect(parseFlightListFilters(query({ weekday: "unknown", airframe: "HBJCA" }))).toEqual({ weekday: "unknown", airframe: "HBJCA" });
    for (const hour of ["-1", "1.5", "007", "x", "unknown"]) expect(parseFlightListFilters(query({ hour }))).toEqual({});
    expect(parseFlightListFilters(query({ hour: "23" }))).toEqual({ hour: 23 });
    expect(parseFlightListFilters(query({ month: "12", completed: "1", country: "NZ" }))).toEqual({ month: 12, completed: true, country: "NZ" });
  });
});
