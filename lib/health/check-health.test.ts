import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import packageJson from "@/package.json";
import { checkHealth } from "./check-health";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.cleanup();
});

describe("checkHealth", () => {
  it("is ok on a migrated database", async () => {
    expect(await checkHealth(t.db)).toEqual({ status: "ok", version: packageJson.version, database: "ok" });
  });

  it("is unavailable when the query fails, saying why only in the log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = { $queryRawUnsafe: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")) } as unknown as Db;
    const health = await checkHealth(failing);
    expect(health).toEqual({ status: "error", version: packageJson.version, database: "unavailable" });
    expect(JSON.stringify(health)).not.toContain("10.0.0.5");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"));
    log.mockRestore();
  });

  it("never logs the credentials a driver quotes from the connection target", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = { $queryRawUnsafe: () => Promise.reject(new Error("connect to postgres://contrail:s3cret@db:5432/contrail failed")) } as unknown as Db;
    await checkHealth(failing);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain("postgres://***@db:5432");
    expect(String(log.mock.calls[0]![0])).not.toContain("s3cret");
    log.mockRestore();
  });

  it("is unavailable when the database does not answer in time", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hanging = { $queryRawUnsafe: () => new Promise(() => undefined) } as unknown as Db;
    const started = Date.now();
    expect(await checkHealth(hanging, 50)).toMatchObject({ status: "error", database: "unavailable" });
    expect(Date.now() - started).toBeLessThan(1000);
    log.mockRestore();
  });
});
