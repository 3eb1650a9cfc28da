import type { ComboOption } from "@/components/ui/combobox";
import type { OfflinePickers } from "@/lib/reference/offline-pickers";

/**
 * The add form's pickers offline: the bundled airports, airlines and aircraft types searched in the browser, ranked
 * as the server ranks them (search-airports.ts and its siblings): the exact code; a code, name or town that starts
 * with the query; a word that does; anything containing it; then the record's tier (larger airports, active
 * airlines), then the name.
 */
interface Indexed {
  codes: string[];
  /** the name first, then the other words it is found by (town, callsign), folded */
  texts: string[];
  tier: number;
  name: string;
  option: ComboOption;
}

export interface PickerIndex {
  airports: Indexed[];
  airlines: Indexed[];
  aircraft: Indexed[];
}

/** Lower case without accents, so "zurich" finds "Zürich". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

const folded = (...texts: (string | null)[]) => texts.filter((text): text is string => Boolean(text)).map(fold);

export function indexPickers(data: OfflinePickers): PickerIndex {
  return {
    airports: data.airports.map(([icao, iata, name, town, country, tz, tier]) => ({
      codes: [icao, iata].filter((code): code is string => Boolean(code)),
      texts: folded(name, town),
      tier,
      name,
      option: { value: icao ?? iata ?? "", label: `${iata ?? icao} · ${name}`, description: [town, country, tz].filter(Boolean).join(" · ") },
    })),
    airlines: data.airlines.map(([icao, iata, name, country, callsign, tier]) => ({
      codes: [icao, iata].filter((code): code is string => Boolean(code)),
      texts: folded(name, callsign),
      tier,
      name,
      option: { value: icao, label: `${icao}${iata ? ` / ${iata}` : ""} · ${name}`, ...(country ? { description: country } : {}) },
    })),
    aircraft: data.aircraft.map(([icao, name]) => ({ codes: [icao], texts: folded(name), tier: 0, name, option: { value: icao, label: `${icao} · ${name}` } })),
  };
}

function rankOf(record: Indexed, code: string, query: string): number | null {
  if (record.codes.includes(code)) return 0;
  if (record.codes.some((c) => c.startsWith(code)) || record.texts.some((text) => text.startsWith(query))) return 1;
  if (record.texts.some((text) => text.includes(` ${query}`))) return 2;
  return query.length > 2 && record.texts.some((text) => text.includes(query)) ? 3 : null;
}

/** An airport's code as people say it (its IATA code when it has one) for the code the form posts; the code itself when unknown. */
export function shortAirportCode(index: PickerIndex, code: string): string {
  const wanted = code.trim().toUpperCase();
  const found = index.airports.find((record) => record.codes.includes(wanted));
  return found ? (found.option.label.split(" · ")[0] ?? wanted) : wanted;
}

/** The best `limit` records of `kind` for a typed query (empty for an empty query). */
export function searchPickers(index: PickerIndex, kind: keyof PickerIndex, query: string, limit = 10): ComboOption[] {
  const text = query.trim().replace(/\s+/g, " ");
  if (!text) return [];
  const code = text.toUpperCase();
  const folded = fold(text);
  const found: { rank: number; record: Indexed }[] = [];
  for (const record of index[kind]) {
    const rank = rankOf(record, code, folded);
    if (rank !== null) found.push({ rank, record });
  }
  found.sort((a, b) => a.rank - b.rank || a.record.tier - b.record.tier || a.record.name.localeCompare(b.record.name));
  return found.slice(0, limit).map(({ record }) => record.option);
}
