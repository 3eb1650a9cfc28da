import {
  aircraftIcao,
  airlineIata,
  airlineIcao,
  airportIata,
  airportIcao,
  countryCode,
  isAirportType,
  isContinent,
} from "./codes";
import { createCoordinateTimeZone, type TimeZoneAt } from "./coordinate-time-zone";
import { airlineKey, type AircraftRecord, type AirlineRecord, type AirportRecord } from "./records";
import { normalizeTimeZone } from "./time-zone";

/**
 * Checks reference rows before they reach the database (the rules of docs/contract/decisions.md "Reference data"):
 * codes upper case and well formed (ICAO's ZZZZ placeholder dropped), continents one of the seven codes,
 * time zones valid IANA names, a bad or missing zone computed from the coordinates. Rows that cannot be
 * repaired are dropped and reported in `problems`.
 */

export type RawRow<T> = { [K in keyof T]?: unknown };

export interface Checked<T> {
  rows: T[];
  problems: string[];
}

/** Custom airports use "custom:<n>" idents; reference data may not take that namespace. */
const CUSTOM_IDENT_PREFIX = "custom:";

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim().replace(/\s+/g, " ");
  return trimmed === "" ? null : trimmed;
}

function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The continent most airports of each country have: repairs a row whose continent is missing or wrong. */
function continentsByCountry(raw: readonly RawRow<AirportRecord>[]): Map<string, string> {
  const tally = new Map<string, Map<string, number>>();
  for (const row of raw) {
    const country = countryCode(text(row.country));
    const continent = text(row.continent)?.toUpperCase();
    if (!country || !continent || !isContinent(continent)) continue;
    const counts = tally.get(country) ?? new Map<string, number>();
    counts.set(continent, (counts.get(continent) ?? 0) + 1);
    tally.set(country, counts);
  }
  const result = new Map<string, string>();
  for (const [country, counts] of tally) {
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    if (top) result.set(country, top[0]);
  }
  return result;
}

export function validateAirports(
  raw: readonly RawRow<AirportRecord>[],
  options: { timeZoneAt?: TimeZoneAt } = {},
): Checked<AirportRecord> {
  const problems: string[] = [];
  const rows: AirportRecord[] = [];
  const needZone: AirportRecord[] = [];
  const seen = new Set<string>();
  const continents = continentsByCountry(raw);
  for (const row of raw) {
    const ident = text(row.ident)?.toUpperCase() ?? null;
    const name = text(row.name);
    const lat = coordinate(row.lat, 90);
    const lon = coordinate(row.lon, 180);
    const type = text(row.type)?.toLowerCase() ?? "";
    const country = countryCode(text(row.country));
    const label = ident ?? JSON.stringify(row.name);
    if (!ident || ident.toLowerCase().startsWith(CUSTOM_IDENT_PREFIX) || seen.has(ident)) {
      problems.push(`airport ${label}: missing, reserved or duplicate ident`);
      continue;
    }
    if (!name || lat === null || lon === null || !isAirportType(type) || !country) {
      problems.push(`airport ${label}: missing name, coordinates, type or country`);
      continue;
    }
    let continent = text(row.continent)?.toUpperCase() ?? "";
    if (!isContinent(continent)) {
      const repaired = continents.get(country);
      problems.push(`airport ${ident}: continent ${JSON.stringify(row.continent)} ${repaired ? `set to ${repaired}` : "unknown, dropped"}`);
      if (!repaired) continue;
      continent = repaired;
    }
    const tz = normalizeTimeZone(text(row.tz));
    const record: AirportRecord = {
      ident,
      icao: airportIcao(text(row.icao)),
      iata: airportIata(text(row.iata)),
      name,
      municipality: text(row.municipality),
      lat,
      lon,
      type,
      continent,
      country,
      tz: tz ?? "",
    };
    seen.add(ident);
    rows.push(record);
    if (!tz) needZone.push(record);
  }
  if (needZone.length > 0) {
    const timeZoneAt = options.timeZoneAt ?? createCoordinateTimeZone(rows.filter((row) => row.tz !== ""));
    for (const record of needZone) {
      record.tz = timeZoneAt(record.lat, record.lon, record.country);
      problems.push(`airport ${record.ident}: time zone computed from coordinates (${record.tz})`);
    }
  }
  return { rows, problems };
}

export function validateAirlines(raw: readonly RawRow<AirlineRecord>[]): Checked<AirlineRecord> {
  const problems: string[] = [];
  const rows: AirlineRecord[] = [];
  const seen = new Set<string>();
  for (const row of raw) {
    const name = text(row.name);
    if (!name) {
      problems.push(`airline ${JSON.stringify(row)}: no name`);
      continue;
    }
    const record: AirlineRecord = {
      icao: airlineIcao(text(row.icao)),
      iata: airlineIata(text(row.iata)),
      name,
      callsign: text(row.callsign)?.toUpperCase() ?? null,
      country: countryCode(text(row.country)),
      active: row.active === true || row.active === 1 || row.active === "Y",
    };
    const key = airlineKey(record);
    if (seen.has(key)) {
      problems.push(`airline ${key}: duplicate`);
      continue;
    }
    seen.add(key);
    rows.push(record);
  }
  return { rows, problems };
}

export function validateAircraft(raw: readonly RawRow<AircraftRecord>[]): Checked<AircraftRecord> {
  const problems: string[] = [];
  const rows: AircraftRecord[] = [];
  const seen = new Set<string>();
  for (const row of raw) {
    const icao = aircraftIcao(text(row.icao));
    const name = text(row.name);
    if (!icao || !name || seen.has(icao)) {
      problems.push(`aircraft ${JSON.stringify(row.icao)}: bad or duplicate designator, or no name`);
      continue;
    }
    seen.add(icao);
    rows.push({ icao, name, manufacturer: text(row.manufacturer) });
  }
  return { rows, problems };
}
