import { csvRecords, type CsvOptions, type CsvRecord } from "../read/csv-records";
import type { AirlineRef, AirportRef, ParsedItem } from "../import-row";

/** What the CSV formats share: reading the file record by record, and the checks every row starts with. */

/** A CSV format's parser: every record of the file, turned into a row or a skip by `toItem`. */
export function csvParser(options: CsvOptions, toItem: (record: CsvRecord) => ParsedItem): (path: string) => AsyncGenerator<ParsedItem> {
  return async function* parse(path: string) {
    for await (const record of csvRecords(path, options)) yield toItem(record);
  };
}

/** The skip for a date cell that did not parse: "Missing date" when it is empty. */
export function invalidDate(row: number, cell: string): ParsedItem {
  return { kind: "skip", row, reason: cell ? { code: "invalidDate", values: { cell } } : { code: "missingDate" } };
}

/** Both airports of a record, each read by `airport` from its column, or the skip naming the one that is missing. */
export function csvRoute(
  record: CsvRecord,
  columns: { from: string; to: string },
  airport: (cell: string) => AirportRef | null,
): { from: AirportRef; to: AirportRef } | ParsedItem {
  const row = record.line;
  const from = airport(record.get(columns.from));
  if (!from) return { kind: "skip", row, reason: { code: "missingOrigin" } };
  const to = airport(record.get(columns.to));
  if (!to) return { kind: "skip", row, reason: { code: "missingDestination" } };
  return { from, to };
}

/** An airline cell holding a code: three letters are ICAO, two characters IATA; anything else is taken as a name. */
export function airlineFromCode(cell: string | null): AirlineRef | null {
  if (!cell) return null;
  const code = cell.toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) return { key: code, icao: code, iata: null, name: null };
  if (/^[A-Z0-9]{2}$/.test(code)) return { key: code, icao: null, iata: code, name: null };
  return { key: cell, icao: null, iata: null, name: cell };
}

/** An airport cell holding a code: four characters are ICAO, three IATA; anything else stays the key only. */
export function airportFromCode(cell: string): AirportRef | null {
  const code = cell.trim().toUpperCase();
  if (!code) return null;
  if (/^[A-Z0-9]{4}$/.test(code)) return { key: code, icao: code, iata: null };
  return { key: code, icao: null, iata: /^[A-Z0-9]{3}$/.test(code) ? code : null };
}
