import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rebuildStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { uploadFile } from "@/test/support/import-upload";
import { distancesDiffer, exactPart, readRollups } from "@/test/oracles/rollup-snapshot";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";

// Two production servers, one after the other, on one database: the first takes a web import left queued (as a
// stopping instance leaves it) and is killed (SIGKILL) mid-import; the second takes the job over once the lease has
// run out and finishes it, every row stored once.
const ROWS = 3000;
const LEASE = { CONTRAIL_JOB_LEASE_SECONDS: "2" };
let test: TestDb | undefined;
let dir: string | undefined;
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await test?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a web import whose server is killed", () => {
  it("is finished by the next server, after the lease, with every row stored once", { timeout: 600_000 }, async () => {
    test = await createTestDb();
    const { db } = test;
    dir = await mkdtemp(path.join(os.tmpdir(), "contrail-import-takeover-"));
    const file = path.join(dir, "many.csv");
    await writeFr24File(file, ROWS);
    const first = await startServer({ databaseUrl: test.url, env: { ...LEASE, IMPORT_UPLOAD_DIR: path.join(dir, "a") } });
    servers.push(first);

    const user = await createUser(db, { username: "killed_import" });
    const token = await uploadFile(db, user.id, file);
    await db.importJob.create({
      data: {
        id: "killed-import-job",
        userId: user.id,
        uploadId: token,
        activeFor: user.id,
        options: JSON.stringify({ format: "fr24", batchSize: 100 }),
        status: "queued",
        progress: JSON.stringify({ phase: "checking", processed: 0, total: null, imported: 0, duplicates: 0, skipped: 0 }),
      },
    });

    // the first server's poll takes it (ImportJob.runner names its pid) and commits a few batches
    const running = await until("the first server to run the job", async () => {
      const job = await db.importJob.findUnique({ where: { id: "killed-import-job" } });
      return job?.runner?.split(":").at(-2) === String(first.pid) && job.rowsCommitted >= 300 && job;
    });
    expect(running.status).toBe("running");
    process.kill(-first.pid, "SIGKILL");
    await first.exited;
    const left = await db.importJob.findUniqueOrThrow({ where: { id: "killed-import-job" } });
    expect(left.rowsCommitted).toBeLessThan(ROWS);

    const second = await startServer({ databaseUrl: test.url, env: { ...LEASE, IMPORT_UPLOAD_DIR: path.join(dir, "b") } });
    servers.push(second);
    const done = await until("the second server to finish the job", async () => {
      const job = await db.importJob.findUnique({ where: { id: "killed-import-job" } });
      return job?.status !== "running" && job?.status !== "queued" && job;
    });
    expect(done).toMatchObject({ status: "done", error: null, activeFor: null });
    expect(JSON.parse(done.report!)).toMatchObject({ rows: ROWS, imported: ROWS, duplicates: 0, skippedTotal: 0 });
    // taken by the first server, then the second; with a 2 s lease on a busy machine a stalled runner may lose it
    // once more and take it again, resuming after its last committed batch like any taker
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(await db.flight.count({ where: { seats: { some: { userId: user.id } } } })).toBe(ROWS);
    expect(await db.importUpload.count({ where: { id: token } })).toBe(0);
    const live = await readRollups(db);
    await rebuildStatRollups(db);
    const rebuilt = await readRollups(db);
    expect(exactPart(rebuilt)).toStrictEqual(exactPart(live));
    expect(distancesDiffer(rebuilt, live, 1e-3)).toStrictEqual([]);
  });
});
