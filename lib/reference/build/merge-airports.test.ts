import { describe, expect, it } from "vitest";
import type { ExtraAirport } from "./airport-data-js";
import { mergeAirports } from "./merge-airports";
import type { SourceAirport } from "./our-airports";

function base(ident: string, fields: Partial<SourceAirport> = {}): SourceAirport {
  return { ident, icao: null, iata: null, name: `${ident} Airport`, municipality: "Town", lat: 50, lon: 10, type: "small_airport", country: "DE", ...fields };
}

function extra(fields: Partial<ExtraAirport>): ExtraAirport {
  return { icao: null, iata: null, name: "Extra Airport", lat: 10, lon: 10, type: "small_airport", country: "DE", tz: "Europe/Berlin", ...fields };
}

describe("mergeAirports", () => {
  it("gives an ICAO code to the airport whose ident it is, not to one that has it as GPS code", () => {
    const { airports, stats } = mergeAirports([base("EDDX", { icao: "EDDX" }), base("DE-1", { icao: "EDDX", iata: "DDX", type: "large_airport" })], []);
    expect(airports.map((a) => [a.ident, a.icao])).toEqual([["EDDX", "EDDX"], ["DE-1", null]]);
    expect(stats.icaoDuplicatesDropped).toBe(1);
  });

  it("ignores supplementary airports whose codes the base uses", () => {
    const { airports, stats } = mergeAirports([base("EDDF", { icao: "EDDF", iata: "FRA" })], [extra({ icao: "EDDF" }), extra({ iata: "FRA", icao: "XXXX" })]);
    expect(airports).toHaveLength(1);
    expect(stats.extraKnown).toBe(2);
  });

  it("gives a closed airport without codes the codes of the same airport in the supplement", () => {
    const tegel = base("DE-0876", { name: "Berlin-Tegel Otto Lilienthal International Airport", type: "closed", lat: 52.5597, lon: 13.2877 });
    const { airports, stats } = mergeAirports([tegel], [extra({ icao: "EDDT", iata: "TXL", name: "Berlin Tegel Airport", lat: 52.56, lon: 13.29, type: "large_airport" })]);
    expect(airports).toEqual([expect.objectContaining({ ident: "DE-0876", icao: "EDDT", iata: "TXL", type: "closed", municipality: "Town" })]);
    expect(stats.extraAdopted).toBe(1);
  });

  it("does not hand codes to an open airport nearby with another name or of another kind", () => {
    const heliport = base("US-H1", { name: "Pier Heliport", type: "heliport", lat: 40.7, lon: -74 });
    const { airports } = mergeAirports([heliport], [extra({ iata: "NWS", name: "Pier Sea Plane Base", type: "seaplane_base", lat: 40.701, lon: -74, country: "US" })]);
    expect(airports.map((a) => [a.ident, a.iata])).toEqual([["IATA-NWS", "NWS"]]);
  });

  it("adds other supplementary airports under their ICAO code or IATA-<code>, never as large airports", () => {
    const { airports } = mergeAirports([], [extra({ icao: "NSAU", iata: "AAU", type: "large_airport" }), extra({ iata: "WMK", type: "seaplane_base" })]);
    expect(airports.map((a) => [a.ident, a.type, a.municipality])).toEqual([
      ["NSAU", "medium_airport", null],
      ["IATA-WMK", "seaplane_base", null],
    ]);
  });

  it("drops OurAirports' duplicate and bogus rows, and airports without any code", () => {
    const { airports } = mergeAirports(
      [base("A", { icao: "AAAA", name: "(Duplicate) Field" }), base("B", { iata: "BBB", country: "ZZ" }), base("C"), base("D", { iata: "DDD" })],
      [extra({ iata: "EEE", name: "Non-Existent Airport" })],
    );
    expect(airports.map((a) => a.ident)).toEqual(["D"]);
  });
});
