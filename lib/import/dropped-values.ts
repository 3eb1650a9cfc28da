import type { DroppedCount } from "./import-options";
import type { DroppedValue } from "./import-row";
import { englishField, englishReason } from "./reasons";

const ROWS_PER_DROP = 20;

/** Dropped values per field and reason, in the order they first occur, with how many rows and the first few rows. */
export class DroppedValues {
  private readonly counts = new Map<string, DroppedCount>();

  private readonly lastRow = new Map<string, number>();

  /** Carries on from a report's counts (an import resumed after its last committed batch). */
  static fromReport(report: readonly DroppedCount[]): DroppedValues {
    const values = new DroppedValues();
    for (const entry of report) values.counts.set(`${entry.field}\u0000${entry.reason}`, { ...entry, rows: [...entry.rows] });
    return values;
  }

  add(row: number, values: readonly DroppedValue[]): void {
    for (const value of values) {
      // counted per column and reason as the CLI words them (a report resumed from before codes counts on)
      const field = englishField(value);
      const reason = englishReason(value.reason);
      const key = `${field}\u0000${reason}`;
      let entry = this.counts.get(key);
      if (!entry) {
        entry = { field, reason, cause: value, count: 0, rows: [] };
        this.counts.set(key, entry);
      }
      // a row counts once per field and reason
      if (this.lastRow.get(key) === row) continue;
      this.lastRow.set(key, row);
      entry.count += 1;
      if (entry.rows.length < ROWS_PER_DROP) entry.rows.push(row);
    }
  }

  toReport(): DroppedCount[] {
    return [...this.counts.values()].map((entry) => ({ ...entry, rows: [...entry.rows] }));
  }
}
