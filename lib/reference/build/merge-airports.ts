import { airportTypeRank } from "../codes";
import type { ExtraAirport } from "./airport-data-js";
import type { SourceAirport } from "./our-airports";

export interface MergedAirport extends SourceAirport {
  /** a zone the source gave, used only when the coordinates give none */
  tzHint: string | null;
}

export interface MergeStats {
  icaoDuplicatesDropped: number;
  extraKnown: number;
  extraAdopted: number;
  extraAdded: number;
  extraSkipped: number;
}

/** Words that say what a place is rather than which one: they cannot tell two airports' names apart. */
const GENERIC_WORDS = new Set([
  "airport", "international", "intl", "field", "airfield", "airstrip", "aerodrome", "airpark", "heliport",
  "base", "regional", "municipal", "county", "city", "national", "domestic", "station", "military",
  "new", "san", "santa", "los", "las", "del", "the", "air", "sea", "spb", "port", "lake", "river", "island", "cay",
]);
/** How far apart two records of one airport may lie (sources differ by a runway's length or so). */
const SAME_PLACE_KM = 3;
/** Closed airports' records are rougher: a similar name counts up to here. */
const CLOSED_NAMED_KM = 10;
/** OurAirports marks rows it keeps only for history this way; "ZZ" is its "no country". */
const JUNK_NAME = /duplicate|bogus|non-?existent/i;

function isJunk(airport: { name: string; country: string }): boolean {
  return JUNK_NAME.test(airport.name) || airport.country === "ZZ";
}

function nameWords(name: string): Set<string> {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return new Set(plain.split(/[^a-z]+/).filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word)));
}

function sharesWord(a: string, b: string): boolean {
  const words = nameWords(a);
  return [...nameWords(b)].some((word) => words.has(word));
}

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One-degree cells: a 10 km neighbourhood lies within the 3×3 cells around a point (away from the poles). */
function cellKey(lat: number, lon: number): string {
  return `${Math.floor(lat)}:${Math.floor(lon)}`;
}

/**
 * An ICAO code belongs to one airport: the one whose ident it is, else the best-ranked one whose GPS code
 * gave it. The others lose it.
 */
function dedupeIcao(rows: SourceAirport[]): number {
  // Lower is better: the ident's own code first, then the larger airport.
  const score = (row: SourceAirport) => (row.ident === row.icao ? 0 : 100) + airportTypeRank(row.type);
  const owners = new Map<string, SourceAirport>();
  for (const row of rows) {
    if (!row.icao) continue;
    const owner = owners.get(row.icao);
    if (!owner || score(row) < score(owner)) owners.set(row.icao, row);
  }
  let dropped = 0;
  for (const row of rows) {
    if (row.icao && owners.get(row.icao) !== row) {
      row.icao = null;
      dropped++;
    }
  }
  return dropped;
}

/**
 * OurAirports (current) is the base; the supplement only fills gaps. A supplementary airport whose codes the
 * base already uses is the base's. So is one that matches a base airport without codes: a closed one within
 * 3 km, or within 10 km with a similar name (OurAirports removes the codes of closed airports), or an open one
 * within 3 km with a similar name and of the same kind (heliport or not), whose ICAO code was withdrawn. That
 * airport gets the codes back, so old flights can still name it. Any other supplementary airport becomes a new
 * one, identified by its ICAO code (OurAirports' own ident convention) or "IATA-<code>".
 * Only airports with an ICAO or IATA code are kept.
 */
export function mergeAirports(base: SourceAirport[], extra: ExtraAirport[]): { airports: MergedAirport[]; stats: MergeStats } {
  const rows: MergedAirport[] = base.filter((row) => !isJunk(row)).map((row) => ({ ...row, tzHint: null }));
  const stats: MergeStats = { icaoDuplicatesDropped: dedupeIcao(rows), extraKnown: 0, extraAdopted: 0, extraAdded: 0, extraSkipped: 0 };
  const usedCodes = new Set<string>();
  const idents = new Set<string>();
  const cells = new Map<string, MergedAirport[]>();
  for (const row of rows) {
    idents.add(row.ident);
    if (row.icao) usedCodes.add(row.icao);
    if (row.iata) usedCodes.add(row.iata);
    const key = cellKey(row.lat, row.lon);
    cells.set(key, [...(cells.get(key) ?? []), row]);
  }
  // Is `row` (without codes) the base's record of `airport`? See the rules above mergeAirports.
  const sameAirport = (row: MergedAirport, airport: ExtraAirport, km: number): boolean => {
    if (row.icao || row.iata) return false;
    const named = sharesWord(row.name, airport.name);
    if (row.type === "closed") return km <= SAME_PLACE_KM || (named && km <= CLOSED_NAMED_KM);
    return named && km <= SAME_PLACE_KM && (row.type === "heliport") === (airport.type === "heliport");
  };
  const baseRecordOf = (airport: ExtraAirport): MergedAirport | null => {
    let best: { row: MergedAirport; km: number } | null = null;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -1; dLon <= 1; dLon++) {
        for (const row of cells.get(cellKey(airport.lat + dLat, airport.lon + dLon)) ?? []) {
          const km = distanceKm(row, airport);
          if (sameAirport(row, airport, km) && (!best || km < best.km)) best = { row, km };
        }
      }
    }
    return best?.row ?? null;
  };
  for (const airport of extra.filter((row) => !isJunk(row))) {
    const codes = [airport.icao, airport.iata].filter((code): code is string => code !== null);
    if (codes.length === 0) continue;
    if (codes.some((code) => usedCodes.has(code) || (code.length === 4 && idents.has(code)))) {
      stats.extraKnown++;
      continue;
    }
    const adopter = baseRecordOf(airport);
    if (adopter) {
      adopter.icao = airport.icao;
      adopter.iata = airport.iata;
      adopter.tzHint = airport.tz;
      stats.extraAdopted++;
    } else {
      const ident = airport.icao ?? `IATA-${airport.iata}`;
      if (idents.has(ident)) {
        stats.extraSkipped++;
        continue;
      }
      // Every large airport is in the current OurAirports file; the supplement's "large" ones are stale or wrong
      // (Meyers Chuck Sea Plane Base), and would crowd the top of search results.
      const type = airport.type === "large_airport" ? "medium_airport" : airport.type;
      const row: MergedAirport = { ...airport, ident, type, municipality: null, tzHint: airport.tz };
      rows.push(row);
      idents.add(ident);
      stats.extraAdded++;
    }
    codes.forEach((code) => usedCodes.add(code));
  }
  return { airports: rows.filter((row) => row.icao || row.iata), stats };
}
