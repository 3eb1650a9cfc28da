/**
 * The code formats of reference data. Everything is stored upper case, so lookups can compare codes exactly
 * and use the icao/iata indexes.
 */

export const CONTINENTS = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"] as const;
export type Continent = (typeof CONTINENTS)[number];

/** Airport types, best first: the order that settles an ambiguous code and ranks search results. */
export const AIRPORT_TYPES = [
  "large_airport",
  "medium_airport",
  "small_airport",
  "seaplane_base",
  "heliport",
  "balloonport",
  "closed",
] as const;
export type AirportType = (typeof AIRPORT_TYPES)[number];

/** ICAO's "no location indicator" placeholder: flight plans use it for places that have no code. */
export const ICAO_PLACEHOLDER = "ZZZZ";

export function isContinent(value: string): value is Continent {
  return (CONTINENTS as readonly string[]).includes(value);
}

export function isAirportType(value: string): value is AirportType {
  return (AIRPORT_TYPES as readonly string[]).includes(value);
}

export function airportTypeRank(type: string): number {
  const rank = (AIRPORT_TYPES as readonly string[]).indexOf(type);
  return rank === -1 ? AIRPORT_TYPES.length : rank;
}

/** Source data is not always typed as promised (a numeric IATA code, a missing field): anything else is "". */
function clean(value: unknown): string {
  return typeof value === "string" ? value.trim().toUpperCase() : "";
}

/** A four-letter ICAO location indicator, or null (ZZZZ and anything else malformed included). */
export function airportIcao(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z]{4}$/.test(code) && code !== ICAO_PLACEHOLDER ? code : null;
}

/** A three-letter IATA location code, or null. */
export function airportIata(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** A three-letter ICAO airline designator, or null. */
export function airlineIcao(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** A two-character IATA airline designator (letters and digits, e.g. "U2"), or null. */
export function airlineIata(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z0-9]{2}$/.test(code) ? code : null;
}

/** An ICAO aircraft type designator (2–4 characters, starting with a letter, e.g. "A20N", "C17"), or null. */
export function aircraftIcao(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z][A-Z0-9]{1,3}$/.test(code) ? code : null;
}

/** An ISO 3166-1 alpha-2 country code (upper case), or null. */
export function countryCode(value: unknown): string | null {
  const code = clean(value);
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
