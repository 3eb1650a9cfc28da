import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Db } from "@/lib/db/client";
import type { LeaseHolder } from "@/lib/import/web/import-lease";
import { importJobFor, runningImport, type ImportJob } from "@/lib/import/web/import-jobs";
import { saveUpload } from "@/lib/import/web/upload-store";

/** Uploads a file as Settings → Import does (into the database); answers its token. */
export async function uploadFile(db: Db, userId: string, file: string): Promise<string> {
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return (await saveUpload(db, userId, file, body)).token;
}

/** Stands in for one instance of several sharing a database: its own client and name. */
export function instance(db: Db, name: string, leaseMs = 2000, renewMs?: number): LeaseHolder {
  return { db, instance: `test-host:${name}:0000`, leaseMs, ...(renewMs === undefined ? {} : { renewMs }) };
}

/** The job once it has stopped running in this process, as the database shows it. */
export async function jobWhenStopped(db: Db, userId: string, jobId: string): Promise<ImportJob> {
  await runningImport(jobId)?.ended;
  return (await importJobFor(db, userId, jobId))!;
}

/** Waits (polling the database) until `check` holds for the job's row. */
export async function waitForJob(db: Db, jobId: string, check: (row: { rowsCommitted: number; status: string }) => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const row = await db.importJob.findUnique({ where: { id: jobId }, select: { rowsCommitted: true, status: true } });
    if (row && check(row)) return;
    if (Date.now() > deadline) throw new Error(`job ${jobId} never got there: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
