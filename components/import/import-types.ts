import type { ComboOption } from "@/components/ui/combobox";
import type { ImportFormat } from "@/lib/import/formats";
import type { ImportProgress, ImportReport, MappingTarget } from "@/lib/import/import-options";

/** What the import page and its server actions pass each other (plain data only). */

export type UnknownKind = "airports" | "airlines" | "aircraft";

export interface ImportRequest {
  token: string;
  format: ImportFormat;
  matchUsers: boolean;
  mapping: Record<UnknownKind, Record<string, MappingTarget>>;
}

/** A report cut to what a page can show: fewer of the first rows skipped (skippedTotal still counts them all). */
export type WebReport = ImportReport;

export interface JobView {
  id: string;
  status: "running" | "done" | "failed";
  progress: ImportProgress;
  report: WebReport | null;
  error: string | null;
}

/** A server action's answer: its value, or the message to show. */
export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

/** The import page's server actions, handed to the wizard by the page (components never import a route). */
export interface ImportActions {
  preview: (request: ImportRequest) => Promise<Answer<WebReport>>;
  start: (request: ImportRequest) => Promise<Answer<JobView>>;
  status: (jobId: string) => Promise<Answer<JobView>>;
  search: Record<UnknownKind, (query: string) => Promise<ComboOption[]>>;
  create: Record<UnknownKind, (input: Record<string, string>) => Promise<Answer<ComboOption>>>;
}

const SKIPPED_SHOWN = 500;

export function webReport(report: ImportReport): WebReport {
  return { ...report, skipped: report.skipped.slice(0, SKIPPED_SHOWN) };
}
