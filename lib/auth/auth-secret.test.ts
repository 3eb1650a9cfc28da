import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { AUTH_SECRET_KEY, readOrCreateAuthSecret } from "./auth-secret";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("readOrCreateAuthSecret", () => {
  it("uses NEXTAUTH_SECRET when set, without touching the database", async () => {
    expect(await readOrCreateAuthSecret(testDb.db, "from-env")).toBe("from-env");
    expect(await testDb.db.appMeta.findUnique({ where: { key: AUTH_SECRET_KEY } })).toBeNull();
  });

  it("generates one secret, stores it, and returns the same one to concurrent and later callers", async () => {
    const secrets = await Promise.all([1, 2, 3, 4].map(() => readOrCreateAuthSecret(testDb.db, undefined)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await readOrCreateAuthSecret(testDb.db, "")).toBe(secrets[0]);
    const stored = await testDb.db.appMeta.findUnique({ where: { key: AUTH_SECRET_KEY } });
    expect(stored?.value).toBe(secrets[0]);
  });
});
