import { describe, expect, it } from "vitest";
import { pickerLabel, shortCode, routeTitle } from "./short-code";

const zrh = { iata: "ZRH", icao: "LSZH", name: "Zürich Airport" };
const strip = { iata: null, icao: null, name: "Farm strip" };

describe("shortCode", () => {
  it("is the IATA code, else the ICAO code, else the name", () => {
    expect(shortCode(zrh)).toBe("ZRH");
    expect(shortCode({ ...zrh, iata: null })).toBe("LSZH");
    expect(shortCode(strip)).toBe("Farm strip");
  });
});

describe("routeTitle", () => {
  it("writes the route in its direction by the shortest code", () => {
    expect(routeTitle(zrh, { iata: "VIE", icao: "LOWW", name: "Vienna" })).toBe("ZRH → VIE");
    expect(routeTitle({ ...zrh, iata: null }, strip)).toBe("LSZH → Farm strip");
  });
});

describe("pickerLabel", () => {
  it("puts the shortest code before the name, a dash when there is none", () => {
    expect(pickerLabel(zrh)).toBe("ZRH · Zürich Airport");
    expect(pickerLabel({ ...zrh, iata: null })).toBe("LSZH · Zürich Airport");
    expect(pickerLabel(strip)).toBe("— · Farm strip");
  });
});
