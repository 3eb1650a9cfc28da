import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser as createFixtureUser } from "@/test/support/fixtures";
import { findOrCreateOidcUser } from "./oidc-account";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

const FIRST = "https://id.one.example";
const SECOND = "https://id.two.example";

describe("OIDC accounts", () => {
  it("links by issuer and subject: the same pair is the same user, a taken username gets a suffix", async () => {
    const { db } = testDb;
    await createFixtureUser(db, { username: "oidcperson" });
    const first = await findOrCreateOidcUser(db, { issuer: FIRST, subject: "sub-1", preferredUsername: "oidcperson", name: "O. Person" });
    const again = await findOrCreateOidcUser(db, { issuer: FIRST, subject: "sub-1", preferredUsername: "renamed" });
    expect(again).toBe(first);
    const row = await db.user.findUniqueOrThrow({ where: { id: first } });
    expect(row).toMatchObject({ username: "oidcperson2", role: "user", oidcIssuer: FIRST, oidcSubject: "sub-1", passwordHash: null });
  });

  it("gives a second issuer's subject of the same value an account of its own", async () => {
    const { db } = testDb;
    const first = await findOrCreateOidcUser(db, { issuer: FIRST, subject: "alice", preferredUsername: "alice" });
    const second = await findOrCreateOidcUser(db, { issuer: SECOND, subject: "alice", preferredUsername: "alice" });
    expect(second).not.toBe(first);
    expect(await findOrCreateOidcUser(db, { issuer: FIRST, subject: "alice" })).toBe(first);
    expect(await findOrCreateOidcUser(db, { issuer: SECOND, subject: "alice" })).toBe(second);
    const rows = await db.user.findMany({ where: { oidcSubject: "alice" }, orderBy: { username: "asc" }, select: { username: true, oidcIssuer: true } });
    expect(rows).toEqual([{ username: "alice", oidcIssuer: FIRST }, { username: "alice2", oidcIssuer: SECOND }]);
  });

  it("lets the first sign-in after the upgrade claim a link made without an issuer, once", async () => {
    const { db } = testDb;
    const legacy = await createFixtureUser(db, { username: "legacy" });
    await db.user.update({ where: { id: legacy.id }, data: { oidcSubject: "legacy-sub" } });
    expect(await findOrCreateOidcUser(db, { issuer: FIRST, subject: "legacy-sub", preferredUsername: "someone" })).toBe(legacy.id);
    expect(await db.user.findUniqueOrThrow({ where: { id: legacy.id }, select: { oidcIssuer: true } })).toEqual({ oidcIssuer: FIRST });
    const other = await findOrCreateOidcUser(db, { issuer: SECOND, subject: "legacy-sub", preferredUsername: "legacy" });
    expect(other).not.toBe(legacy.id);
    expect(await findOrCreateOidcUser(db, { issuer: FIRST, subject: "legacy-sub" })).toBe(legacy.id);
  });

  it("creates one account when the same person signs in twice at once", async () => {
    const { db } = testDb;
    const ids = await Promise.all([1, 2, 3].map(() => findOrCreateOidcUser(db, { issuer: SECOND, subject: "racer", preferredUsername: "racer" })));
    expect(new Set(ids).size).toBe(1);
    expect(await db.user.count({ where: { oidcSubject: "racer" } })).toBe(1);
  });
});
