import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { BusyError } from "@/lib/errors";
import { rebuildStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { startKit, type ImportKit } from "@/test/support/import-test-kit";
import { instance, uploadFile, waitForJob } from "@/test/support/import-upload";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { claimImportJobs, dryRunImport, importJobFor, runningImport, startImportJob } from "./import-jobs";
import { claimImportJob, renewImportJob, type LeaseHolder } from "./import-lease";
import { BUSY_USER_MESSAGE } from "./import-slots";
import { FINISHED_JOB_KEEP_MS, sweepImportData } from "./import-sweep";

/**
 * Two instances sharing one database, each with its own client and name ("A" and "B"): a job started on A is seen on
 * B, and when A stops renewing its lease B takes the job over and finishes it with every row stored once.
 */

const ROWS = 3000;
const BATCH = 100;

let kit: ImportKit;
let dir: string;
let file: string;
let dbB: Db;
let a: LeaseHolder;
let b: LeaseHolder;
beforeAll(async () => {
  kit = await startKit();
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-import-takeover-"));
  process.env.IMPORT_UPLOAD_DIR = dir;
  file = path.join(dir, "many.csv");
  await writeFr24File(file, ROWS);
  dbB = createDb(kit.test.url);
  a = instance(kit.db, "A");
  b = instance(dbB, "B");
});
afterAll(async () => {
  delete process.env.IMPORT_UPLOAD_DIR;
  await dbB.$disconnect();
  await kit.test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function startOnA(user: TestUser, onA = a) {
  const token = await uploadFile(kit.db, user.id, file);
  return startImportJob(kit.db, { format: "fr24", token, principal: user.principal, batchSize: BATCH }, onA);
}

async function userFlights(userId: string): Promise<number> {
  return kit.db.flight.count({ where: { seats: { some: { userId } } } });
}

/** Every flight of the file stored once, the report and progress say so, and the rollups equal a rebuild. */
async function expectEveryRowOnce(user: TestUser, jobId: string): Promise<void> {
  const done = await importJobFor(dbB, user.id, jobId);
  expect(done).toMatchObject({
    status: "done",
    error: null,
    report: { rows: ROWS, imported: ROWS, duplicates: 0, skippedTotal: 0 },
    progress: { phase: "done", processed: ROWS, imported: ROWS, duplicates: 0 },
  });
  expect(done!.report!.preview).toHaveLength(200);
  expect(await userFlights(user.id)).toBe(ROWS);
  const live = await readRollups(kit.db);
  expect(exactPart(live)).toStrictEqual(exactPart(await expectedRollups(kit.db)));
  await rebuildStatRollups(kit.db);
  const rebuilt = await readRollups(kit.db);
  expect(exactPart(rebuilt)).toStrictEqual(exactPart(live));
  // thousands of flights summed in another order differ in the last bits: a metre is far below any flight
  expect(distancesDiffer(rebuilt, live, 1e-3)).toStrictEqual([]);
}

/** B's poll, repeated until it takes a job (once A's lease has expired). */
async function takeOverOnB(): Promise<{ id: string; ended: Promise<void> }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [taken] = await claimImportJobs(b);
    if (taken) return taken;
    if (Date.now() > deadline) throw new Error("B never took the job");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("import jobs across instances", () => {
  it("a job started on A is visible from B, with its progress; a dry run on B waits for it", async () => {
    const user = await createUser(kit.db, { username: "watcher" });
    const job = await startOnA(user);
    await waitForJob(dbB, job.id, (row) => row.rowsCommitted >= BATCH);
    const seen = await importJobFor(dbB, user.id, job.id);
    expect(seen).toMatchObject({ id: job.id, status: "running" });
    expect(seen!.progress.imported).toBeGreaterThanOrEqual(BATCH);
    const token = await uploadFile(dbB, user.id, file);
    await expect(dryRunImport(dbB, { format: "fr24", token, principal: user.principal })).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    await runningImport(job.id)!.ended;
    await expectEveryRowOnce(user, job.id);
  }, 120_000);

  it("when A dies mid-import (no more renewals), B takes the job over after the lease and finishes it: each row once", async () => {
    const user = await createUser(kit.db, { username: "orphan" });
    const job = await startOnA(user);
    // watched through B's client, whose connections A's run does not keep busy, so the watch sees A mid-run
    await waitForJob(dbB, job.id, (row) => row.rowsCommitted >= 2 * BATCH);
    // A dies: it stops between two rows, gives nothing back and renews nothing
    const onA = runningImport(job.id)!;
    onA.controller.abort(new Error("instance A died"));
    await onA.ended;
    const left = await kit.db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(left).toMatchObject({ status: "running", runner: a.instance });
    expect(await userFlights(user.id)).toBe(left.rowsCommitted);
    expect(left.rowsCommitted).toBeLessThan(ROWS);

    // until the lease runs out, the job is A's
    expect(await claimImportJobs(b)).toEqual([]);
    const taken = await takeOverOnB();
    expect(taken.id).toBe(job.id);
    expect(await kit.db.importJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ runner: b.instance, attempts: 2 });
    await taken.ended;
    await expectEveryRowOnce(user, job.id);
  }, 120_000);

  it("A, once its lease is lost, writes nothing more: its batch rolls back and B resumes after the last committed one", async () => {
    const user = await createUser(kit.db, { username: "paused" });
    // A renews only with its batches here (a lease long enough for the checking pass before them), so what stops it is
    // the check inside the batch's transaction
    const slowA = instance(kit.db, "A", 10_000, 60_000);
    const job = await startOnA(user, slowA);
    await waitForJob(dbB, job.id, (row) => row.rowsCommitted >= 2 * BATCH);
    // B sees A's lease as expired (A stalled past it, as far as B can tell) and takes the job while A still runs
    // (on PostgreSQL a claim passes over the row while A's batch transaction holds it: B tries again)
    let claimed = await claimImportJob(b, new Date(Date.now() + slowA.leaseMs + 1000));
    while (!claimed) claimed = await claimImportJob(b, new Date(Date.now() + slowA.leaseMs + 1000));
    expect(claimed.id).toBe(job.id);
    expect(await renewImportJob(slowA, job.id, "{}")).toBe(false);
    await runningImport(job.id)!.ended;
    // A stopped at its next batch without committing it, and left the job alone
    expect(await userFlights(user.id)).toBe(claimed.rowsCommitted);
    expect(await kit.db.importJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "running", runner: b.instance, error: null });
    expect(claimed.rowsCommitted).toBeLessThan(ROWS);

    // B runs it: its lease (taken "later") is still valid, so its poll takes it only once that ends; run it now
    await dbB.importJob.update({ where: { id: job.id }, data: { leaseUntil: new Date(Date.now() - 1) } });
    const taken = await takeOverOnB();
    await taken.ended;
    await expectEveryRowOnce(user, job.id);
  }, 120_000);

  it("an instance whose own run stalled past its lease does not take the job a second time while that run lasts", async () => {
    const user = await createUser(kit.db, { username: "stalled" });
    const job = await startOnA(user);
    // A polls at a time past the lease it holds (as when its run has stalled that long), while that run is under way:
    // the job is A's own run's, not one to take again (nor to give back as if someone else's run were under way)
    const pastTheLease = new Date(Date.now() + a.leaseMs + 1000);
    expect(await claimImportJobs(a, pastTheLease)).toEqual([]);
    expect(runningImport(job.id), "the run lasted through the poll").toBeDefined();
    expect(await kit.db.importJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ runner: a.instance, attempts: 1 });
    await runningImport(job.id)?.ended;
    await expectEveryRowOnce(user, job.id);
  }, 120_000);

  it("two instances claiming at once never both get a job", async () => {
    const jobs = Array.from({ length: 30 }, (_, i) => ({
      id: `claim-${String(i).padStart(2, "0")}`,
      userId: `nobody-${i}`,
      options: "{}",
      status: "queued",
      progress: "{}",
    }));
    await kit.db.importJob.createMany({ data: jobs });
    const c = instance(createDb(kit.test.url), "C");
    const drain = async (holder: LeaseHolder) => {
      const taken: string[] = [];
      for (let row = await claimImportJob(holder); row; row = await claimImportJob(holder)) taken.push(row.id);
      return taken;
    };
    try {
      const [byB, byC] = await Promise.all([drain(b), drain(c)]);
      expect([...byB, ...byC].sort()).toEqual(jobs.map((job) => job.id));
      const rows = await kit.db.importJob.findMany({ where: { id: { in: jobs.map((job) => job.id) } } });
      for (const row of rows) expect(row.runner).toBe(byB.includes(row.id) ? b.instance : c.instance);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await kit.db.importJob.deleteMany({ where: { id: { in: jobs.map((job) => job.id) } } });
      await c.db.$disconnect();
    }
  });

  it("sweeps jobs that ended over an hour ago, and uploads over a day old unless an unfinished job reads them", async () => {
    const now = new Date();
    const user = await createUser(kit.db, { username: "sweeper" });
    const token = await uploadFile(kit.db, user.id, file);
    const old = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    await kit.db.importUpload.update({ where: { id: token }, data: { createdAt: old } });
    await kit.db.importJob.createMany({
      data: [
        { id: "sweep-ended", userId: user.id, options: "{}", status: "done", progress: "{}", finishedAt: new Date(now.getTime() - FINISHED_JOB_KEEP_MS - 1000) },
        { id: "sweep-recent", userId: user.id, options: "{}", status: "failed", progress: "{}", finishedAt: now },
        { id: "sweep-queued", userId: user.id, activeFor: user.id, uploadId: token, options: "{}", status: "queued", progress: "{}" },
      ],
    });
    await sweepImportData(dbB, now);
    expect((await kit.db.importJob.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } })).map((job) => job.id)).toEqual(["sweep-queued", "sweep-recent"]);
    expect(await kit.db.importUpload.count({ where: { id: token } })).toBe(1);

    await kit.db.importJob.update({ where: { id: "sweep-queued" }, data: { status: "failed", activeFor: null, finishedAt: now } });
    await sweepImportData(dbB, now);
    expect(await kit.db.importUpload.count({ where: { id: token } })).toBe(0);
    expect(await kit.db.importUploadChunk.count({ where: { uploadId: token } })).toBe(0);
  });
});
