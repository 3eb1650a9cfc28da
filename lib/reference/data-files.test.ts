import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTINENTS, isAirportType } from "./codes";
import { defaultDataDir, readDataVersion, readReferenceFiles } from "./data-files";
import { isLocationTimeZone } from "./time-zone";
import { validateAircraft, validateAirlines, validateAirports } from "./validate";

/** The committed data files: big enough, and clean (the loader should have nothing to repair). */
const files = readReferenceFiles();
const airports = validateAirports(files.airports);
const airlines = validateAirlines(files.airlines);
const aircraft = validateAircraft(files.aircraft);

describe("committed reference data", () => {
  it("passes validation without a single repair", () => {
    expect(airports.problems).toEqual([]);
    expect(airlines.problems).toEqual([]);
    expect(aircraft.problems).toEqual([]);
    expect(airports.rows).toHaveLength(files.airports.length);
  });

  it("has at least 15,000 open airports with an ICAO or IATA code, and the big ones", () => {
    const open = airports.rows.filter((row) => row.type !== "closed" && (row.icao || row.iata));
    expect(open.length).toBeGreaterThanOrEqual(15_000);
    const byIata = new Map(airports.rows.filter((row) => row.iata).map((row) => [row.iata, row]));
    for (const code of ["LHR", "JFK", "CDG", "FRA", "ZRH", "DXB", "HND", "SIN", "SYD", "GRU", "JNB", "LAX", "ORD", "DEL", "PEK"]) {
      expect(byIata.get(code)?.type, code).toBe("large_airport");
    }
    expect(byIata.get("TXL")).toMatchObject({ icao: "EDDT", type: "closed", tz: "Europe/Berlin" });
  });

  it("keeps every airport's fields within the rules", () => {
    const idents = new Set<string>();
    const broken: string[] = [];
    for (const row of airports.rows) {
      const ok =
        !idents.has(row.ident) &&
        isLocationTimeZone(row.tz) &&
        (CONTINENTS as readonly string[]).includes(row.continent) &&
        isAirportType(row.type) &&
        /^[A-Z]{2}$/.test(row.country) &&
        (row.icao === null || (/^[A-Z]{4}$/.test(row.icao) && row.icao !== "ZZZZ")) &&
        (row.iata === null || /^[A-Z]{3}$/.test(row.iata));
      if (!ok) broken.push(JSON.stringify(row));
      idents.add(row.ident);
    }
    expect(broken).toEqual([]);
  });

  it("has at least 1,000 active airlines with well-formed codes", () => {
    expect(airlines.rows.filter((row) => row.active).length).toBeGreaterThanOrEqual(1_000);
    for (const row of airlines.rows) {
      expect(row.icao ?? row.iata, row.name).not.toBeNull();
      expect(row.country === null || /^[A-Z]{2}$/.test(row.country)).toBe(true);
    }
    const byIcao = new Map(airlines.rows.filter((row) => row.icao).map((row) => [row.icao, row]));
    expect(byIcao.get("BAW")).toMatchObject({ iata: "BA", active: true });
    expect(byIcao.get("DLH")).toMatchObject({ iata: "LH", active: true });
  });

  it("has at least 150 aircraft types, every common airliner among them", () => {
    expect(aircraft.rows.length).toBeGreaterThanOrEqual(150);
    const designators = new Set(aircraft.rows.map((row) => row.icao));
    const airliners = [
      "A318", "A319", "A320", "A321", "A19N", "A20N", "A21N", "BCS1", "BCS3", "A306", "A310",
      "A332", "A333", "A338", "A339", "A343", "A346", "A359", "A35K", "A388",
      "B712", "B733", "B734", "B735", "B736", "B737", "B738", "B739", "B37M", "B38M", "B39M", "B3XM",
      "B744", "B748", "B752", "B753", "B762", "B763", "B764", "B772", "B77L", "B773", "B77W", "B788", "B789", "B78X",
      "E170", "E75L", "E75S", "E190", "E195", "E290", "E295", "E135", "E145",
      "CRJ2", "CRJ7", "CRJ9", "CRJX", "AT43", "AT45", "AT46", "AT72", "AT75", "AT76",
      "DH8A", "DH8B", "DH8C", "DH8D", "SF34", "SB20", "F70", "F100", "RJ85", "RJ1H", "MD11", "MD82", "MD88", "DC10",
      "SU95", "C919", "AJ27",
    ];
    expect(airliners.filter((code) => !designators.has(code))).toEqual([]);
    for (const row of aircraft.rows) expect(row.manufacturer, row.icao).toBeTruthy();
  });

  it("records its sources, and a version that changes with the files", () => {
    expect(existsSync(path.join(defaultDataDir(), "SOURCES.md"))).toBe(true);
    expect(readDataVersion()).toBe(files.version);
    expect(files.version).toMatch(/^[0-9a-f]{16}$/);
  });
});
