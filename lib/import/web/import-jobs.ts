import { randomBytes } from "node:crypto";
import { parseRole, type Principal } from "@/lib/auth/principal";
import { getConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { AppError, BusyError, errorMessage, InputError, NotFoundError } from "@/lib/errors";
import { instanceId } from "@/lib/instance-id";
import { processSingleton } from "@/lib/process-singleton";
import type { ImportFormat } from "../formats";
import type { CodeMapping, ImportCheckpoint, ImportOptions, ImportProgress, ImportReport } from "../import-options";
import { runImport } from "../run-import";
import { claimImportJob, commitUnderLease, endJob, LeaseLostError, giveBackImportJob, renewImportJob, type ImportJobRow, type LeaseHolder } from "./import-lease";
import { BUSY_USER_MESSAGE, claimImportSlot, hasFreeImportSlot } from "./import-slots";
import { uploadFor, withUploadFile } from "./upload-store";
import { isUniqueViolation } from "@/lib/db/unique-violation";

/**
 * Imports started from the web page run in the background while the page polls their progress: a long file outlives
 * any one request. The job (its upload, state, progress and report) lives in the database, so every instance sharing
 * it answers the page, and an instance that dies mid-import leaves the job to another (import-lease.ts), which
 * resumes after the last batch committed: each batch commits its flights together with the rows it consumed and the
 * report so far. One user runs one import or dry run at a time; a process runs a few (import-slots.ts).
 */

export interface ImportJob {
  id: string;
  userId: string;
  /** queued: waiting for an instance (the one running it stopped); the page shows it as running */
  status: "queued" | "running" | "done" | "failed";
  progress: ImportProgress;
  report: ImportReport | null;
  /** what went wrong, fit to show (internal errors are not shown as they are) */
  error: string | null;
  finishedAt: number | null;
}

/** What an import from the page is told: the uploaded file by its token, and the choices of the wizard. */
export interface ImportJobRequest {
  principal: Principal;
  token: string;
  format: ImportFormat;
  mapping?: CodeMapping;
  matchUsers?: boolean;
  /** flights per transaction (tests) */
  batchSize?: number;
}

/** What a job keeps of its request: the rest (the user's role) is read again by whichever instance runs it. */
interface JobOptions {
  format: ImportFormat;
  mapping?: CodeMapping;
  matchUsers?: boolean;
  batchSize?: number;
  knownRows?: number;
}

/** An instance that took a job this many times without ending it gives it up: the file kills every instance. */
const MAX_ATTEMPTS = 5;
const GAVE_UP = "The import was interrupted too often; every batch before that was written. Import the file again to add the rest (flights already there are skipped as duplicates).";
const FAILED = "The import failed; nothing after the last completed batch was written.";

/** The abort reason of a stopping server: the job is given back, not failed. */
const SHUTDOWN = new InputError("The server is stopping");

/** This process's running jobs, kept apart from their rows (which pages are shown). */
interface Running {
  controller: AbortController;
  ended: Promise<void>;
}

/** This process's imports: the ones it runs, whether it is stopping. */
interface ProcessImports {
  running: Map<string, Running>;
  stopping: boolean;
}

const processImports = () => processSingleton<ProcessImports>("imports", () => ({ running: new Map(), stopping: false }));

function runningImports(): Map<string, Running> {
  return processImports().running;
}

/** This instance as a lease holder, with the configured lease. */
export function localHolder(db: Db): LeaseHolder {
  return { db, instance: instanceId(), leaseMs: getConfig().jobLeaseSeconds * 1000 };
}

function initialProgress(): ImportProgress {
  return { phase: "checking", processed: 0, total: null, imported: 0, duplicates: 0, skipped: 0 };
}

function jobOf(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status as ImportJob["status"],
    progress: JSON.parse(row.progress) as ImportProgress,
    report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
    error: row.error,
    finishedAt: row.finishedAt?.getTime() ?? null,
  };
}

/**
 * Starts an import of the user's upload in the background on this instance and answers its job (the unfinished one,
 * when the user already has one, on any instance); BusyError while the user's dry run runs or this process runs as
 * many imports as it may.
 */
