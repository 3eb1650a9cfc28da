import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { verifyApiKey } from "@/lib/auth/api-keys/verify-api-key";
import { changePassword } from "@/lib/users/change-password";
import { userLabels } from "@/lib/flights/seat-holder-labels";
import { getProfile, updatePreferences } from "@/lib/users/preferences";
import { endAllSessions } from "@/lib/auth/session-version";
import { setPassword } from "@/lib/users/set-password";
import { setUserRole } from "@/lib/users/set-user-role";
import { createUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { buildAuthOptions, SessionEndedError } from "./auth-options";
import { readOrCreateAuthSecret } from "./auth-secret";
import { principalForSession } from "./session";
import type { SessionClaims } from "./session-claims";

// Two instances behind a proxy share only the database: `a` and `b` are two clients of it (two pools, on SQLite two
// connections), as two server processes have. What one of them changes, the other honours on its very next request:
// nothing about a session, a key, a role or a preference is remembered in a process. Runs on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let a: Db;
let b: Db;

beforeAll(async () => {
  t = await createTestDb();
  a = t.db;
  b = createDb(t.url);
});

afterAll(async () => {
  await b?.$disconnect();
  await t?.cleanup();
});

async function signedIn(db: Db, userId: string): Promise<SessionClaims> {
  const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
  return { userId, sessionVersion, authTime: Math.floor(Date.now() / 1000) };
}

/** next-auth's jwt callback on instance `db`, for a token read back from its cookie. */
function cookieCheck(db: Db) {
  const jwt = buildAuthOptions(db, "test-secret").callbacks!.jwt as unknown as (params: Record<string, unknown>) => Promise<unknown>;
  return (claims: SessionClaims) => jwt({ token: { sub: claims.userId, sv: claims.sessionVersion, authTime: claims.authTime } });
}

describe("a session made on one instance and used on another", () => {
  it("is refused on B at once after a password change on A", async () => {
    const user = await createUser(a);
    await setPassword(a, user.id, "first long password");
    const session = await signedIn(b, user.id);
    expect(await principalForSession(b, session)).toEqual({ userId: user.id, role: "user" });
    await cookieCheck(b)(session); // B has seen the session: nothing of it may linger
    await changePassword(a, user.id, "first long password", "second long password", false);
    expect(await principalForSession(b, session)).toBeNull();
    await expect(cookieCheck(b)(session)).rejects.toBeInstanceOf(SessionEndedError);
  });

  it("is refused on B at once after 'sign out everywhere' on A", async () => {
    const user = await createUser(a);
    const session = await signedIn(a, user.id);
    expect(await principalForSession(b, session)).not.toBeNull();
    await endAllSessions(a, user.id);
    expect(await principalForSession(b, session)).toBeNull();
    await expect(cookieCheck(b)(session)).rejects.toBeInstanceOf(SessionEndedError);
  });

  it("loses its rights on B at once when A demotes the user, and gains them at once on a promotion", async () => {
    const owner = await createUser(a, { role: "owner" });
    const user = await createUser(a, { role: "user" });
    const before = await signedIn(b, user.id);
    await setUserRole(a, owner.principal, user.id, "admin");
    expect(await principalForSession(b, before)).toEqual({ userId: user.id, role: "admin" });
    const key = await createApiKey(b, user.id, { name: "script" });
    expect((await verifyApiKey(b, key.key))?.role).toBe("admin");
    await setUserRole(a, owner.principal, user.id, "user");
    expect(await principalForSession(b, before)).toBeNull(); // a demotion signs out
    expect((await verifyApiKey(b, key.key))?.role).toBe("user");
  });
});

describe("an API key used on one instance", () => {
  it("is refused on B at once after it is revoked on A", async () => {
    const user = await createUser(a);
    const created = await createApiKey(a, user.id, { name: "sync" });
    expect(await verifyApiKey(b, created.key)).toMatchObject({ userId: user.id, keyId: created.apiKey.id });
    await revokeApiKey(a, user.id, created.apiKey.id);
    expect(await verifyApiKey(b, created.key)).toBeNull();
  });

  it("is refused on B once it expires, as set on A", async () => {
    const user = await createUser(a);
    const expiresAt = new Date(Date.now() + 60_000);
    const created = await createApiKey(a, user.id, { name: "short", expiresAt });
    expect(await verifyApiKey(b, created.key)).not.toBeNull();
    expect(await verifyApiKey(b, created.key, new Date(expiresAt.getTime() + 1))).toBeNull();
  });
});

describe("what a user set on one instance", () => {
  it("is what the other shows: display name and preferences", async () => {
    const user = await createUser(a, { username: "wren" });
    expect((await getProfile(b, user.id)).unit).toBe("km");
    expect((await userLabels(b, [user.id])).get(user.id)).toBe("wren");
    await updatePreferences(a, user.id, { displayName: "Jenny Wren", unit: "nmi", dateFormat: "dmy", clock: "12h" });
    expect(await getProfile(b, user.id)).toMatchObject({ displayName: "Jenny Wren", unit: "nmi", dateFormat: "dmy", clock: "12h" });
    expect((await userLabels(b, [user.id])).get(user.id)).toBe("Jenny Wren (wren)");
  });
});

describe("the generated session secret", () => {
  it("is one for every instance, even when they start together", async () => {
    const secrets = await Promise.all([a, b, a, b].map((db) => readOrCreateAuthSecret(db, undefined)));
    expect(new Set(secrets).size).toBe(1);
  });
});
