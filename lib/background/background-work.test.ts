import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { leaseKey, parseLease } from "@/lib/periodic/lease";
import { leaseFor } from "@/lib/periodic/scheduler";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { backgroundWork, startBackgroundWork, stopBackgroundWork, type BackgroundWork } from "./background-work";

const config = parseConfig({});
const log = () => undefined;

describe("the table of background work", () => {
  it("names every kind of work once: the sweeps, planner statistics, webhook delivery and import jobs, and backups only when a directory is set", () => {
    const db = {} as Db;
    const names = (env: Record<string, string>) => backgroundWork(parseConfig(env), db, log).map((work) => work.name);
    const always = ["import-sweep", "tombstone-sweep", "idempotency-key-sweep", "planner-statistics", "webhook-delivery", "import-jobs"];
    expect(names({})).toEqual(always);
    expect(names({ CONTRAIL_BACKUP_DIR: "/var/backups/contrail" }).sort()).toEqual([...always, "backup"].sort());
  });

  it("leases everything but the import poll, which every instance runs (each job has a lease of its own)", () => {
    const work = backgroundWork(parseConfig({ CONTRAIL_BACKUP_DIR: "/var/backups/contrail" }), {} as Db, log);
    expect(work.filter((entry) => entry.leaseTickMs === null).map((entry) => entry.name)).toEqual(["import-jobs"]);
  });

  it("renews leases well before they lapse, so a live holder never loses one between two ticks", () => {
    for (const entry of backgroundWork(config, {} as Db, log)) {
      if (entry.leaseTickMs !== null) expect(leaseFor(entry.leaseTickMs)).toBeGreaterThanOrEqual(2 * entry.leaseTickMs);
    }
  });
});

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await stopBackgroundWork();
  await t?.cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(10);
  }
}

/** A leased and an every-instance piece of work, recording their runs and stops under `tag`. */
function recordingWork(tag: string, runs: string[], stops: string[]): BackgroundWork[] {
  const entry = (name: string, leaseTickMs: number | null): BackgroundWork => ({
    name,
    everyMs: 20,
    leaseTickMs,
    run: async () => void runs.push(`${tag}:${name}`),
    stop: async () => void stops.push(`${tag}:${name}`),
  });
  return [entry("test-leased", 20), entry("test-everywhere", null)];
}

describe("startBackgroundWork", () => {
  it("starts the work once however often it is called, and stop stops all of it and hands its leases back", async () => {
    const runs: string[] = [];
    const stops: string[] = [];
    startBackgroundWork(config, t.db, recordingWork("first", runs, stops));
    // the other entry point of the same process
    startBackgroundWork(config, t.db, recordingWork("second", runs, stops));
    await until(() => runs.includes("first:test-leased") && runs.includes("first:test-everywhere"));
    await stopBackgroundWork();
    expect(runs.filter((run) => run.startsWith("second:"))).toEqual([]);
    expect(stops.sort()).toEqual(["first:test-everywhere", "first:test-leased"]);
    const after = runs.length;
    await sleep(100);
    expect(runs.length).toBe(after);
    const lease = await t.db.appMeta.findUnique({ where: { key: leaseKey("test-leased") } });
    expect(parseLease(lease?.value).until).toBe(0);
  });

  it("refuses a table that names one piece of work twice", async () => {
    const twice = [...recordingWork("a", [], []), ...recordingWork("b", [], [])];
    expect(() => startBackgroundWork(config, t.db, twice)).toThrow(/named twice/);
    await stopBackgroundWork();
  });
});
