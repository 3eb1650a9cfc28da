import { describe, expect, it } from "vitest";
import { parseFlightListFilters } from "./flight-list-filters";

const query = (params: Record<string, string>) => (name: string) => params[name];

describe("parseFlightListFilters", () => {
  it("leaves out a search no database can store (NUL, an unpaired surrogate), as any malformed filter", () => {
    expect(parseFlightListFilters(query({ q: " zrh " }))).toEqual({ q: "zrh" });
    expect(parseFlightListFilters(query({ q: "zr\u0000h", year: "2024" }))).toEqual({ year: 2024 });
    expect(parseFlightListFilters(query({ q: "zrh\ud800" }))).toEqual({});
  });
});