export async function startImportJob(db: Db, request: ImportJobRequest, lease: LeaseHolder = localHolder(db)): Promise<ImportJob> {
  const now = new Date();
  const userId = request.principal.userId;
  const unfinished = await db.importJob.findUnique({ where: { activeFor: userId } });
  if (unfinished) return jobOf(unfinished);
  const release = claimImportSlot(userId);
  try {
    const upload = await uploadFor(db, userId, request.token);
    const options: JobOptions = {
      format: request.format,
      mapping: request.mapping,
      matchUsers: request.matchUsers,
      batchSize: request.batchSize,
      knownRows: upload.checkedRows ?? undefined,
    };
    // a stopping server leaves the job queued, for another instance (or this one restarted)
    const stopping = processImports().stopping;
    const row = await db.importJob.create({
      data: {
        id: randomBytes(12).toString("hex"),
        userId,
        uploadId: upload.token,
        // unique: a second start at the same moment, on any instance, fails here and answers the first
        activeFor: userId,
        options: JSON.stringify(options),
        status: stopping ? "queued" : "running",
        runner: stopping ? null : lease.instance,
        leaseUntil: stopping ? null : new Date(now.getTime() + lease.leaseMs),
        attempts: stopping ? 0 : 1,
        progress: JSON.stringify(initialProgress()),
      },
    });
    if (stopping) release();
    else launch(lease, row, release);
    return jobOf(row);
  } catch (error) {
    release();
    if (isUniqueViolation(error)) {
      const first = await db.importJob.findUnique({ where: { activeFor: userId } });
      if (first) return jobOf(first);
    }
    throw error;
  }
}

/** The user's job with this id, or null; from whichever instance runs it. */
export async function importJobFor(db: Db, userId: string, jobId: string): Promise<ImportJob | null> {
  const row = await db.importJob.findFirst({ where: { id: jobId, userId } });
  return row ? jobOf(row) : null;
}

/** A dry run of the web page: what an import would do, nothing written; BusyError while another of the user's runs. */
export async function dryRunImport(db: Db, request: Omit<ImportJobRequest, "batchSize">): Promise<ImportReport> {
  const userId = request.principal.userId;
  const release = claimImportSlot(userId);
  try {
    // the user's import may run on another instance
    if (await db.importJob.findUnique({ where: { activeFor: userId }, select: { id: true } })) throw new BusyError(BUSY_USER_MESSAGE);
    const { format, mapping, matchUsers, principal } = request;
    return await withUploadFile(db, request.token, (path) => runImport(db, { format, path, principal, mapping, matchUsers, dryRun: true }));
  } finally {
    release();
  }
}

/** Runs a job this instance holds the lease of, in the background; `release` frees its import slot at the end. */
function launch(lease: LeaseHolder, row: ImportJobRow, release: () => void): Running {
  const controller = new AbortController();
  const ended = runJob(lease, row, controller.signal).finally(() => {
    release();
    runningImports().delete(row.id);
  });
  const running = { controller, ended };
  runningImports().set(row.id, running);
  return running;
}

/**
 * Runs the job from its last checkpoint while renewing the lease. Ends it as done or failed; a stopping server
 * (SHUTDOWN) gives it back; a lost lease, or any other abort (a test's stand-in for a dying instance), leaves the row
 * to whoever holds or takes the lease.
 */
