import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { SignInThrottle } from "./sign-in-throttle";

const options = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, windowMs: 60_000 };

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
let T = 1_800_000_000_000;
beforeEach(() => {
  T += 100_000_000;
});

let kinds = 0;
/** each test counts under its own kind, as on a fresh database */
const throttle = () => new SignInThrottle(options, `test-${++kinds}`);

describe("SignInThrottle", () => {
  it("allows the free failures, then doubles the wait up to the cap", async () => {
    const limit = throttle();
    const key = SignInThrottle.keyOf("Alice", "10.0.0.1");
    let now = T;
    for (let i = 0; i < 3; i++) {
      expect((await limit.check(db, key, now)).allowed).toBe(true);
      await limit.recordFailure(db, key, now);
    }
    expect((await limit.check(db, key, now)).allowed).toBe(true);
    await limit.recordFailure(db, key, now); // 4th failure: 1 s
    expect(await limit.check(db, key, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect((await limit.check(db, key, now)).allowed).toBe(true);
    await limit.recordFailure(db, key, now); // 5th: 2 s
    expect((await limit.check(db, key, now + 1_999)).allowed).toBe(false);
    expect((await limit.check(db, key, now + 2_000)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) await limit.recordFailure(db, key, now);
    expect(await limit.check(db, key, now)).toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it("counts the failures two instances see together", async () => {
    // the same kind on both: what two processes with the same settings share
    const kind = `test-${++kinds}`;
    const first = new SignInThrottle(options, kind);
    const second = new SignInThrottle(options, kind);
    const key = SignInThrottle.keyOf("dora", "10.0.0.2");
    await first.recordFailure(db, key, T);
    await second.recordFailure(other, key, T);
    await first.recordFailure(db, key, T);
    expect((await second.check(other, key, T)).allowed).toBe(true);
    await second.recordFailure(other, key, T); // the 4th, whichever instance saw the others
    expect(await first.check(db, key, T)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await second.check(other, key, T)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // a success on either ends the streak for both
    await first.recordSuccess(db, key);
    expect((await second.check(other, key, T)).allowed).toBe(true);
  });

  it("keys by username (ignoring case) and address separately, and stores neither", async () => {
    const limit = throttle();
    for (let i = 0; i < 4; i++) await limit.recordFailure(db, SignInThrottle.keyOf("alice", "1.1.1.1"), T);
    expect((await limit.check(db, SignInThrottle.keyOf("ALICE ", "1.1.1.1"), T)).allowed).toBe(false);
    expect((await limit.check(db, SignInThrottle.keyOf("alice", "2.2.2.2"), T)).allowed).toBe(true);
    expect((await limit.check(db, SignInThrottle.keyOf("bob", "1.1.1.1"), T)).allowed).toBe(true);
    const keys = (await db.$queryRaw<{ key: string }[]>`SELECT "key" FROM "LimitCount"`).map((row) => row.key).join(" ");
    expect(keys).not.toMatch(/alice|1\.1\.1\.1/i);
  });

  it("forgets on success and after the window", async () => {
    const limit = throttle();
    const key = SignInThrottle.keyOf("carol", "x");
    for (let i = 0; i < 4; i++) await limit.recordFailure(db, key, T);
    await limit.recordSuccess(db, key);
    expect((await limit.check(db, key, T)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limit.recordFailure(db, key, T);
    await limit.recordFailure(db, key, T + 61_000); // the first three are outside the window: this is failure 1 again
    expect((await limit.check(db, key, T + 61_000)).allowed).toBe(true);
  });
});
