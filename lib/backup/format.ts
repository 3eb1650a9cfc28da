import { readFileSync } from "node:fs";
import path from "node:path";
import type { Dialect } from "@/lib/config/database-url";
import { MAX_RECORD_CHARS } from "@/lib/import/import-limits";
import { COMPACT_UTC_SOURCE, compactUtc, compactUtcMs } from "@/lib/time/compact-utc";

/**
 * A backup file: gzip of newline-separated JSON. The first line is the header, then one line per row,
 * `["<table>", value, …]` with the values in the header's column order, then the trailer: the row count of each table
 * and the SHA-256 (hex) of every byte before the trailer line (uncompressed). Tables come in BACKUP_TABLES' order.
 */
export const BACKUP_FORMAT = "contrail-backup";
export const BACKUP_VERSION = 1;

/**
 * The longest line a restore reads: an import's record limit. The longest row Contrail writes (a flight with notes of
 * 10,000 characters, each escaped to six bytes at worst) is far shorter; a longer line is a forged or damaged file, and
 * gzip can pack a line of gigabytes into a file of kilobytes.
 */
export const MAX_LINE_BYTES = MAX_RECORD_CHARS;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  app: { version: string };
  /** the newest migration of the database it was taken from */
  schema: string | null;
  /** the database it was taken from */
  source: Dialect;
  /** each table's columns, in the order of its rows' values */
  tables: Record<string, string[]>;
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  rows: Record<string, number>;
  sha256: string;
}

export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The name automatic backups are written under: sorts by time. */
export function backupFileName(at: Date): string {
  return `contrail-backup-${compactUtc(at)}.ndjson.gz`;
}

/** A name backupFileName wrote; its first group is the time. */
export const BACKUP_FILE_PATTERN = new RegExp(`^contrail-backup-(${COMPACT_UTC_SOURCE})\\.ndjson\\.gz$`);

/** When the backup of this name (BACKUP_FILE_PATTERN) was written, in ms. */
export function backupTimeOf(name: string): number {
  return compactUtcMs(BACKUP_FILE_PATTERN.exec(name)![1]!);
}
