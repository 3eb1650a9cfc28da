import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { sweepLimitCounts } from "./sweep-limit-counts";
import { WindowLimit } from "./window-limit";

let testDb: TestDb;
let db: Db;
/** a second client on the same database: another instance */
let other: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  other = createDb(testDb.url);
});

afterAll(async () => {
  await other?.$disconnect();
  await testDb?.cleanup();
});

// Each test's instants lie after the previous test's: a sweep (run now and then, not awaited) deletes what has ended
// by its instant, so a test going back in time could see its rows swept.
let T0 = 1_800_000_000_000;
beforeEach(() => {
  T0 += 100_000_000;
});
const budget = { capacity: 20, windowSeconds: 60 };

describe("WindowLimit across instances", () => {
  it("refuses the 21st of 20 per window whichever instance sees it, with the seconds until the window ends", async () => {
    const [a, b] = [new WindowLimit("test.alternate", budget), new WindowLimit("test.alternate", budget)];
    for (let i = 0; i < 20; i++) {
      const verdict = i % 2 === 0 ? await a.take(db, "198.51.100.1", T0 + i * 100) : await b.take(other, "198.51.100.1", T0 + i * 100);
      expect(verdict.allowed, `failure ${i + 1}`).toBe(true);
    }
    expect(await b.take(other, "198.51.100.1", T0 + 2_500)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await a.take(db, "198.51.100.1", T0 + 2_600)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    // another address has its own budget; the window ends 60 s after its first take
    expect((await a.take(db, "198.51.100.2", T0 + 2_600)).allowed).toBe(true);
    expect(await b.take(other, "198.51.100.1", T0 + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await b.take(other, "198.51.100.1", T0 + 60_000)).allowed).toBe(true);
  });

  it("gives exactly the capacity to takes racing on two clients", async () => {
    const [a, b] = [new WindowLimit("test.race", budget), new WindowLimit("test.race", budget)];
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a.take(db, "race", T0) : b.take(other, "race", T0))));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20);
  });

  it("gives a refunded take back to its window only", async () => {
    const limit = new WindowLimit("test.refund", { capacity: 2, windowSeconds: 60 });
    const first = await limit.take(db, "x", T0);
    expect((await limit.take(db, "x", T0)).allowed).toBe(true);
    expect((await limit.take(db, "x", T0)).allowed).toBe(false);
    if (!first.allowed) throw new Error("the first take was refused");
    await first.refund();
    expect((await limit.take(other, "x", T0 + 1)).allowed).toBe(true);
    expect((await limit.take(other, "x", T0 + 1)).allowed).toBe(false);
    // a refund arriving after its window ended does not add to the next one
    const late = await limit.take(db, "x", T0 + 60_000);
    expect((await limit.take(db, "x", T0 + 60_000)).allowed).toBe(true);
    const next = await limit.take(db, "x", T0 + 120_000);
    if (!late.allowed || !next.allowed) throw new Error("a take in a new window was refused");
    await late.refund();
    expect((await limit.take(db, "x", T0 + 120_001)).allowed).toBe(true);
    expect((await limit.take(db, "x", T0 + 120_001)).allowed).toBe(false);
  });

  it("counts instances with other settings apart, and counts nothing when off", async () => {
    const strict = new WindowLimit("test.settings", { capacity: 1, windowSeconds: 60 });
    const lax = new WindowLimit("test.settings", { capacity: 5, windowSeconds: 60 });
    expect((await strict.take(db, "y", T0)).allowed).toBe(true);
    expect((await strict.take(db, "y", T0)).allowed).toBe(false);
    expect((await lax.take(other, "y", T0)).allowed).toBe(true);
    const off = new WindowLimit("test.off", { capacity: 0, windowSeconds: 60 });
    for (let i = 0; i < 5; i++) expect((await off.take(db, "z", T0)).allowed).toBe(true);
    expect(await db.$queryRaw<unknown[]>`SELECT 1 FROM "LimitCount" WHERE "kind" LIKE 'test.off%'`).toEqual([]);
  });

  it("stores a hash of the address, never the address", async () => {
    await new WindowLimit("test.hashed", budget).take(db, "203.0.113.77", T0);
    const rows = await db.$queryRaw<{ key: string }[]>`SELECT "key" FROM "LimitCount" WHERE "kind" LIKE 'test.hashed%'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain("203.0.113");
    expect(rows[0]!.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("sweepLimitCounts", () => {
  it("deletes the rows whose window has ended and keeps the others", async () => {
    const limit = new WindowLimit("test.sweep", { capacity: 1, windowSeconds: 60 });
    for (let i = 0; i < 50; i++) await limit.take(db, `flood-${i}`, T0 + 10_000_000);
    await limit.take(db, "live", T0 + 10_050_000);
    const count = async () => (await db.$queryRaw<{ key: string }[]>`SELECT "key" FROM "LimitCount" WHERE "kind" LIKE 'test.sweep%'`).length;
    expect(await count()).toBe(51);
    expect(await sweepLimitCounts(db, T0 + 10_060_000)).toBeGreaterThanOrEqual(50);
    expect(await count()).toBe(1);
    // the live row still counts
    expect((await limit.take(other, "live", T0 + 10_060_000)).allowed).toBe(false);
  });
});
