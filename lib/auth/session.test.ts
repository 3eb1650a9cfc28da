import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/lib/db/test-db";
import { createUser } from "@/lib/testing/fixtures";
import { principalForUserId } from "./session";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("principalForUserId", () => {
  it("reads the role from the database on every call, so a demotion applies at once", async () => {
    const { db } = testDb;
    const user = await createUser(db, { role: "admin" });
    expect(await principalForUserId(db, user.id)).toEqual({ userId: user.id, role: "admin" });
    await db.user.update({ where: { id: user.id }, data: { role: "user" } });
    expect(await principalForUserId(db, user.id)).toEqual({ userId: user.id, role: "user" });
  });

  it("signs out a deleted user and a token without a user id", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await db.user.delete({ where: { id: user.id } });
    expect(await principalForUserId(db, user.id)).toBeNull();
    expect(await principalForUserId(db, "")).toBeNull();
    expect(await principalForUserId(db, undefined)).toBeNull();
  });

  it("treats an unexpected stored role as a regular user", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await db.user.update({ where: { id: user.id }, data: { role: "superuser" } });
    expect(await principalForUserId(db, user.id)).toEqual({ userId: user.id, role: "user" });
  });
});
