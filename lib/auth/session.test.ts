import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { changePassword } from "@/lib/users/change-password";
import { endAllSessions } from "@/lib/auth/session-version";
import { setPassword } from "@/lib/users/set-password";
import { setUserRole } from "@/lib/users/set-user-role";
import { principalForSession } from "./session";
import { claimsOf, type SessionClaims } from "./session-claims";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

/** The claims of a token issued at sign-in now, with the user's current session version. */
async function signedIn(userId: string): Promise<SessionClaims> {
  const { sessionVersion } = await testDb.db.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
  return { userId, sessionVersion, authTime: Math.floor(Date.now() / 1000) };
}

describe("principalForSession", () => {
  it("reads the role from the database on every call, so a promotion applies at once", async () => {
    const { db } = testDb;
    const owner = await createUser(db, { role: "owner" });
    const user = await createUser(db, { role: "user" });
    const session = await signedIn(user.id);
    expect(await principalForSession(db, session)).toEqual({ userId: user.id, role: "user" });
    await setUserRole(db, owner.principal, user.id, "admin");
    expect(await principalForSession(db, session)).toEqual({ userId: user.id, role: "admin" });
  });

  it("signs out a deleted user and a token without a user id", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    const session = await signedIn(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await principalForSession(db, session)).toBeNull();
    expect(await principalForSession(db, { ...session, userId: "" })).toBeNull();
    expect(await principalForSession(db, null)).toBeNull();
  });

  it("treats an unexpected stored role as a regular user", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await db.user.update({ where: { id: user.id }, data: { role: "superuser" } });
    expect(await principalForSession(db, await signedIn(user.id))).toEqual({ userId: user.id, role: "user" });
  });

  it("keeps tokens issued before session versions existed valid until the first change", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    const old = claimsOf({ sub: user.id });
    expect(await principalForSession(db, old)).toEqual({ userId: user.id, role: "user" });
    await endAllSessions(db, user.id);
    expect(await principalForSession(db, old)).toBeNull();
  });
});

describe("ending sessions", () => {
  it("a password change ends every session issued before; a token with the new version works", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await setPassword(db, user.id, "first long password");
    const laptop = await signedIn(user.id);
    const phone = await signedIn(user.id);
    const version = await changePassword(db, user.id, "first long password", "second long password", false);
    expect(await principalForSession(db, laptop)).toBeNull();
    expect(await principalForSession(db, phone)).toBeNull();
    expect(await principalForSession(db, { ...laptop, sessionVersion: version })).toEqual({ userId: user.id, role: "user" });
  });

  it("a failed password change ends nothing", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    await setPassword(db, user.id, "first long password");
    const session = await signedIn(user.id);
    await expect(changePassword(db, user.id, "wrong password", "second long password", true)).rejects.toThrow(/Current password/);
    await expect(changePassword(db, user.id, "first long password", "password", true)).rejects.toThrow(/^Password/);
    expect(await principalForSession(db, session)).not.toBeNull();
  });

  it("signing out everywhere ends every session", async () => {
    const { db } = testDb;
    const user = await createUser(db);
    const session = await signedIn(user.id);
    await endAllSessions(db, user.id);
    expect(await principalForSession(db, session)).toBeNull();
    expect(await principalForSession(db, await signedIn(user.id))).not.toBeNull();
  });

  it("a demotion ends the user's sessions, a promotion does not", async () => {
    const { db } = testDb;
    const owner = await createUser(db, { role: "owner" });
    const user = await createUser(db, { role: "user" });
    const asUser = await signedIn(user.id);
    await setUserRole(db, owner.principal, user.id, "admin");
    const asAdmin = await signedIn(user.id);
    expect(asAdmin.sessionVersion).toBe(asUser.sessionVersion);
    await setUserRole(db, owner.principal, user.id, "user");
    expect(await principalForSession(db, asAdmin)).toBeNull();
    expect(await principalForSession(db, await signedIn(user.id))).toEqual({ userId: user.id, role: "user" });
  });
});
