import { describe, expect, it } from "vitest";
import { airline, airport } from "./test-data";
import { validateAircraft, validateAirlines, validateAirports } from "./validate";

describe("validateAirports", () => {
  it("computes a bad or missing time zone from the coordinates of nearby airports", () => {
    const { rows, problems } = validateAirports([
      airport("LSZH", { lat: 47.46, lon: 8.55, country: "CH", tz: "Europe/Zurich" }),
      airport("LSZB", { lat: 46.91, lon: 7.5, country: "CH", tz: "Mars/Olympus_Mons" }),
      airport("LSGG", { lat: 46.24, lon: 6.11, country: "CH", tz: "" }),
      airport("LFSB", { lat: 47.6, lon: 7.53, country: "FR", tz: "Europe/Paris" }),
    ]);
    expect(rows.map((row) => row.tz)).toEqual(["Europe/Zurich", "Europe/Zurich", "Europe/Zurich", "Europe/Paris"]);
    expect(problems.filter((p) => p.includes("time zone computed"))).toHaveLength(2);
  });

  it("uses a given coordinate lookup, and the nautical zone when no airport is near", () => {
    const lookedUp = validateAirports([airport("AAAA", { tz: "Bad/Zone" })], { timeZoneAt: () => "Europe/Vienna" });
    expect(lookedUp.rows[0]?.tz).toBe("Europe/Vienna");
    const alone = validateAirports([airport("NSAU", { lat: -13.5, lon: -172.6, country: "WS", continent: "OC", tz: "nope" })]);
    expect(alone.rows[0]?.tz).toBe("Etc/GMT+12");
  });

  it("drops ICAO's ZZZZ placeholder and malformed codes, upper-cases the rest", () => {
    const { rows } = validateAirports([
      airport("ZZZZ", { icao: "ZZZZ", iata: "abc" }),
      airport("X1", { icao: "eddf", iata: "fra" }),
      airport("X2", { icao: "K1F0", iata: "AB" }),
    ]);
    expect(rows.map((row) => [row.ident, row.icao, row.iata])).toEqual([
      ["ZZZZ", null, "ABC"],
      ["X1", "EDDF", "FRA"],
      ["X2", null, null],
    ]);
  });

  it("keeps continents to the seven codes: repairs from the country's other airports, else drops the row", () => {
    const { rows, problems } = validateAirports([
      airport("EDDF", { continent: "EU" }),
      airport("EDDM", { continent: "eu" }),
      airport("EDDB", { continent: "Europe" }),
      airport("FAOR", { continent: "XX", country: "ZA" }),
    ]);
    expect(rows.map((row) => [row.ident, row.continent])).toEqual([
      ["EDDF", "EU"],
      ["EDDM", "EU"],
      ["EDDB", "EU"],
    ]);
    expect(problems.some((p) => p.startsWith("airport FAOR"))).toBe(true);
  });

  it("drops rows without ident, name, coordinates, known type or country, duplicates and the custom: namespace", () => {
    const { rows, problems } = validateAirports([
      airport("OK"),
      airport("OK"),
      airport(""),
      airport("custom:7"),
      airport("NONAME", { name: " " }),
      airport("FAR", { lat: 91 }),
      airport("TYPE", { type: "spaceport" }),
      airport("NOCOUNTRY", { country: "Germany" }),
    ]);
    expect(rows.map((row) => row.ident)).toEqual(["OK"]);
    expect(problems).toHaveLength(7);
  });
});

describe("validateAirlines", () => {
  it("normalizes codes and callsigns, keeps ISO country codes only, drops duplicates and nameless rows", () => {
    const { rows, problems } = validateAirlines([
      airline("baw", "ba", "British Airways", { callsign: "speedbird", country: "gb" }),
      airline("BAW", "BA", "British Airways"),
      airline("EZY", "u2", "easyJet", { country: "United Kingdom", active: false }),
      airline("TOOLONG", "A*", "Odd Air"),
      airline("XXX", null, " "),
    ]);
    expect(rows).toEqual([
      { icao: "BAW", iata: "BA", name: "British Airways", callsign: "SPEEDBIRD", country: "GB", active: true },
      { icao: "EZY", iata: "U2", name: "easyJet", callsign: null, country: null, active: false },
      { icao: null, iata: null, name: "Odd Air", callsign: null, country: null, active: true },
    ]);
    expect(problems).toHaveLength(2);
  });
});

describe("validateAircraft", () => {
  it("keeps well-formed unique designators", () => {
    const { rows, problems } = validateAircraft([
      { icao: "a20n", name: "Airbus A320neo", manufacturer: "Airbus" },
      { icao: "A20N", name: "again", manufacturer: null },
      { icao: "C17", name: "Boeing C-17", manufacturer: "" },
      { icao: "1234", name: "bad", manufacturer: null },
      { icao: "B738", name: "", manufacturer: null },
    ]);
    expect(rows).toEqual([
      { icao: "A20N", name: "Airbus A320neo", manufacturer: "Airbus" },
      { icao: "C17", name: "Boeing C-17", manufacturer: null },
    ]);
    expect(problems).toHaveLength(3);
  });
});
