import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, type TestUser } from "@/test/support/fixtures";

let t: TestDb;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
const { resolvePageScope } = await import("./page-scope");

let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

describe("resolvePageScope: the status of a refused scope comes from the error's code", () => {
  it("answers 404 for an unknown user, 400 for bad input, 403 for another user's flights", async () => {
    expect(await resolvePageScope(admin.principal, { scope: "user", userId: "no-such-user" })).toEqual({ ok: false, message: "User not found", status: 404 });
    expect(await resolvePageScope(admin.principal, { scope: "everyone" })).toEqual({ ok: false, message: "Invalid scope", status: 400 });
    expect(await resolvePageScope(admin.principal, { scope: "user" })).toEqual({ ok: false, message: "userId is required when scope is user", status: 400 });
    expect(await resolvePageScope(alice.principal, { scope: "all" })).toMatchObject({ ok: false, status: 403 });
  });
});
