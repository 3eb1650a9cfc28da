import type { ReferenceFiles } from "./data-files";

/**
 * The bundled airports, airlines and aircraft types in the compact form the add form searches offline
 * (public/offline/pickers.json, written at build by scripts/build-offline-pickers.ts): arrays of short rows, which
 * gzip well. Users' custom entries are not in it (they are theirs alone, never in a file every visitor may fetch).
 */
export interface OfflinePickers {
  /** the reference data's version: changes with the data files */
  version: string;
  /** [icao, iata, name, town, country, time zone, tier]: tier 0 for large airports … 6 for closed, as the picker ranks them */
  airports: [string | null, string | null, string, string | null, string | null, string, number][];
  /** [icao, iata, name, country, callsign, tier]: only airlines with an ICAO code (what the form saves); tier 0 active, 1 not */
  airlines: [string, string | null, string, string | null, string | null, number][];
  /** [icao, name] */
  aircraft: [string, string][];
}

export const OFFLINE_PICKERS_PATH = "/offline/pickers.json";

const AIRPORT_TIERS = ["large_airport", "medium_airport", "small_airport", "seaplane_base", "heliport", "balloonport"];

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function offlinePickersOf(files: ReferenceFiles): OfflinePickers {
  const tierOf = (type: unknown) => {
    const tier = AIRPORT_TIERS.indexOf(String(type));
    return tier === -1 ? AIRPORT_TIERS.length : tier;
  };
  return {
    version: files.version,
    airports: files.airports
      .filter((row) => (text(row.icao) || text(row.iata)) && text(row.name) && text(row.tz))
      .map((row) => [text(row.icao), text(row.iata), text(row.name)!, text(row.municipality), text(row.country), text(row.tz)!, tierOf(row.type)]),
    airlines: files.airlines
      .filter((row) => text(row.icao) && text(row.name))
      .map((row) => [text(row.icao)!, text(row.iata), text(row.name)!, text(row.country), text(row.callsign), row.active === false ? 1 : 0]),
    aircraft: files.aircraft.filter((row) => text(row.icao) && text(row.name)).map((row) => [text(row.icao)!, text(row.name)!]),
  };
}
