import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { authorized } from "@/test/support/authorized-scope";
import { AuthorizedScope, authorizeScope, parseScopeKind, scopeFlightWhere } from "./authorized-scope";

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

describe("authorizeScope", () => {
  it("refuses a userId no database can store, as input, before the role and whatever the scope", async () => {
    for (const params of [{ scope: "user", userId: "u\u0000" }, { scope: "mine", userId: "\u0000" }, { userId: "a\ud800" }, { scope: "all", userId: "\udc00" }]) {
      expect(await failure(authorizeScope(t.db, alice.principal, params))).toEqual(new InputError(`userId: ${UNSTORABLE_TEXT_DETAIL}`, "userId"));
    }
  });

  it("mine for everybody, ignoring userId", async () => {
    expect(await authorizeScope(t.db, alice.principal, {})).toEqual({ kind: "mine" });
    expect(await authorizeScope(t.db, alice.principal, { scope: "mine", userId: owner.id })).toEqual({ kind: "mine" });
    expect(await authorizeScope(t.db, alice.principal, { scope: "mine", userId: "nobody" })).toEqual({ kind: "mine" });
  });

  it("user and all for admins and owners", async () => {
    expect(await authorizeScope(t.db, admin.principal, { scope: "all" })).toEqual({ kind: "all" });
    expect(await authorizeScope(t.db, owner.principal, { scope: "user", userId: alice.id })).toEqual({ kind: "user", userId: alice.id });
  });

  it("checks in the order of decisions.md", async () => {
    // invalid scope before the role
    expect(await failure(authorizeScope(t.db, alice.principal, { scope: "everyone" }))).toEqual(new InputError("Invalid scope"));
    // the role before the missing or unknown userId
    expect(await failure(authorizeScope(t.db, alice.principal, { scope: "all" }))).toBeInstanceOf(ForbiddenError);
    expect(await failure(authorizeScope(t.db, alice.principal, { scope: "user" }))).toBeInstanceOf(ForbiddenError);
    expect(await failure(authorizeScope(t.db, alice.principal, { scope: "user", userId: "nobody" }))).toBeInstanceOf(ForbiddenError);
    // then userId
    for (const userId of [undefined, null, ""]) {
      const error = await failure(authorizeScope(t.db, admin.principal, { scope: "user", userId }));
      expect(error).toEqual(new InputError("userId is required when scope is user"));
    }
    const missing = await failure(authorizeScope(t.db, admin.principal, { scope: "user", userId: "nobody" }));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe("User not found");
  });
});

describe("scope filters", () => {
  it("name the user whose seats count, or nobody for all", async () => {
    expect((await authorized(t.db, alice.principal, { kind: "mine" })).subjectUserId).toBe(alice.id);
    expect((await authorized(t.db, admin.principal, { kind: "user", userId: alice.id })).subjectUserId).toBe(alice.id);
    expect((await authorized(t.db, admin.principal, { kind: "all" })).subjectUserId).toBeNull();
    expect(scopeFlightWhere(await authorized(t.db, admin.principal, { kind: "all" }))).toEqual({});
    expect(scopeFlightWhere(await authorized(t.db, alice.principal, { kind: "mine" }))).toEqual({ seats: { some: { userId: alice.id } } });
  });

  it("re-check the role and never let an undefined user id through", async () => {
    await expect(authorized(t.db, alice.principal, { kind: "all" })).rejects.toThrow(ForbiddenError);
    await expect(authorized(t.db, { userId: undefined as unknown as string, role: "user" }, { kind: "mine" })).rejects.toThrow();
    await expect((async () => scopeFlightWhere(await authorized(t.db, admin.principal, { kind: "user", userId: "" })))()).rejects.toThrow();
  });
});

describe("authorizeScope's table (docs/contract/decisions.md \"Order of checks\")", () => {
  type Outcome = { kind: "mine" | "user" | "all" } | { error: Error };
  const forbidden = { error: new ForbiddenError() };
  const userIdRequired = { error: new InputError("userId is required when scope is user") };
  const userNotFound = { error: new NotFoundError("User not found") };
  const userIds = { with: () => alice.id, without: () => undefined, unknown: () => "nobody" } as const;
  const table: [role: "user" | "admin" | "owner", scope: "mine" | "user" | "all", userId: keyof typeof userIds, Outcome][] = [];
  for (const role of ["user", "admin", "owner"] as const) {
    const elevated = role !== "user";
    for (const userId of ["with", "without", "unknown"] as const) {
      table.push([role, "mine", userId, { kind: "mine" }]);
      table.push([role, "all", userId, elevated ? { kind: "all" } : forbidden]);
      table.push([role, "user", userId, !elevated ? forbidden : userId === "with" ? { kind: "user" } : userId === "without" ? userIdRequired : userNotFound]);
    }
  }

  it.each(table)("%s asking for scope %s %s userId → %o", async (role, scope, userId, outcome) => {
    const caller = role === "user" ? alice : role === "admin" ? admin : owner;
    const attempt = authorizeScope(t.db, caller.principal, { scope, userId: userIds[userId]() });
    if ("error" in outcome) {
      const error = await failure(attempt);
      expect(error).toBeInstanceOf(outcome.error.constructor);
      expect(error.message).toBe(outcome.error.message);
      return;
    }
    const authorized = await attempt;
    expect(authorized.kind).toBe(outcome.kind);
    expect(authorized.principal).toBe(caller.principal);
    const subject = outcome.kind === "mine" ? caller.id : outcome.kind === "user" ? alice.id : null;
    expect(authorized.subjectUserId).toBe(subject);
    expect(authorized).toEqual(outcome.kind === "user" ? { kind: "user", userId: alice.id } : { kind: outcome.kind });
  });

  it("can only be made by authorizeScope", () => {
    const unchecked = () => {
      // @ts-expect-error the constructor is private
      return new AuthorizedScope(admin.principal, "all", null);
    };
    expect(typeof unchecked).toBe("function");
  });
});
