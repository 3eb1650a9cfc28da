/** Reference rows as the data files carry them and the loader writes them (without id and custom). */

export interface AirportRecord {
  /** the source's stable id (OurAirports ident): the key of a refresh */
  ident: string;
  icao: string | null;
  iata: string | null;
  name: string;
  municipality: string | null;
  lat: number;
  lon: number;
  type: string;
  continent: string;
  country: string;
  tz: string;
}

export interface AirlineRecord {
  icao: string | null;
  iata: string | null;
  name: string;
  callsign: string | null;
  /** ISO 3166-1 alpha-2, null when the source names no country we can place */
  country: string | null;
  active: boolean;
}

export interface AircraftRecord {
  /** ICAO type designator */
  icao: string;
  name: string;
  manufacturer: string | null;
}

/** The columns of each data file, in order: files hold arrays of values rather than objects to stay small. */
export const AIRPORT_COLUMNS = [
  "ident",
  "icao",
  "iata",
  "name",
  "municipality",
  "lat",
  "lon",
  "type",
  "continent",
  "country",
  "tz",
] as const satisfies readonly (keyof AirportRecord)[];

export const AIRLINE_COLUMNS = [
  "icao",
  "iata",
  "name",
  "callsign",
  "country",
  "active",
] as const satisfies readonly (keyof AirlineRecord)[];

export const AIRCRAFT_COLUMNS = ["icao", "name", "manufacturer"] as const satisfies readonly (keyof AircraftRecord)[];

/**
 * Airlines have no unique column, so a refresh recognises a reference airline by its codes and name together.
 * (A renamed airline therefore arrives as a new row; the old one stays while flights use it.)
 */
export function airlineKey(row: Pick<AirlineRecord, "icao" | "iata" | "name">): string {
  return `${row.icao ?? ""}|${row.iata ?? ""}|${row.name}`;
}
