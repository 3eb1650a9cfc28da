import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeDataFile } from "./build/write-data-file";
import { DATA_FILES } from "./data-files";
import {
  AIRCRAFT_COLUMNS,
  AIRLINE_COLUMNS,
  AIRPORT_COLUMNS,
  type AircraftRecord,
  type AirlineRecord,
  type AirportRecord,
} from "./records";

/** Small reference data sets for tests, written to a temp folder in the committed files' format. */

export function airport(ident: string, fields: Partial<AirportRecord> = {}): AirportRecord {
  return {
    ident,
    icao: ident,
    iata: null,
    name: `${ident} Airport`,
    municipality: null,
    lat: 50,
    lon: 8,
    type: "medium_airport",
    continent: "EU",
    country: "DE",
    tz: "Europe/Berlin",
    ...fields,
  };
}

export function airline(icao: string | null, iata: string | null, name: string, fields: Partial<AirlineRecord> = {}): AirlineRecord {
  return { icao, iata, name, callsign: null, country: null, active: true, ...fields };
}

export function aircraft(icao: string, name: string, manufacturer: string | null = null): AircraftRecord {
  return { icao, name, manufacturer };
}

export interface TestData {
  airports?: readonly AirportRecord[];
  airlines?: readonly AirlineRecord[];
  aircraft?: readonly AircraftRecord[];
}

export interface TestDataDir {
  dir: string;
  write(data: TestData): void;
  cleanup(): void;
}

export function createTestDataDir(): TestDataDir {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-reference-"));
  return {
    dir,
    write(data) {
      writeDataFile(path.join(dir, DATA_FILES.airports), AIRPORT_COLUMNS, (data.airports ?? []).map((row) => AIRPORT_COLUMNS.map((c) => row[c])));
      writeDataFile(path.join(dir, DATA_FILES.airlines), AIRLINE_COLUMNS, (data.airlines ?? []).map((row) => AIRLINE_COLUMNS.map((c) => row[c])));
      writeDataFile(path.join(dir, DATA_FILES.aircraft), AIRCRAFT_COLUMNS, (data.aircraft ?? []).map((row) => AIRCRAFT_COLUMNS.map((c) => row[c])));
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
