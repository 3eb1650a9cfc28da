import type { ImportReport, UnknownName } from "../import-options";
import type { UnknownKind } from "./resolve-row";

const ROWS_PER_UNKNOWN = 20;

/** Unknown names with how many rows use them and the first few of those rows. */
export class UnknownNames {
  private readonly names: Record<UnknownKind, Map<string, UnknownName>> = { airports: new Map(), airlines: new Map(), aircraft: new Map() };

  private readonly lastRow = new Map<string, number>();

  add(kind: UnknownKind, key: string, row: number): void {
    const map = this.names[kind];
    let entry = map.get(key);
    if (!entry) {
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
