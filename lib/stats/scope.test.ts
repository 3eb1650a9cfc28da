import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { parseScopeKind, resolveScope, scopeFlightWhere, scopeUserId } from "./scope";

let t: TestDb;
let owner: TestUser;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  owner = await createUser(t.db, { role: "owner" });
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a failure");
}

describe("parseScopeKind", () => {
  it("absent means mine; only the exact lower-case words are valid", () => {
    expect(parseScopeKind(undefined)).toBe("mine");
    expect(parseScopeKind(null)).toBe("mine");
    expect(parseScopeKind("user")).toBe("user");
    for (const bad of ["", "ALL", "Mine", " all", "everyone", "mine,all"]) {
      expect(() => parseScopeKind(bad)).toThrow(new InputError("Invalid scope"));
    }
  });
});

describe("resolveScope", () => {
  it("mine for everybody, ignoring userId", async () => {
    expect(await resolveScope(t.db, alice.principal, {})).toEqual({ kind: "mine" });
    expect(await resolveScope(t.db, alice.principal, { scope: "mine", userId: owner.id })).toEqual({ kind: "mine" });
    expect(await resolveScope(t.db, alice.principal, { scope: "mine", userId: "nobody" })).toEqual({ kind: "mine" });
  });

  it("user and all for admins and owners", async () => {
    expect(await resolveScope(t.db, admin.principal, { scope: "all" })).toEqual({ kind: "all" });
    expect(await resolveScope(t.db, owner.principal, { scope: "user", userId: alice.id })).toEqual({ kind: "user", userId: alice.id });
  });

  it("checks in the order of decisions.md", async () => {
    // invalid scope before the role
    expect(await failure(resolveScope(t.db, alice.principal, { scope: "everyone" }))).toEqual(new InputError("Invalid scope"));
    // the role before the missing or unknown userId
    expect(await failure(resolveScope(t.db, alice.principal, { scope: "all" }))).toBeInstanceOf(ForbiddenError);
    expect(await failure(resolveScope(t.db, alice.principal, { scope: "user" }))).toBeInstanceOf(ForbiddenError);
    expect(await failure(resolveScope(t.db, alice.principal, { scope: "user", userId: "nobody" }))).toBeInstanceOf(ForbiddenError);
    // then userId
    for (const userId of [undefined, null, ""]) {
      const error = await failure(resolveScope(t.db, admin.principal, { scope: "user", userId }));
      expect(error).toEqual(new InputError("userId is required when scope is user"));
    }
    const missing = await failure(resolveScope(t.db, admin.principal, { scope: "user", userId: "nobody" }));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe("User not found");
  });
});

describe("scope filters", () => {
  it("name the user whose seats count, or nobody for all", () => {
    expect(scopeUserId(alice.principal, { kind: "mine" })).toBe(alice.id);
    expect(scopeUserId(admin.principal, { kind: "user", userId: alice.id })).toBe(alice.id);
    expect(scopeUserId(admin.principal, { kind: "all" })).toBeNull();
    expect(scopeFlightWhere(admin.principal, { kind: "all" })).toEqual({});
    expect(scopeFlightWhere(alice.principal, { kind: "mine" })).toEqual({ seats: { some: { userId: alice.id } } });
  });

  it("re-check the role and never let an undefined user id through", () => {
    expect(() => scopeUserId(alice.principal, { kind: "all" })).toThrow(ForbiddenError);
    expect(() => scopeUserId({ userId: undefined as unknown as string, role: "user" }, { kind: "mine" })).toThrow();
    expect(() => scopeFlightWhere(admin.principal, { kind: "user", userId: "" })).toThrow();
  });
});
