import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { parseArgs } from "./args";
import { userCreate, userRole } from "./user-commands";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

const versionOf = async (id: string) =>
  (await testDb.db.user.findUniqueOrThrow({ where: { id }, select: { sessionVersion: true } })).sessionVersion;

describe("admin CLI user commands", () => {
  it("refuse a common or short password", async () => {
    for (const password of ["password", "        ", "qwertyuiop"]) {
      await expect(userCreate(testDb.db, parseArgs(["--username", "weak", "--password", password]))).rejects.toThrow(/^Password /);
    }
    expect(await testDb.db.user.count()).toBe(0);
  });

  it("end the user's sessions on a demotion, not on a promotion", async () => {
    const { id } = await userCreate(testDb.db, parseArgs(["--username", "ada", "--password", "a long password", "--role", "user"]));
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "owner"]));
    expect(await versionOf(id)).toBe(0);
    await userRole(testDb.db, parseArgs(["--username", "ADA", "--role", "admin"]));
    expect(await versionOf(id)).toBe(1);
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "user"]));
    expect(await versionOf(id)).toBe(2);
    expect((await testDb.db.user.findUniqueOrThrow({ where: { id } })).role).toBe("user");
    await expect(userRole(testDb.db, parseArgs(["--username", "nobody", "--role", "user"]))).rejects.toThrow(/User not found/);
  });
});
