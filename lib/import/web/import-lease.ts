import type { Db } from "@/lib/db/client";
import { bySql } from "@/lib/db/sql";
import { Prisma, type ImportJob as ImportJobRow } from "@/lib/db/prisma";

/**
 * Who runs a web import: the instance holding the job's lease (ImportJob.runner until leaseUntil). The runner renews
 * it while it runs and checks it inside every batch's transaction, so once its lease has expired (the instance hung
 * or died) another instance may claim the job and nothing more of the old runner commits. It lives on the job's row,
 * not in a named lease (lib/periodic/lease.ts): the queue is claimed by the row itself (`SKIP LOCKED`), and every
 * batch checks it inside its own transaction.
 */

export interface LeaseHolder {
  db: Db;
  /** instanceId() of this process, or a test's stand-in for another instance */
  instance: string;
  leaseMs: number;
  /** how often a runner renews its lease between batches: a third of it, at most a second, unless given */
  renewMs?: number;
}

export type { ImportJobRow };

/** Thrown inside a batch's transaction when the lease is no longer this runner's: the batch rolls back. */
export class LeaseLostError extends Error {
  override name = "LeaseLostError";
  constructor() {
    super("The import's lease was taken over by another instance");
  }
}

const claimable = (now: Date, skip: readonly string[]): Prisma.ImportJobWhereInput => ({
  OR: [{ status: "queued" }, { status: "running", leaseUntil: { lt: now } }],
  ...(skip.length > 0 ? { id: { notIn: [...skip] } } : {}),
});

/**
 * Takes the oldest job that is queued or whose runner's lease expired, or answers null. Two instances never take the
 * same one: on PostgreSQL the candidate row is locked (`FOR UPDATE SKIP LOCKED`, so a second claimer passes over it
 * to the next) and on SQLite the transaction is the one writer; the conditional update re-checks it either way.
 * `skip`: the jobs this process still runs. The lease names the instance, so a process must not take its own job
 * again while a run of it (stalled past the lease) lasts: two runs under one name would both pass the lease check.
 */
export async function claimImportJob(holder: LeaseHolder, now = new Date(), skip: readonly string[] = []): Promise<ImportJobRow | null> {
  const { db } = holder;
  return db.$transaction(async (tx) => {
    let id: string | undefined;
    if (bySql(db, { postgresql: true, sqlite: false })) {
      // "leaseUntil" holds UTC without a zone, as Prisma writes it; the cast drops the ISO string's "Z"
      const skipped = skip.length > 0 ? Prisma.sql`AND "id" NOT IN (${Prisma.join([...skip])})` : Prisma.empty;
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "ImportJob"
        WHERE ("status" = 'queued' OR ("status" = 'running' AND "leaseUntil" < ${now.toISOString()}::timestamp)) ${skipped}
        ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
      id = rows[0]?.id;
    } else {
      id = (await tx.importJob.findFirst({ where: claimable(now, skip), orderBy: { createdAt: "asc" }, select: { id: true } }))?.id;
    }
    if (!id) return null;
    const { count } = await tx.importJob.updateMany({
      where: { AND: [{ id }, claimable(now, skip)] },
      data: { status: "running", runner: holder.instance, leaseUntil: new Date(now.getTime() + holder.leaseMs), attempts: { increment: 1 } },
    });
    return count === 1 ? tx.importJob.findUnique({ where: { id } }) : null;
  });
}

/** The lease is still this runner's and unexpired. */
const held = (holder: LeaseHolder, id: string, now: Date): Prisma.ImportJobWhereInput => ({
  id,
  runner: holder.instance,
  status: "running",
  leaseUntil: { gt: now },
});

/** Extends the lease (and shows the latest progress); false once the lease is lost. */
export async function renewImportJob(holder: LeaseHolder, id: string, progress: string, now = new Date()): Promise<boolean> {
  const { count } = await holder.db.importJob.updateMany({
    where: held(holder, id, now),
    data: { leaseUntil: new Date(now.getTime() + holder.leaseMs), progress },
  });
  return count === 1;
}

/**
 * Inside a batch's transaction: records what the batch consumed and counted, and extends the lease, or throws
 * LeaseLostError (the batch then rolls back: the runner that holds the job now resumes after the last committed one).
 */
export async function commitUnderLease(
  tx: Prisma.TransactionClient,
  holder: LeaseHolder,
  id: string,
  data: { rowsCommitted: number; checkpoint: string; progress: string },
): Promise<void> {
  const now = new Date();
  const { count } = await tx.importJob.updateMany({ where: held(holder, id, now), data: { ...data, leaseUntil: new Date(now.getTime() + holder.leaseMs) } });
  if (count !== 1) throw new LeaseLostError();
}

/** Gives the job back (the instance is stopping): queued again, another instance (or this one restarted) carries on. */
export async function giveBackImportJob(holder: LeaseHolder, id: string, progress?: string): Promise<void> {
  await holder.db.importJob.updateMany({
    where: { id, runner: holder.instance, status: "running" },
    // a job given back is no sign of a file that kills its instance: the attempt does not count
    data: { status: "queued", runner: null, leaseUntil: null, attempts: { decrement: 1 }, ...(progress === undefined ? {} : { progress }) },
  });
}

/**
 * Ends the job as done or failed, if it is still this runner's: a done job's upload goes with it, in the same
 * transaction. False when another instance holds the job now (it will end it).
 */
export async function endJob(
  holder: LeaseHolder,
  id: string,
  end: { status: "done"; report: string; progress: string } | { status: "failed"; error: string; progress: string },
): Promise<boolean> {
  return holder.db.$transaction(async (tx) => {
    const { count } = await tx.importJob.updateMany({
      where: { id, runner: holder.instance, status: "running" },
      data: { ...end, activeFor: null, leaseUntil: null, finishedAt: new Date() },
    });
    if (count !== 1) return false;
    if (end.status === "done") {
      const job = await tx.importJob.findUnique({ where: { id }, select: { uploadId: true } });
      if (job?.uploadId) await tx.importUpload.deleteMany({ where: { id: job.uploadId } });
    }
    return true;
  });
}
