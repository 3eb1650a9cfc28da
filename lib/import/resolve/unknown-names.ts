import { InputError } from "@/lib/errors";
import type { ImportReport, UnknownName } from "../import-options";
import { excerpt, MAX_NAME_CHARS, MAX_UNKNOWN_NAMES } from "../import-limits";
import type { UnknownKind } from "./resolve-row";

const ROWS_PER_UNKNOWN = 20;

/**
 * Unknown names with how many rows use them and the first few of those rows. At most MAX_UNKNOWN_NAMES distinct names
 * are kept (each also costs a lookup); one more refuses the file, which is then more likely the wrong file than a log.
 */
export class UnknownNames {
  private readonly names: Record<UnknownKind, Map<string, UnknownName>> = { airports: new Map(), airlines: new Map(), aircraft: new Map() };

  private readonly lastRow = new Map<string, number>();

  private distinct = 0;

  /** Carries on from a report's names (an import resumed after its last committed batch). */
  static fromReport(report: ImportReport["unknown"]): UnknownNames {
    const names = new UnknownNames();
    for (const kind of ["airports", "airlines", "aircraft"] as const) {
      for (const entry of report[kind]) names.names[kind].set(entry.key, { key: entry.key, count: entry.count, rows: [...entry.rows] });
      names.distinct += report[kind].length;
    }
    return names;
  }

  add(kind: UnknownKind, name: string, row: number): void {
    const map = this.names[kind];
    const key = name.length > MAX_NAME_CHARS ? excerpt(name, MAX_NAME_CHARS) : name;
    let entry = map.get(key);
    if (!entry) {
      if (this.distinct >= MAX_UNKNOWN_NAMES) {
        throw new InputError(
          `The file names more than ${MAX_UNKNOWN_NAMES.toLocaleString("en")} airports, airlines and aircraft types that are not known here (from row ${row} on); check that it is the right file and format`,
        );
      }
      this.distinct += 1;
      entry = { key, count: 0, rows: [] };
      map.set(key, entry);
    }
    // one row may name the same airport twice (from and to)
    if (this.lastRow.get(`${kind}|${key}`) === row) return;
    this.lastRow.set(`${kind}|${key}`, row);
    entry.count += 1;
    if (entry.rows.length < ROWS_PER_UNKNOWN) entry.rows.push(row);
  }

  toReport(): ImportReport["unknown"] {
    const list = (kind: UnknownKind) => [...this.names[kind].values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    return { airports: list("airports"), airlines: list("airlines"), aircraft: list("aircraft") };
  }
}
