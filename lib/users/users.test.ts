import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError, InputError } from "@/lib/errors";
import { createUser as createFixtureUser } from "@/test/support/fixtures";
import { authenticatePassword } from "@/lib/auth/authenticate-password";
import { needsSetup } from "@/lib/auth/needs-setup";
import { changePassword } from "./change-password";
import { createFirstOwner } from "./create-first-owner";
import { createUser } from "./create-user";
import { getProfile, updatePreferences, updateTheme } from "./preferences";
import { listUsers, searchUsers } from "./list-users";
import { setUserRole } from "./set-user-role";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("first-run set-up", () => {
  it("creates exactly one owner even when several set-ups race, then is closed", async () => {
    const { db } = testDb;
    expect(await needsSetup(db)).toBe(true);
    const attempts = await Promise.allSettled(
      ["owner", "intruder1", "intruder2"].map((username) => createFirstOwner(db, { username, password: "correct horse battery" })),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const failed of attempts.filter((a) => a.status === "rejected")) {
      expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(ForbiddenError);
    }
    expect(await db.user.count()).toBe(1);
    expect((await db.user.findFirstOrThrow()).role).toBe("owner");
    expect(await needsSetup(db)).toBe(false);
    await expect(createFirstOwner(db, { username: "late", password: "correct horse battery" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("rejects a short password with a message naming the field", async () => {
    const fresh = await createTestDb();
    try {
      await expect(createFirstOwner(fresh.db, { username: "x", password: "short" })).rejects.toThrow(/^Password/);
      expect(await fresh.db.user.count()).toBe(0);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe("the password rule", () => {
  it.each([["password"], ["        "], ["contrail"], ["1234567890"], ["PASSWORD123"], ["aaaaaaaaaaaa"]])(
    "refuses %j everywhere a password is set, changing nothing",
    async (weak) => {
      const fresh = await createTestDb();
      try {
        const { db } = fresh;
        await expect(createFirstOwner(db, { username: "first", password: weak })).rejects.toThrow(/^Password /);
        expect(await db.user.count()).toBe(0);
        const owner = await createFirstOwner(db, { username: "first", password: "a fine password" });
        const actor = { userId: owner.id, role: "owner" as const };
        await expect(createUser(db, actor, { username: "second", password: weak, role: "user" })).rejects.toThrow(/^Password /);
        await expect(changePassword(db, owner.id, "a fine password", weak, true)).rejects.toThrow(/^Password /);
        expect(await db.user.count()).toBe(1);
        expect(await authenticatePassword(db, "first", "a fine password")).toEqual({ id: owner.id, sessionVersion: 0 });
      } finally {
        await fresh.cleanup();
      }
    },
  );
});

describe("user management", () => {
  it("lets the owner create admins, admins only users, and users nothing", async () => {
    const { db } = testDb;
    const owner = await createFixtureUser(db, { role: "owner" });
    const { id: adminId } = await createUser(db, owner.principal, { username: "Ada", password: "password-1", role: "admin" });
    const admin = { userId: adminId, role: "admin" as const };
    await expect(createUser(db, admin, { username: "eve", password: "password-1", role: "admin" })).rejects.toBeInstanceOf(ForbiddenError);
    const { id: userId } = await createUser(db, admin, { username: "Bert", password: "password-1", role: "user" });
    await expect(createUser(db, { userId, role: "user" }, { username: "z", password: "password-1", role: "user" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createUser(db, owner.principal, { username: "ada", password: "password-1", role: "user" })).rejects.toThrow(/^Username is already taken/);
    await expect(createUser(db, owner.principal, { username: "another", password: "password-1", role: "owner" })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await authenticatePassword(db, "ADA", "password-1")).toEqual({ id: adminId, sessionVersion: 0 });
    expect(await authenticatePassword(db, "ada", "wrong-password")).toBeNull();
    expect(await authenticatePassword(db, "nobody", "password-1")).toBeNull();
    // no username holds a NUL: a failed attempt, never a database error (PostgreSQL cannot look one up)
    expect(await authenticatePassword(db, "ada\u0000", "password-1")).toBeNull();
  });

  it("lets only the owner make or unmake admins; nobody changes the owner or themselves", async () => {
    const { db } = testDb;
    const owner = await createFixtureUser(db, { role: "owner" });
    const admin = await createFixtureUser(db, { role: "admin" });
    const user = await createFixtureUser(db);
    await expect(setUserRole(db, admin.principal, user.id, "admin")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setUserRole(db, admin.principal, admin.id, "user")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setUserRole(db, admin.principal, owner.id, "user")).rejects.toBeInstanceOf(ForbiddenError);
    await setUserRole(db, owner.principal, user.id, "admin");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    // the owner unmakes the admin; an admin may not demote another admin
    await expect(setUserRole(db, admin.principal, user.id, "user")).rejects.toBeInstanceOf(ForbiddenError);
    await setUserRole(db, owner.principal, user.id, "user");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("user");
    await expect(setUserRole(db, user.principal, admin.id, "user")).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("lists and searches users for admins only", async () => {
    const { db } = testDb;
    const admin = await createFixtureUser(db, { role: "admin" });
    const user = await createFixtureUser(db, { username: "Searchable_Person" });
    expect((await listUsers(db, admin.principal)).some((u) => u.id === user.id)).toBe(true);
    expect((await searchUsers(db, admin.principal, "searchable_p")).map((u) => u.id)).toEqual([user.id]);
    await expect(searchUsers(db, user.principal, "")).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("searches display names regardless of case, on either database", async () => {
    const { db } = testDb;
    const admin = await createFixtureUser(db, { role: "admin" });
    // The username shares nothing with the query, so only the display name can match.
    const user = await createFixtureUser(db, { username: "zz_case_probe" });
    await db.user.update({ where: { id: user.id }, data: { displayName: "Marguerite Quincey" } });
    for (const query of ["Marguerite Quincey", "marguerite quincey", "MARGUERITE", "ite qUIN"]) {
      expect((await searchUsers(db, admin.principal, query)).map((u) => u.id), query).toEqual([user.id]);
    }
    expect(await searchUsers(db, admin.principal, "marguerite x")).toEqual([]);
  });
});

describe("own account", () => {
  it("changes the password only with the current one", async () => {
    const { db } = testDb;
    const owner = await createFixtureUser(db, { role: "owner" });
    const { id } = await createUser(db, owner.principal, { username: "pat", password: "first-password", role: "user" });
    await expect(changePassword(db, id, "not-it", "second-password", true)).rejects.toBeInstanceOf(InputError);
    await expect(changePassword(db, id, "first-password", "short", true)).rejects.toThrow(/^Password must/);
    expect(await changePassword(db, id, "first-password", "second-password", false)).toBe(1);
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword("second-password", passwordHash)).toBe(true);
  });

  it("lets an account without a password set one only soon after signing in", async () => {
    const { db } = testDb;
    const user = await createFixtureUser(db);
    await expect(changePassword(db, user.id, "", "a first password", false)).rejects.toThrow(/^Sign out and sign in again/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
    await changePassword(db, user.id, "", "a first password", true);
    expect(await authenticatePassword(db, user.username, "a first password")).toEqual({ id: user.id, sessionVersion: 1 });
  });

  it("stores the distance unit and display name, refusing anything but km or mi", async () => {
    const { db } = testDb;
    const user = await createFixtureUser(db);
    await updatePreferences(db, user.id, { displayName: "Pat Pilot", unit: "mi", dateFormat: "dmy", clock: "24h" });
    expect(await getProfile(db, user.id)).toMatchObject({ displayName: "Pat Pilot", unit: "mi" });
    await expect(updatePreferences(db, user.id, { displayName: "x", unit: "nm", dateFormat: "dmy", clock: "24h" })).rejects.toThrow(/^Unit/);
  });

  it("stores display preferences per user, changing nothing when one field is invalid", async () => {
    const { db } = testDb;
    const user = await createFixtureUser(db);
    const other = await createFixtureUser(db);
    expect(await getProfile(db, user.id)).toMatchObject({ unit: "km", theme: "system", dateFormat: "dmy", clock: "24h" });
    await updatePreferences(db, user.id, { displayName: "Pat", unit: "nmi", dateFormat: "iso", clock: "12h" });
    await updateTheme(db, user.id, "dark");
    expect(await getProfile(db, user.id)).toMatchObject({ unit: "nmi", theme: "dark", dateFormat: "iso", clock: "12h" });
    expect(await getProfile(db, other.id)).toMatchObject({ unit: "km", theme: "system", dateFormat: "dmy", clock: "24h" });
    await expect(updatePreferences(db, user.id, { displayName: "Changed", unit: "km", dateFormat: "ymd", clock: "24h" })).rejects.toThrow(/^Date format/);
    await expect(updatePreferences(db, user.id, { displayName: "Changed", unit: "km", dateFormat: "dmy", clock: "25h" })).rejects.toThrow(/^Clock/);
    await expect(updateTheme(db, user.id, "sepia")).rejects.toThrow(/^Theme/);
    expect(await getProfile(db, user.id)).toMatchObject({ displayName: "Pat", unit: "nmi", theme: "dark", dateFormat: "iso", clock: "12h" });
  });

  it("stores the journey connection window, 1 to 72 whole hours (default 24), changing nothing otherwise", async () => {
    const { db } = testDb;
    const user = await createFixtureUser(db);
    expect(await getProfile(db, user.id)).toMatchObject({ connectionWindowHours: 24 });
    const base = { displayName: "Pat", unit: "km", dateFormat: "dmy", clock: "24h" };
    await updatePreferences(db, user.id, { ...base, connectionWindowHours: "72" });
    expect(await getProfile(db, user.id)).toMatchObject({ connectionWindowHours: 72 });
    await updatePreferences(db, user.id, { ...base, connectionWindowHours: "1" });
    for (const bad of ["0", "73", "2.5", "", "many"]) {
      await expect(updatePreferences(db, user.id, { ...base, displayName: "Changed", connectionWindowHours: bad })).rejects.toThrow(/^Connection window/);
    }
    expect(await getProfile(db, user.id)).toMatchObject({ displayName: "Pat", connectionWindowHours: 1 });
  });

  it("stores the language (\"\" follows the browser), refusing an unknown one and keeping it when the form has no field", async () => {
    const { db } = testDb;
    const user = await createFixtureUser(db);
    expect(await getProfile(db, user.id)).toMatchObject({ language: "" });
    const base = { displayName: "Pat", unit: "km", dateFormat: "dmy", clock: "24h" };
    await updatePreferences(db, user.id, { ...base, language: "de" });
    expect(await getProfile(db, user.id)).toMatchObject({ language: "de" });
    await updatePreferences(db, user.id, base);
    expect(await getProfile(db, user.id)).toMatchObject({ language: "de" });
    for (const bad of ["it", "DE", "de-AT", " "]) {
      await expect(updatePreferences(db, user.id, { ...base, displayName: "Changed", language: bad })).rejects.toThrow(/^Language/);
    }
    expect(await getProfile(db, user.id)).toMatchObject({ displayName: "Pat", language: "de" });
    await updatePreferences(db, user.id, { ...base, language: "" });
    expect(await getProfile(db, user.id)).toMatchObject({ language: "" });
  });
});
