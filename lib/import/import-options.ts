import type { Principal } from "@/lib/auth/principal";
import type { Prisma } from "@/lib/db/prisma";
import type { ImportFormat } from "./formats";
import type { DroppedValue } from "./import-row";
import type { ImportReason } from "./reasons";

/**
 * What an import is told and what it answers. Shared by the writer, the CLI and the settings page.
 */

/** Where an unknown name should go: an entry's id, a code, or null ("leave empty", airlines and aircraft only). */
export type MappingTarget = string | number | null;

/**
 * The user's answers for names the reference data does not know, keyed by the name the report showed:
 * {airports: {XYZ: "LSZH"}, airlines: {"Air Foo": "SWR"}, aircraft: {E90: "E190", "Boeing 7X7": null}}.
 * users maps a username of the exporting installation to a local username.
 */
export interface CodeMapping {
  airports?: Record<string, MappingTarget>;
  airlines?: Record<string, MappingTarget>;
  aircraft?: Record<string, MappingTarget>;
  users?: Record<string, string>;
}

export interface ImportProgress {
  phase: "checking" | "importing" | "done";
  /** rows handled so far in this phase */
  processed: number;
  /** rows in the file (known after the checking phase) */
  total: number | null;
  imported: number;
  duplicates: number;
  skipped: number;
}

export interface ImportOptions {
  format: ImportFormat;
  /** the file on disk (uploads are stored first, so nothing is held in memory whole) */
  path: string;
  /** who imports: the flights go into this user's log */
  principal: Principal;
  dryRun?: boolean;
  mapping?: CodeMapping;
  /**
   * Admins and owners restoring an export of several users: seats of users whose username exists here go to those
   * users (otherwise they become guest seats named after the user).
   */
  matchUsers?: boolean;
  /** flights per transaction */
  batchSize?: number;
  /**
   * The rows of the file when a dry run has already read all of it without a fault (web imports): the checking pass
   * is skipped. Leave out otherwise, so a malformed file is refused before anything is written.
   */
  knownRows?: number;
  /** how many importable rows the report lists for a preview */
  previewLimit?: number;
  /** how many rows that cannot be imported the report lists (1,000 by default; skippedTotal counts them all) */
  skippedLimit?: number;
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /**
   * Carries on an import whose earlier batches were committed (a web import taken over from an instance that died):
   * the first `rowsConsumed` rows of the file are passed over and the report starts from `report`.
   */
  resume?: ImportCheckpoint;
  /**
   * Called inside each batch's transaction with the import as of that batch, so the two commit together (or neither):
   * a resumed import then neither writes nor counts a row twice. Throwing rolls the batch back and stops the import.
   */
  onBatchCommit?: (tx: Prisma.TransactionClient, checkpoint: ImportCheckpoint) => Promise<void>;
}

/** An import as of a committed batch: how many rows of the file it consumed and its report so far. */
export interface ImportCheckpoint {
  rowsConsumed: number;
  report: ImportReport;
}

export interface SkippedRow {
  row: number;
  /** why, in English (what the CLI prints) */
  reason: string;
  /** why, as data for the page to word in its language; absent in reports stored before reasons had codes */
  reasons?: ImportReason[];
}

export interface UnknownName {
  /** the name as the report shows it and a mapping is keyed by */
  key: string;
  /** how many rows use it */
  count: number;
  /** the first rows that use it */
  rows: number[];
}

/** Values of importable rows that could not be kept, counted per field and reason. */
export interface DroppedCount {
  /** the file's column (else the field) and why, in English (what the CLI prints) */
  field: string;
  reason: string;
  /** the same as data for the page; absent in reports stored before reasons had codes */
  cause?: DroppedValue;
  /** how many rows lost such a value */
  count: number;
  /** the first rows that did */
  rows: number[];
}

export interface PreviewRow {
  row: number;
  date: string;
  datePrecision: string;
  from: string;
  to: string;
  departure: string | null;
  arrival: string | null;
  airline: string | null;
  flightNumber: string | null;
  aircraft: string | null;
  seats: number;
  /** "new", or "duplicate" when the flight is already in the log (or earlier in the file) */
  status: "new" | "duplicate";
}

export interface ImportReport {
  format: ImportFormat;
  dryRun: boolean;
  /** flights the file holds (importable or not) */
  rows: number;
  /** flights written (in a dry run: that would be written) */
  imported: number;
  /** flights already in the log, or repeated in the file, left out */
  duplicates: number;
  /** the first rows that cannot be imported (at most skippedLimit), with the reason */
  skipped: SkippedRow[];
  /** how many rows cannot be imported, listed in skipped or not */
  skippedTotal: number;
  /** names the reference data does not know: map them to existing entries, or create custom ones, then import again */
  unknown: { airports: UnknownName[]; airlines: UnknownName[]; aircraft: UnknownName[] };
  /** custom airports / airlines / aircraft the file describes that were created (would be, in a dry run) */
  created: { airports: number; airlines: number; aircraft: number };
  /** values of the imported rows (in a dry run: of those that would be) that could not be kept */
  dropped: DroppedCount[];
  preview: PreviewRow[];
}
