import type { DroppedCount, ImportReport, SkippedRow } from "./import-options";

/**
 * The report as the admin CLI prints it: each skipped row and dropped value with its reason in English only, as
 * before reasons had codes (the codes are for the import page, which words them in the reader's language).
 */
export function englishReport(report: ImportReport): ImportReport {
  return { ...report, skipped: report.skipped.map(englishSkip), dropped: report.dropped.map(englishDrop) };
}

function englishSkip({ row, reason }: SkippedRow): SkippedRow {
  return { row, reason };
}

function englishDrop({ field, reason, count, rows }: DroppedCount): DroppedCount {
  return { field, reason, count, rows };
}
