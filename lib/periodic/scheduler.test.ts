import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { claimLease, leaseKey, parseLease, releaseLease, renewLease } from "./lease";
import { PeriodicScheduler, type PeriodicTask } from "./scheduler";

let t: TestDb;
/** a second client on the same database: another instance's connection (pool) */
let other: Db;

beforeAll(async () => {
  t = await createTestDb();
  other = createDb(t.url);
});

afterAll(async () => {
  await other?.$disconnect();
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.appMeta.deleteMany({ where: { key: { startsWith: "lease." } } });
});

const TICK = 1_000;
const LEASE = 3_000;

/** A task that records which instance ran it, when; each run takes `ms` of real time. */
function recordingTask(name: string, everyMs: number, runs: { holder: string; at: number }[], holder: string, ms = 0): PeriodicTask {
  return {
    name,
    everyMs,
    async run(now) {
      runs.push({ holder, at: now.getTime() });
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}

function instance(db: Db, holder: string, tasks: PeriodicTask[]): PeriodicScheduler {
  return new PeriodicScheduler({ db, holder, tasks, tickMs: TICK, leaseMs: LEASE });
}

describe("periodic work on two instances sharing one database", () => {
  it("runs on exactly one of them each time it is due, even when both tick at the same moment", async () => {
    const runs: { holder: string; at: number }[] = [];
    const a = instance(t.db, "a", [recordingTask("sweep", TICK, runs, "a")]);
    const b = instance(other, "b", [recordingTask("sweep", TICK, runs, "b")]);
    for (let i = 0; i < 20; i++) {
      const now = 10_000 + i * TICK;
      const started = await Promise.all([a.tick(now), b.tick(now)]);
      expect(started.flat()).toEqual(["sweep"]);
    }
    expect(runs).toHaveLength(20);
    // the first to take the lease keeps it while it ticks
    expect(new Set(runs.map((run) => run.holder)).size).toBe(1);
  });

  it("runs a task no more often than it is due, whichever instance holds it", async () => {
    const runs: { holder: string; at: number }[] = [];
    const a = instance(t.db, "a", [recordingTask("backup", 5 * TICK, runs, "a")]);
    const b = instance(other, "b", [recordingTask("backup", 5 * TICK, runs, "b")]);
    for (let i = 0; i <= 20; i++) await Promise.all([a.tick(i * TICK), b.tick(i * TICK)]);
    expect(runs.map((run) => run.at)).toEqual([0, 5, 10, 15, 20].map((n) => n * TICK));
  });

  it("is taken over by the other once the holder stops renewing its lease, and not before it expires", async () => {
    const runs: { holder: string; at: number }[] = [];
    const a = instance(t.db, "a", [recordingTask("sweep", TICK, runs, "a")]);
    const b = instance(other, "b", [recordingTask("sweep", TICK, runs, "b")]);
    expect(await a.tick(0)).toEqual(["sweep"]);
    expect(await b.tick(0)).toEqual([]);
    // a dies after its tick at 0: its lease runs to LEASE
    for (let now = TICK; now < LEASE; now += TICK) expect(await b.tick(now)).toEqual([]);
    expect(await b.tick(LEASE)).toEqual(["sweep"]);
    expect(parseLease((await t.db.appMeta.findUnique({ where: { key: leaseKey("sweep") } }))?.value).holder).toBe("b");
    // a comes back (a paused process): the lease is b's now
    expect(await a.tick(LEASE + TICK)).toEqual([]);
    expect(runs.map((run) => run.holder)).toEqual(["a", "b"]);
  });

  it("never starts a run twice while it is still going: its holder renews the lease and the other waits", async () => {
    const runs: { holder: string; at: number }[] = [];
    let started!: () => void;
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow: PeriodicTask = {
      name: "backup",
      everyMs: TICK,
      async run(now) {
        runs.push({ holder: "a", at: now.getTime() });
        started();
        await finished;
      },
    };
    const a = instance(t.db, "a", [slow]);
    const b = instance(other, "b", [recordingTask("backup", TICK, runs, "b")]);
    const long = a.tick(0);
    await running;
    // while a's run goes on, a's later ticks only renew its lease (beyond the first one's expiry), b's find it held
    expect(await a.tick(2 * TICK)).toEqual([]);
    expect(await b.tick(4 * TICK)).toEqual([]);
    finish();
    expect(await long).toEqual(["backup"]);
    expect(await a.tick(5 * TICK)).toEqual(["backup"]);
    expect(runs).toEqual([{ holder: "a", at: 0 }, { holder: "a", at: 5 * TICK }]);
  });

  it("hands a task over at once when its holder stops cleanly", async () => {
    const runs: { holder: string; at: number }[] = [];
    const a = instance(t.db, "a", [recordingTask("sweep", 10 * TICK, runs, "a")]);
    const b = instance(other, "b", [recordingTask("sweep", 10 * TICK, runs, "b")]);
    await a.tick(0);
    await a.stop();
    // b takes the lease at its next tick, but the work is not due again until ten ticks after a's run
    expect(await b.tick(TICK)).toEqual([]);
    expect(parseLease((await t.db.appMeta.findUnique({ where: { key: leaseKey("sweep") } }))?.value).holder).toBe("b");
    expect(await b.tick(10 * TICK)).toEqual(["sweep"]);
    expect(await a.tick(11 * TICK)).toEqual([]); // stopped
    expect(runs.map((run) => run.holder)).toEqual(["a", "b"]);
  });

  it("keeps one holder under many racing claims", async () => {
    const holders = Array.from({ length: 8 }, (_, i) => `i${i}`);
    for (let round = 0; round < 5; round++) {
      const now = 100_000 + round * 10 * LEASE; // every round starts with an expired lease
      const claims = await Promise.all(holders.map((holder, i) => claimLease(i % 2 ? other : t.db, "race", { holder, now, leaseMs: LEASE, everyMs: TICK })));
      expect(claims.filter((claim) => claim.held)).toHaveLength(1);
      expect(claims.filter((claim) => claim.run)).toHaveLength(1);
    }
  });

  it("releases only its own lease", async () => {
    await claimLease(t.db, "mine", { holder: "a", now: 0, leaseMs: LEASE });
    expect(await releaseLease(other, "mine", "b")).toBe(false);
    expect(await claimLease(other, "mine", { holder: "b", now: TICK, leaseMs: LEASE })).toEqual({ held: false, run: false });
    expect(await releaseLease(t.db, "mine", "a")).toBe(true);
    expect(await claimLease(other, "mine", { holder: "b", now: TICK, leaseMs: LEASE })).toEqual({ held: true, run: false });
  });

  it("ticks on its own once started, first after firstTickMs, and hands the lease back when stopped", async () => {
    const runs: { holder: string; at: number }[] = [];
    const scheduler = new PeriodicScheduler({ db: t.db, holder: "timed", tasks: [recordingTask("timed", 0, runs, "timed")], tickMs: 50, leaseMs: 60_000 });
    scheduler.start(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(0);
    const deadline = Date.now() + 10_000;
    while (runs.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.stop();
    const count = runs.length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(parseLease((await t.db.appMeta.findUnique({ where: { key: leaseKey("timed") } }))?.value)).toMatchObject({ holder: "timed", until: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toHaveLength(count);
  });
});

const leaseUntil = async (task: string) => parseLease((await t.db.appMeta.findUnique({ where: { key: leaseKey(task) } }))?.value).until;

describe("a named lease", () => {
  it("is claimed by nobody else while its holder's lease is live, and by anyone once it has expired", async () => {
    expect((await claimLease(t.db, "work", { holder: "a", now: 0, leaseMs: LEASE })).held).toBe(true);
    expect((await claimLease(other, "work", { holder: "b", now: LEASE - 1, leaseMs: LEASE })).held).toBe(false);
    // its own holder keeps it
    expect((await claimLease(t.db, "work", { holder: "a", now: LEASE - 1, leaseMs: LEASE })).held).toBe(true);
    expect((await claimLease(other, "work", { holder: "b", now: 2 * LEASE, leaseMs: LEASE })).held).toBe(true);
  });

  it("is renewed only by its holder, and never taken by a renewal", async () => {
    await claimLease(t.db, "work", { holder: "a", now: 0, leaseMs: LEASE });
    expect(await renewLease(other, "work", { holder: "b", now: 1_000, leaseMs: LEASE })).toBe(false);
    expect(await leaseUntil("work")).toBe(LEASE);
    expect(await renewLease(t.db, "work", { holder: "a", now: 1_000, leaseMs: LEASE })).toBe(true);
    expect(await leaseUntil("work")).toBe(1_000 + LEASE);
    // nobody holds a lease never claimed, and a renewal does not make one
    expect(await renewLease(t.db, "unclaimed", { holder: "a", now: 0, leaseMs: LEASE })).toBe(false);
    expect(await t.db.appMeta.findUnique({ where: { key: leaseKey("unclaimed") } })).toBeNull();
  });
});
