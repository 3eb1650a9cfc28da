import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectOf } from "./client";
import { createTestDb, type TestDb } from "@/test/support/test-db";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t.cleanup();
});

describe("the app's database connection", () => {
  it("knows its dialect", () => {
    expect(dialectOf(t.db)).toBe(process.env.TEST_DATABASE_URL ? "postgresql" : "sqlite");
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("PostgreSQL: runs without JIT compilation", async () => {
    const rows = await t.db.$queryRaw<{ jit: string }[]>`SHOW jit`;
    expect(rows[0]?.jit).toBe("off");
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("PostgreSQL: runs each statement in one process, without parallel workers", async () => {
    const rows = await t.db.$queryRaw<{ max_parallel_workers_per_gather: string }[]>`SHOW max_parallel_workers_per_gather`;
    expect(rows[0]?.max_parallel_workers_per_gather).toBe("0");
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("SQLite: enforces foreign keys (the rollup triggers rely on cascades)", async () => {
    const rows = await t.db.$queryRaw<{ foreign_keys: number | bigint }[]>`PRAGMA foreign_keys`;
    expect(Number(rows[0]?.foreign_keys)).toBe(1);
  });
});
