import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createClusterDb, startCluster, type Cluster, type ClusterInstance } from "@/test/support/cluster";
import type { TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { distancesDiffer, exactPart, readRollups, type RollupSnapshot } from "@/test/oracles/rollup-snapshot";
import { refillStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { dialectOf } from "@/lib/db/client";
import { setPassword } from "@/lib/users/set-password";
import { seedContractData } from "@/test/contract/seed";
import { signInCookie } from "@/test/contract/sign-in";
import { importRequest, startImport, uploadImport, waitForImport } from "./web-import";

/**
 * kill -9 of the instance running a web import: another instance takes the job over once its lease (3 s here) has
 * run out, and finishes it with every row of the file stored once.
 */

const ROWS = 20_000;
let testDb: TestDb;
let cluster: Cluster;
let dir: string;

beforeAll(async () => {
  testDb = await createClusterDb();
  await seedContractData(testDb.db);
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-cluster-files-"));
  cluster = await startCluster({ databaseUrl: testDb.url, env: { CONTRAIL_JOB_LEASE_SECONDS: "3", CONTRAIL_RATE_LIMIT_REQUESTS: "0" } });
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The running job's row: who runs it ("host:pid:random", lib/instance-id.ts). */
async function runnerOf(jobId: string): Promise<{ status: string; runner: string | null } | null> {
  const rows = await testDb.db.$queryRawUnsafe<{ id: string; status: string; runner: string | null }[]>(`SELECT "id", "status", "runner" FROM "ImportJob"`);
  return rows.find((row) => row.id === jobId) ?? (rows.length === 1 ? rows[0]! : null);
}

class Rollback extends Error {}

async function rebuiltRollups(): Promise<RollupSnapshot> {
  let rebuilt: RollupSnapshot | undefined;
  await testDb.db
    .$transaction(async (tx) => {
      await refillStatRollups(tx, dialectOf(testDb.db));
      rebuilt = await readRollups(tx);
      throw new Rollback();
    }, { timeout: 120_000 })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return rebuilt!;
}

it(`kill -9 of the instance running a ${ROWS}-row import: the other finishes it, every row stored once, rollups equal a rebuild`, async () => {
  const user = await createUser(testDb.db);
  await setPassword(testDb.db, user.id, "a long passphrase 1");
  const cookie = await signInCookie(cluster.proxyUrl, user.username, "a long passphrase 1");
  const file = path.join(dir, "flights.csv");
  await writeFr24File(file, ROWS);
  const before = await testDb.db.flight.count();

  const upload = await uploadImport(cluster.proxyUrl, cookie, file);
  const job = await startImport(cluster.proxyUrl, cookie, importRequest(upload.token));

  // the runner, once it has stored some of the flights (and not all)
  let victim: ClusterInstance | undefined;
  const deadline = Date.now() + 120_000;
  while (!victim) {
    if (Date.now() > deadline) throw new Error("no instance was seen storing the import's flights");
    const row = await runnerOf(job.id);
    const pid = Number(row?.runner?.split(":")[1]);
    const stored = (await testDb.db.flight.count()) - before;
    if (row && ["done", "failed"].includes(row.status)) throw new Error(`the import ended (${row.status}) before it could be killed`);
    if (stored > 0 && stored < ROWS) victim = cluster.instances.find((instance) => instance.pid === pid);
    if (!victim) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const survivor = cluster.instances.find((instance) => instance !== victim)!;
  await victim.kill();
  const storedAtKill = (await testDb.db.flight.count()) - before;
  expect(storedAtKill).toBeLessThan(ROWS);

  const ended = await waitForImport(survivor.baseUrl, cookie, job.id);
  expect(ended.status, ended.error ?? "").toBe("done");
  const row = await runnerOf(job.id);
  expect(Number(row?.runner?.split(":")[1])).toBe(survivor.pid);

  const report = ended.report!;
  expect(report.rows).toBe(ROWS);
  expect(report.skippedTotal).toBe(0);
  expect(report.imported + report.duplicates).toBe(ROWS);
  const added = (await testDb.db.flight.count()) - before;
  expect(added).toBe(report.imported);
  const repeated = await testDb.db.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM "Flight" GROUP BY "date", "flightNumber", "fromId", "toId", "departure" HAVING COUNT(*) > 1) d`,
  );
  expect(Number(repeated[0]!.n)).toBe(0);

  const live = await readRollups(testDb.db);
  const rebuilt = await rebuiltRollups();
  expect(exactPart(live)).toStrictEqual(exactPart(rebuilt));
  // sums of 20,000 floating-point distances in another order differ in the last digits: within a metre
  expect(distancesDiffer(live, rebuilt, 1e-3)).toStrictEqual([]);
});
