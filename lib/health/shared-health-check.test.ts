import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { checkHealth } from "./check-health";
import { sharedHealthCheck } from "./shared-health-check";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.cleanup();
});

/** The test database, its raw reads counted, failing on demand. */
function countedDb(): { db: Db; reads: () => number; fail: (on: boolean) => void } {
  let reads = 0;
  let failing = false;
  const db = new Proxy(t.db, {
    get(target, name, receiver) {
      if (name !== "$queryRawUnsafe") return Reflect.get(target, name, receiver) as unknown;
      return (...args: Parameters<Db["$queryRawUnsafe"]>) => {
        reads++;
        return failing ? Promise.reject(new Error("connect ECONNREFUSED")) : target.$queryRawUnsafe(...args);
      };
    },
  });
  return { db, reads: () => reads, fail: (on) => (failing = on) };
}

describe("the shared health check", () => {
  it("answers a flood of concurrent and later calls from one database read a second", async () => {
    let clock = 0;
    const health = sharedHealthCheck(checkHealth, 1000, () => clock);
    const { db, reads } = countedDb();
    const answers = await Promise.all(Array.from({ length: 200 }, () => health(db)));
    expect(answers.every((answer) => answer.status === "ok")).toBe(true);
    expect(reads()).toBe(1);
    clock = 999;
    for (let i = 0; i < 100; i++) await health(db);
    expect(reads()).toBe(1);
    clock = 1000;
    await Promise.all(Array.from({ length: 50 }, () => health(db)));
    expect(reads()).toBe(2);
  });

  it("reports a database that stops answering within a second", async () => {
    let clock = 0;
    const health = sharedHealthCheck(checkHealth, 1000, () => clock);
    const { db, fail } = countedDb();
    expect(await health(db)).toMatchObject({ status: "ok" });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fail(true);
    clock = 1000;
    expect(await health(db)).toMatchObject({ status: "error", database: "unavailable" });
    fail(false);
    clock = 2000;
    expect(await health(db)).toMatchObject({ status: "ok" });
    log.mockRestore();
  });

  it("a check that throws is not kept: the next call checks again", async () => {
    let calls = 0;
    const health = sharedHealthCheck(() => (++calls === 1 ? Promise.reject(new Error("boom")) : checkHealth(t.db)), 1000, () => 0);
    await expect(health(t.db)).rejects.toThrow("boom");
    expect(await health(t.db)).toMatchObject({ status: "ok" });
    expect(calls).toBe(2);
  });
});
