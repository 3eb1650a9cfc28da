import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { InputError } from "@/lib/errors";
import { readMigrations } from "@/lib/db/migrate";
import { formatMegabytes } from "@/lib/import/read/text-source";
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_LINE_BYTES, type BackupHeader, type BackupTrailer } from "./format";
import { boundedLines } from "./file-lines";
import { refused } from "./refused";
import { rowRules } from "./row-rules";
import { BACKUP_TABLES, backupTable, type BackupTable } from "./tables";
import { fitsKind, type FileValue } from "./values";

/** What a backup file yields, in order: its header, its rows in batches of one table, and its verified trailer. */
export type BackupEvent =
  | { type: "header"; header: BackupHeader }
  | { type: "rows"; table: BackupTable; columns: BackupTable["columns"]; rows: FileValue[][] }
  | { type: "end"; rows: Record<string, number> };

const BATCH_ROWS = 2000;

/**
 * Reads and checks a backup file as it streams: the header first (format, version, columns this version knows),
 * each row (a known table, in order, with values of the column's kind), and at the end the trailer's counts and the
 * checksum of every byte before it. Any fault throws `refused(...)`; the caller writes inside a transaction and rolls
 * back, so a file cut or changed anywhere changes nothing.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const hash = createHash("sha256");
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  let tableIndex = -1;
  let current: { table: BackupTable; columns: BackupTable["columns"]; width: number } | undefined;
  let batch: FileValue[][] = [];
  const counts: Record<string, number> = {};
  const checkRow = rowRules();

  function* flush(): Generator<BackupEvent> {
    if (current && batch.length > 0) yield { type: "rows", table: current.table, columns: current.columns, rows: batch };
    batch = [];
  }

  function* line(bytes: Buffer): Generator<BackupEvent> {
    if (trailer) throw refused("the file goes on after its end");
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8"));
    } catch {
      throw header ? refused("the file is damaged (a line is not JSON)") : refused("this is not a Contrail backup file");
    }
    if (!header) {
      header = checkHeader(value);
      hash.update(bytes);
      yield { type: "header", header };
      return;
    }
    if (!Array.isArray(value)) {
      trailer = checkTrailer(value);
      return;
    }
    hash.update(bytes);
    const name = value[0];
    let active = current;
    if (!active || active.table.name !== name) {
      yield* flush();
      const table = typeof name === "string" ? backupTable(name) : undefined;
      const index = table ? BACKUP_TABLES.indexOf(table) : -1;
      if (!table || !header.tables[table.name] || index < tableIndex) throw refused(`the file is damaged (unexpected row of table ${String(name)})`);
      tableIndex = index;
      const columns = header.tables[table.name]!.map((column) => table.columns.find(([known]) => known === column)!);
      active = current = { table, columns, width: columns.length + 1 };
    }
    if (value.length !== active.width || !active.columns.every(([, kind], i) => fitsKind(kind, value[i + 1]))) {
      throw refused(`the file is damaged (a ${active.table.name} row does not fit its columns)`);
    }
    const row = value.slice(1) as FileValue[];
    checkRow(active.table, active.columns, row);
    counts[active.table.name] = (counts[active.table.name] ?? 0) + 1;
    batch.push(row);
    if (batch.length >= BATCH_ROWS) yield* flush();
  }

  let rest = 0;
  try {
    const lines = boundedLines(gunzip as AsyncIterable<Buffer>, MAX_LINE_BYTES, () => refused(`the file is damaged (a line is longer than ${formatMegabytes(MAX_LINE_BYTES)})`));
    let next: IteratorResult<Buffer, number>;
    // the newline belongs to the line the checksum covers
    while (!(next = await lines.next()).done) yield* line(next.value);
    rest = next.value;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw refused(gzipProblem(error as NodeJS.ErrnoException));
  } finally {
    // also after a refused row or when the restore stops early: a pipe does not close its source
    input.destroy();
  }
  if (rest > 0 || !header) throw refused(header ? "the file is cut short" : "the file is empty");
  if (!trailer) throw refused("the file is cut short (it has no end line)");
  yield* flush();
  if (trailer.sha256 !== hash.digest("hex")) throw refused("the file's checksum does not match its contents (it was changed or damaged)");
  for (const table of BACKUP_TABLES) {
    if ((trailer.rows[table.name] ?? 0) !== (counts[table.name] ?? 0)) throw refused(`the file's row count of ${table.name} does not match its rows`);
  }
  yield { type: "end", rows: Object.fromEntries(BACKUP_TABLES.map((table) => [table.name, counts[table.name] ?? 0])) };
}

function gzipProblem(error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return "the file does not exist";
  if (error.code === "Z_DATA_ERROR" && /header/i.test(error.message)) return "this is not a Contrail backup file (not gzip-compressed)";
  if (error.code === "Z_BUF_ERROR" || /unexpected end/i.test(error.message)) return "the file is cut short";
  return `the file is damaged (${error.message})`;
}

function checkHeader(value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (!header || typeof header !== "object" || header.format !== BACKUP_FORMAT) throw refused("this is not a Contrail backup file");
  if (typeof header.version !== "number" || header.version > BACKUP_VERSION) {
    throw refused(`the file was made by a newer version of Contrail (backup format ${String(header.version)}; this version reads format ${BACKUP_VERSION}). Upgrade Contrail first`);
  }
  if (header.version < 1 || !header.tables || typeof header.tables !== "object") throw refused("the file's header is damaged");
  const latest = readMigrations("postgresql").at(-1)?.name ?? "";
  if (typeof header.schema === "string" && header.schema > latest) {
    throw refused(`the file was made by a newer version of Contrail (schema ${header.schema}; this version knows up to ${latest}). Upgrade Contrail first`);
  }
  for (const [name, columns] of Object.entries(header.tables)) {
    const table = backupTable(name);
    if (!table || !Array.isArray(columns) || !columns.every((column) => table.columns.some(([known]) => known === column))) {
      throw refused(`the file has table or columns this version does not know (${name}); it was made by a newer version of Contrail`);
    }
    if (!columns.includes(table.key)) throw refused(`the file's header is damaged (${name} has no ${table.key})`);
  }
  return header as BackupHeader;
}

function checkTrailer(value: unknown): BackupTrailer {
  const trailer = value as Partial<BackupTrailer> | null;
  if (!trailer || trailer.end !== BACKUP_FORMAT || typeof trailer.sha256 !== "string" || !trailer.rows || typeof trailer.rows !== "object") {
    throw refused("the file is damaged (a line is neither a row nor the end)");
  }
  return trailer as BackupTrailer;
}
