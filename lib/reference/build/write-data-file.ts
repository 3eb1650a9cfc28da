import { writeFileSync } from "node:fs";

/**
 * Writes a data file as {"columns": [...], "rows": [[...], ...]} with one row per line: compact (no repeated
 * keys) and still readable in a diff when a data refresh changes a few rows.
 */
export function writeDataFile(file: string, columns: readonly string[], rows: readonly unknown[][]): void {
  const lines = rows.map((row) => JSON.stringify(row));
  writeFileSync(file, `{"columns":${JSON.stringify(columns)},"rows":[\n${lines.join(",\n")}\n]}\n`);
}
