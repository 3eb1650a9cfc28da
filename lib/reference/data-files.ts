import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  AIRCRAFT_COLUMNS,
  AIRLINE_COLUMNS,
  AIRPORT_COLUMNS,
  type AircraftRecord,
  type AirlineRecord,
  type AirportRecord,
} from "./records";
import type { RawRow } from "./validate";

/** The committed data files (written by scripts/build-reference-data.ts; aircraft.json is kept by hand). */
export const DATA_FILES = { airports: "airports.json", airlines: "airlines.json", aircraft: "aircraft.json" } as const;

/**
 * Bump when the loader's rules change in a way that should rewrite rows already loaded from unchanged files:
 * it is part of the data version.
 */
const LOADER_REVISION = "1";

export function defaultDataDir(): string {
  return path.join(process.cwd(), "lib", "reference", "data");
}

export interface ReferenceFiles {
  /** changes whenever a data file (or LOADER_REVISION) does: the loader skips a version already loaded */
  version: string;
  airports: RawRow<AirportRecord>[];
  airlines: RawRow<AirlineRecord>[];
  aircraft: RawRow<AircraftRecord>[];
}

/** Turns a data file's rows (arrays) into records keyed by column; values are checked later, by validate.ts. */
export function parseDataFile<T>(name: string, text: string, columns: readonly (keyof T & string)[]): RawRow<T>[] {
  const data: unknown = JSON.parse(text);
  const { columns: found, rows } = (data ?? {}) as { columns?: unknown; rows?: unknown };
  if (JSON.stringify(found) !== JSON.stringify(columns) || !Array.isArray(rows)) {
    throw new Error(`${name}: expected columns ${columns.join(",")}`);
  }
  return rows.map((row: unknown) => {
    const values = Array.isArray(row) ? row : [];
    const record: RawRow<T> = {};
    columns.forEach((column, i) => {
      record[column] = values[i];
    });
    return record;
  });
}

/** The version alone: cheap enough to check on every start (hashing ~3 MB), no parsing. */
export function readDataVersion(dataDir: string = defaultDataDir()): string {
  return versionOf(Object.values(DATA_FILES).map((file) => readFileSync(path.join(dataDir, file))));
}

function versionOf(contents: readonly Buffer[]): string {
  const hash = createHash("sha256").update(LOADER_REVISION);
  for (const content of contents) hash.update(content);
  return hash.digest("hex").slice(0, 16);
}

export function readReferenceFiles(dataDir: string = defaultDataDir()): ReferenceFiles {
  const [airports, airlines, aircraft] = [DATA_FILES.airports, DATA_FILES.airlines, DATA_FILES.aircraft].map((file) =>
    readFileSync(path.join(dataDir, file)),
  ) as [Buffer, Buffer, Buffer];
  return {
    version: versionOf([airports, airlines, aircraft]),
    airports: parseDataFile<AirportRecord>(DATA_FILES.airports, airports.toString("utf8"), AIRPORT_COLUMNS),
    airlines: parseDataFile<AirlineRecord>(DATA_FILES.airlines, airlines.toString("utf8"), AIRLINE_COLUMNS),
    aircraft: parseDataFile<AircraftRecord>(DATA_FILES.aircraft, aircraft.toString("utf8"), AIRCRAFT_COLUMNS),
  };
}
