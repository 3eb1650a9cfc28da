import { normalizeFlightNumber } from "@/lib/import/parse/field-values";

/** A designator (two characters, or three letters), the number, an optional suffix letter. */
const DESIGNATED = /^([A-Z0-9]{2}[A-Z]?)0*(\d+)([A-Z]?)$/;
/** Flight numbers have at most four digits: "LH400" may also be stored as "LH0400". */
const MAX_DIGITS = 4;

/**
 * A flight number as one key: the importers' normalisation (capitals, no blanks) and the number without leading
 * zeros, so "LH 400", "lh400" and "LH0400" are all "LH400". Text that is no airline code and number is kept as
 * normalised; null when empty.
 */
export function flightNumberKey(value: string | null | undefined): string | null {
  const text = normalizeFlightNumber(value);
  if (text === null) return null;
  const match = DESIGNATED.exec(text);
  return match ? `${match[1]}${match[2]}${match[3]}` : text;
}

/**
 * The stored spellings, once blanks are gone and letters are capitals (flightNumberSql), that have this key:
 * the number as is and padded with zeros up to four digits ("LH400": "LH400", "LH0400").
 */
export function flightNumberSpellings(key: string): string[] {
  const match = DESIGNATED.exec(key);
  if (!match) return [key];
  const [, designator, digits, suffix] = match as unknown as [string, string, string, string];
  const spellings = [key];
  for (let padded = `0${digits}`; padded.length <= MAX_DIGITS; padded = `0${padded}`) spellings.push(`${designator}${padded}${suffix}`);
  return spellings;
}

/**
 * A flight's stored number in capitals without spaces, as SQL on a flight aliased `alias`: the expression of the
 * index Flight_flightNumber_sortAt_idx (migration 20261129050000_known_flights), which a query must spell exactly.
 */
export function flightNumberSql(alias: string): string {
  return `UPPER(REPLACE(${alias}."flightNumber", ' ', ''))`;
}
