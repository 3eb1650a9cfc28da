import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { LeasedWindowLimit } from "./leased-window-limit";

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

// Each test's instants lie after the previous test's, as a clock's do: a sweep (run now and then, not awaited)
// deletes what has ended by its instant.
let T0 = 1_800_000_000_000;
beforeEach(() => {
  T0 += 100_000_000;
});

const budget = { capacity: 600, windowSeconds: 60 };

/** The client, counting the statements sent through it. */
function counting(client: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const wrapped = new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function" || !String(property).startsWith("$")) return value;
      return (...args: unknown[]) => {
        if (property !== "$disconnect") statements++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: wrapped, statements: () => statements };
}

describe("LeasedWindowLimit", () => {
  it("answers a request that passes from its lease, without a statement, and leases again when it is empty", async () => {
    const limit = new LeasedWindowLimit("test.lease", budget);
    const { db: watched, statements } = counting(db);
    expect(await limit.take(watched, "key-1", T0)).toBe(0);
    // the lease, and maybe the sweep of ended windows (now and then)
    const leased = statements();
    expect(leased).toBeGreaterThanOrEqual(1);
    // the first lease is a quarter of the budget: 150, one of them spent
    for (let i = 1; i < 150; i++) expect(await limit.take(watched, "key-1", T0 + i)).toBe(0);
    expect(statements()).toBe(leased);
    expect(await limit.take(watched, "key-1", T0 + 150)).toBe(0);
    expect(statements()).toBe(leased + 1);
  });

  it("never lets two instances together exceed the budget, and gives all of it once both are drained", async () => {
    const [a, b] = [new LeasedWindowLimit("test.shared", budget), new LeasedWindowLimit("test.shared", budget)];
    let allowed = 0;
    for (let i = 0; i < 1_000; i++) {
      const wait = i % 3 === 0 ? await a.take(db, "key-2", T0 + i) : await b.take(other, "key-2", T0 + i);
      if (wait === 0) allowed++;
      else expect(wait).toBe(Math.ceil((T0 + 60_000 - (T0 + i)) / 1000));
    }
    expect(allowed).toBe(600);
    // a new window brings a new budget
    expect(await a.take(db, "key-2", T0 + 60_000)).toBe(0);
  });

  it("never exceeds the budget under concurrent requests on two instances", async () => {
    const [a, b] = [new LeasedWindowLimit("test.concurrent", budget), new LeasedWindowLimit("test.concurrent", budget)];
    const waits = await Promise.all(Array.from({ length: 900 }, (_, i) => (i % 2 === 0 ? a.take(db, "key-3", T0) : b.take(other, "key-3", T0))));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(600);
    const rows = await db.$queryRaw<{ used: number }[]>`SELECT "used" FROM "LimitCount" WHERE "kind" LIKE 'test.concurrent%'`;
    expect(rows.map((row) => Number(row.used))).toEqual([600]);
  });

  it("keeps to a small budget one at a time, and counts nothing when off", async () => {
    const small = { capacity: 5, windowSeconds: 600 };
    const [a, b] = [new LeasedWindowLimit("test.small", small), new LeasedWindowLimit("test.small", small)];
    const waits = [];
    for (let i = 0; i < 8; i++) waits.push(i % 2 === 0 ? await a.take(db, "key-4", T0) : await b.take(other, "key-4", T0));
    expect(waits).toEqual([0, 0, 0, 0, 0, 600, 600, 600]);
    const off = new LeasedWindowLimit("test.off", { capacity: 0, windowSeconds: 60 });
    const { db: watched, statements } = counting(db);
    for (let i = 0; i < 5; i++) expect(await off.take(watched, "key-5", T0)).toBe(0);
    expect(statements()).toBe(0);
  });
});
