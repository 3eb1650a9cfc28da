/** What an airport, airline or aircraft type is called in short. Aircraft types have no IATA code here. */
export interface CodedRecord {
  iata?: string | null;
  icao: string | null;
  name: string;
}

/** A record in short: its IATA code, else its ICAO code, else its name. */
export function shortCode(record: CodedRecord): string {
  return record.iata ?? record.icao ?? record.name;
}

/** A flight by its route, in its direction: "ZRH → VIE". */
export function routeTitle(from: CodedRecord, to: CodedRecord): string {
  return `${shortCode(from)} → ${shortCode(to)}`;
}

/** How a picker lists a record: "ZRH · Zürich Airport", "LSZH · …" without an IATA code, "— · Farm strip" without either. */
export function pickerLabel(record: CodedRecord): string {
  return `${record.iata ?? record.icao ?? "—"} · ${record.name}`;
}
