import { describe, expect, it } from "vitest";
import { flightNumberKey, flightNumberSpellings } from "./flight-number-key";

describe("flightNumberKey", () => {
  it("writes every spelling of one flight number alike", () => {
    for (const spelling of ["LH400", "LH 400", "lh400", "LH0400", " lh 0400 ", "Lh00400"]) expect(flightNumberKey(spelling), spelling).toBe("LH400");
  });

  it("keeps the designator's digits, the suffix and three-letter codes", () => {
    expect(flightNumberKey("U2 1234")).toBe("U21234");
    expect(flightNumberKey("4u0123")).toBe("4U123");
    expect(flightNumberKey("LX 318a")).toBe("LX318A");
    expect(flightNumberKey("DLH0400")).toBe("DLH400");
    expect(flightNumberKey("LH0")).toBe("LH0");
  });

  it("keeps other text as normalised, and answers null for none", () => {
    expect(flightNumberKey("charter 1")).toBe("CHARTER1");
    expect(flightNumberKey("  ")).toBeNull();
    expect(flightNumberKey(null)).toBeNull();
  });
});

describe("flightNumberSpellings", () => {
  it("pads the number with zeros up to four digits", () => {
    expect(flightNumberSpellings("LH400")).toEqual(["LH400", "LH0400"]);
    expect(flightNumberSpellings("LX8A")).toEqual(["LX8A", "LX08A", "LX008A", "LX0008A"]);
    expect(flightNumberSpellings("U21234")).toEqual(["U21234"]);
    expect(flightNumberSpellings("CHARTER1")).toEqual(["CHARTER1"]);
  });

  it("answers spellings that all have the key", () => {
    for (const key of ["LH400", "LX8A", "DLH1"]) for (const spelling of flightNumberSpellings(key)) expect(flightNumberKey(spelling)).toBe(key);
  });
});