async function runJob(lease: LeaseHolder, row: ImportJobRow, stop: AbortSignal): Promise<void> {
  const { db } = lease;
  let progress = JSON.parse(row.progress) as ImportProgress;
  const lost = new AbortController();
  const signal = AbortSignal.any([stop, lost.signal]);
  // renewed at a third of the lease (and at least every second, which also shows the progress); every batch renews too
  const beat = setInterval(() => {
    renewImportJob(lease, row.id, JSON.stringify(progress)).then(
      (held) => held || lost.abort(new InputError("The import's lease was lost")),
      () => undefined, // a database hiccup: the next beat tries again, the batch transaction checks anyway
    );
  }, lease.renewMs ?? Math.min(lease.leaseMs / 3, 1000));
  beat.unref();
  try {
    const options = JSON.parse(row.options) as JobOptions;
    const checkpoint = row.checkpoint ? (JSON.parse(row.checkpoint) as ImportCheckpoint) : undefined;
    const user = await db.user.findUnique({ where: { id: row.userId }, select: { id: true, role: true } });
    if (!user) throw new InputError("The importing user does not exist");
    if (!row.uploadId) throw new NotFoundError("The uploaded file is no longer there; please upload it again");
    const importOptions = (path: string): ImportOptions => ({
      format: options.format,
      path,
      principal: { userId: user.id, role: parseRole(user.role) },
      mapping: options.mapping,
      matchUsers: options.matchUsers,
      batchSize: options.batchSize,
      knownRows: checkpoint?.report.rows ?? options.knownRows,
      resume: checkpoint,
      signal,
      onProgress: (next) => void (progress = next),
      onBatchCommit: (tx, next) =>
        commitUnderLease(tx, lease, row.id, {
          rowsCommitted: next.rowsConsumed,
          checkpoint: JSON.stringify(next),
          progress: JSON.stringify(progressOf(next)),
        }),
    });
    const report = await withUploadFile(db, row.uploadId, (path) => runImport(db, importOptions(path)));
    await endJob(lease, row.id, { status: "done", report: JSON.stringify(report), progress: JSON.stringify(progress) });
  } catch (error) {
    if (error instanceof LeaseLostError || lost.signal.aborted) return;
    if (stop.aborted) {
      if (stop.reason === SHUTDOWN) await giveBackImportJob(lease, row.id, JSON.stringify(progress)).catch(() => undefined);
      return;
    }
    if (!(error instanceof AppError)) console.error("[import] job failed:", errorMessage(error));
    const message = error instanceof AppError ? error.message : FAILED;
    await endJob(lease, row.id, { status: "failed", error: message, progress: JSON.stringify(progress) }).catch(() => undefined);
  } finally {
    clearInterval(beat);
  }
}

function progressOf(checkpoint: ImportCheckpoint): ImportProgress {
  const { report } = checkpoint;
  return {
    phase: "importing",
    processed: checkpoint.rowsConsumed,
    total: report.rows,
    imported: report.imported,
    duplicates: report.duplicates,
    skipped: report.skippedTotal,
  };
}

/**
 * Claims and starts jobs while this process has import slots free: queued ones (given back by a stopping instance)
 * and ones whose runner's lease expired. Answers the jobs it started, each with its end.
 */
export async function claimImportJobs(lease: LeaseHolder, now = new Date()): Promise<{ id: string; ended: Promise<void> }[]> {
  const started: { id: string; ended: Promise<void> }[] = [];
  while (hasFreeImportSlot()) {
    const row = await claimImportJob(lease, now, [...runningImports().keys()]);
    if (!row) break;
    if (row.attempts > MAX_ATTEMPTS) {
      await endJob(lease, row.id, { status: "failed", error: GAVE_UP, progress: row.progress });
      continue;
    }
    let release: () => void;
    try {
      release = claimImportSlot(row.userId);
    } catch {
      // the user's dry run (or the process's last slot) was taken meanwhile: a later poll takes the job
      await giveBackImportJob(lease, row.id);
      break;
    }
    started.push({ id: row.id, ended: launch(lease, row, release).ended });
  }
  return started;
}

/**
 * One look for jobs to take over (lib/background/background-work.ts runs it on every instance, at a third of the
 * lease), unless the server is stopping.
 */
export async function pollImportJobs(db: Db): Promise<void> {
  if (!processImports().stopping) await claimImportJobs(localHolder(db));
}

/**
 * For the server's shutdown: no more jobs are taken, and every running import stops before its next row (the batch
 * being written commits or rolls back whole, in its own transaction) and is given back to be carried on by another
 * instance, or by this one once restarted. Resolves once all have stopped.
 */
export async function stopImportJobs(): Promise<number> {
  processImports().stopping = true;
  const all = [...runningImports().values()];
  for (const { controller } of all) controller.abort(SHUTDOWN);
  await Promise.allSettled(all.map(({ ended }) => ended));
  return all.length;
}

/** For tests: the running job's stop, to stand in for a process that dies (no lease given back, no renewals). */
export function runningImport(jobId: string): Running | undefined {
  return runningImports().get(jobId);
}
