import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { constants, createGzip } from "node:zlib";
import { appVersion, BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTrailer } from "./format";
import { openPrivateFile } from "./private-files";
import { openSnapshot } from "./snapshot";
import { BACKUP_TABLES, isSkippedMetaKey } from "./tables";
import { fileValueOf } from "./values";

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  seconds: number;
}

const PAGE_SIZE = 2000;

/**
 * Writes the whole instance of `databaseUrl` (backup-file format: format.ts) to `file`, from one snapshot while the
 * server goes on serving and writing. The file appears only when complete: it is written under a temporary name and
 * renamed, so a failed or interrupted backup never leaves a cut file under the name asked for. Only its owner may read
 * it (private-files.ts).
 */
export async function writeBackup(databaseUrl: string | undefined, file: string, now = new Date()): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const snapshot = await openSnapshot(databaseUrl);
  // the fastest level: a backup's time goes to compressing at the default level, for a file only somewhat smaller
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  let written: Promise<void> = Promise.resolve();
  const hash = createHash("sha256");
  // backpressure: wait for the compressor whenever its buffer is full, so only a page or two is ever in memory
  const write = async (text: string) => {
    hash.update(text);
    if (!gzip.write(text)) await Promise.race([once(gzip, "drain"), written]);
  };
  const rows: Record<string, number> = {};
  try {
    written = pipeline(gzip, createWriteStream(partial, { fd: await openPrivateFile(partial) }));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      app: { version: appVersion() },
      schema: snapshot.migration,
      source: snapshot.dialect,
      tables: Object.fromEntries(BACKUP_TABLES.map((table) => [table.name, table.columns.map(([name]) => name)])),
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of BACKUP_TABLES) {
      let count = 0;
      for await (const page of snapshot.pages(table, PAGE_SIZE)) {
        let text = "";
        for (const row of page) {
          if (table.name === "AppMeta" && isSkippedMetaKey(String(row[0]))) continue;
          text += `${JSON.stringify([table.name, ...table.columns.map(([, kind], i) => fileValueOf(kind, row[i]))])}\n`;
          count++;
        }
        await write(text);
      }
      rows[table.name] = count;
    }
    const trailer: BackupTrailer = { end: BACKUP_FORMAT, rows, sha256: hash.digest("hex") };
    gzip.end(`${JSON.stringify(trailer)}\n`);
    await written;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await snapshot.close();
  }
  return { file, bytes: (await stat(file)).size, rows, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
