import type { ParsedItem } from "./import-row";
import { parseAirTrail } from "./parse/airtrail";
import { parseAppInTheAir } from "./parse/appintheair";
import { parseByAir } from "./parse/byair";
import { parseContrail } from "./parse/contrail";
import { parseFlighty } from "./parse/flighty";
import { parseFr24 } from "./parse/fr24";
import { parseJetlog } from "./parse/jetlog";
import { parseJetLovers } from "./parse/jetlovers";
import { parseMilesAndMore } from "./parse/milesandmore";
import { parseOpenFlights } from "./parse/openflights";
import { parseTripIt, TRIPIT_LABEL } from "./parse/tripit";

/** The file formats an import reads, by the name the CLI and the web form use. */
export const IMPORT_FORMATS = ["fr24", "openflights", "flighty", "appintheair", "jetlog", "tripit", "byair", "jetlovers", "milesandmore", "airtrail", "contrail"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  fr24: "myFlightradar24 CSV",
  openflights: "OpenFlights CSV",
  flighty: "Flighty CSV",
  appintheair: "App in the Air data.txt",
  jetlog: "Jetlog CSV",
  tripit: TRIPIT_LABEL,
  byair: "byAir CSV",
  jetlovers: "JetLovers CSV",
  milesandmore: "Miles & More JSON",
  airtrail: "AirTrail JSON",
  contrail: "Contrail JSON",
};

const PARSERS: Record<ImportFormat, (path: string) => AsyncIterable<ParsedItem>> = {
  fr24: parseFr24,
  openflights: parseOpenFlights,
  flighty: parseFlighty,
  appintheair: parseAppInTheAir,
  jetlog: parseJetlog,
  tripit: parseTripIt,
  byair: parseByAir,
  jetlovers: parseJetLovers,
  milesandmore: parseMilesAndMore,
  airtrail: parseAirTrail,
  contrail: parseContrail,
};

export function isImportFormat(value: string): value is ImportFormat {
  return (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** The rows of a file in the given format; InputError when the file is not of that format. */
export function parseImportFile(format: ImportFormat, path: string): AsyncIterable<ParsedItem> {
  return PARSERS[format](path);
}
