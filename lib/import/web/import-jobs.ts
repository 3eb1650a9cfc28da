import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { AppError, InputError } from "@/lib/errors";
import type { ImportOptions, ImportProgress, ImportReport } from "../import-options";
import { runImport } from "../run-import";
import { claimImportSlot } from "./import-slots";

/**
 * Imports started from the web page run in the server process while the page polls their progress: a long file
 * outlives any one request. Jobs are kept in memory for an hour after they end; one user runs one import or dry run
 * at a time, and the server a few (import-slots.ts).
 */

export interface ImportJob {
  id: string;
  userId: string;
  status: "running" | "done" | "failed";
  progress: ImportProgress;
  report: ImportReport | null;
  /** what went wrong, fit to show (internal errors are not shown as they are) */
  error: string | null;
  finishedAt: number | null;
}

const KEEP_MS = 60 * 60 * 1000;

/** What stopping a running job needs, kept apart from the job (which pages are shown). */
interface Running {
  controller: AbortController;
  ended: Promise<void>;
}

// On globalThis: the pages' bundles and the production server's own bundle each have a copy of this module.
const holder = globalThis as { __contrailImportJobs?: Map<string, ImportJob>; __contrailRunningImports?: Map<string, Running> };

function jobs(): Map<string, ImportJob> {
  return (holder.__contrailImportJobs ??= new Map());
}

function runningImports(): Map<string, Running> {
  return (holder.__contrailRunningImports ??= new Map());
}

export const STOPPED_BY_SHUTDOWN = "The server stopped during the import; every batch before that was written. Import the file again to add the rest (flights already there are skipped as duplicates).";

function sweep(): void {
  const now = Date.now();
  for (const [id, job] of jobs()) if (job.finishedAt !== null && now - job.finishedAt > KEEP_MS) jobs().delete(id);
}

/**
 * Starts an import in the background and answers its job (the running one, when the user already has one); BusyError
 * while the user's dry run runs or the server runs as many imports as it may.
 */
export function startImportJob(db: Db, options: ImportOptions, onEnd?: (job: ImportJob) => Promise<void> | void): ImportJob {
  sweep();
  const userId = options.principal.userId;
  const running = [...jobs().values()].find((job) => job.userId === userId && job.status === "running");
  if (running) return running;
  const release = claimImportSlot(userId);
  const job: ImportJob = {
    id: randomBytes(12).toString("hex"),
    userId,
    status: "running",
    progress: { phase: "checking", processed: 0, total: null, imported: 0, duplicates: 0, skipped: 0 },
    report: null,
    error: null,
    finishedAt: null,
  };
  jobs().set(job.id, job);
  const controller = new AbortController();
  const ended = runImport(db, { ...options, signal: controller.signal, onProgress: (progress) => void (job.progress = progress) })
    .then((report) => {
      job.report = report;
      job.status = "done";
    })
    .catch((error: unknown) => {
      job.status = "failed";
      job.error = error instanceof AppError ? error.message : "The import failed; nothing after the last completed batch was written.";
      if (!(error instanceof AppError)) console.error("[import] job failed:", error instanceof Error ? error.message : String(error));
    })
    .finally(async () => {
      release();
      job.finishedAt = Date.now();
      runningImports().delete(job.id);
      await onEnd?.(job);
    });
  runningImports().set(job.id, { controller, ended });
  return job;
}

/**
 * For the server's shutdown: every running import stops before its next row (the batch being written commits or
 * rolls back whole, in its own transaction) and fails with STOPPED_BY_SHUTDOWN. Resolves once all have ended.
 */
export async function stopImportJobs(): Promise<number> {
  const all = [...runningImports().values()];
  for (const { controller } of all) controller.abort(new InputError(STOPPED_BY_SHUTDOWN));
  await Promise.allSettled(all.map(({ ended }) => ended));
  return all.length;
}

/** The user's job with this id, or null. */
export function importJobFor(userId: string, jobId: string): ImportJob | null {
  const job = jobs().get(jobId);
  return job && job.userId === userId ? job : null;
}

/** A dry run of the web page: what an import would do, nothing written; BusyError while another of the user's runs. */
export async function dryRunImport(db: Db, options: ImportOptions): Promise<ImportReport> {
  const release = claimImportSlot(options.principal.userId);
  try {
    return await runImport(db, { ...options, dryRun: true });
  } finally {
    release();
  }
}
