import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { InputError, NotFoundError } from "@/lib/errors";
import { createApiKey, listApiKeys, revokeApiKey, revokeApiKeyByName, verifyApiKey } from "./index";
import { hashKey, looksLikeKey } from "./key-format";

let t: TestDb;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestDb();
  const make = (username: string, role: string) =>
    t.db.user.create({ data: { username, usernameKey: username, displayName: username, role } });
  alice = (await make("alice", "user")).id;
  bob = (await make("bob", "admin")).id;
});
afterAll(() => t.cleanup());

describe("createApiKey", () => {
  it("returns a ctr_ key once and stores only its hash and prefix", async () => {
    const { key, apiKey } = await createApiKey(t.db, alice, { name: "laptop" });
    expect(key).toMatch(/^ctr_[0-9A-Za-z]{43}$/);
    expect(looksLikeKey(key)).toBe(true);
    expect(apiKey.prefix).toBe(key.slice(0, 12));
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.keyHash).toBe(hashKey(key));
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it("makes different keys every time", async () => {
    const a = await createApiKey(t.db, alice, { name: "a" });
    const b = await createApiKey(t.db, alice, { name: "b" });
    expect(a.key).not.toBe(b.key);
  });

  it("refuses a duplicate name for the same user but allows it for another user", async () => {
    await createApiKey(t.db, alice, { name: "dup" });
    await expect(createApiKey(t.db, alice, { name: "dup" })).rejects.toBeInstanceOf(InputError);
    await expect(createApiKey(t.db, alice, { name: " dup " })).rejects.toThrow(/already exists/);
    await expect(createApiKey(t.db, bob, { name: "dup" })).resolves.toBeTruthy();
  });

  it("refuses an empty name and an expiry in the past", async () => {
    await expect(createApiKey(t.db, alice, { name: "   " })).rejects.toThrow("Key name is required");
    await expect(createApiKey(t.db, alice, { name: "old", expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(
      /future/,
    );
  });
});

describe("verifyApiKey", () => {
  it("answers the owner's current role", async () => {
    const { key, apiKey } = await createApiKey(t.db, bob, { name: "role" });
    expect(await verifyApiKey(t.db, key)).toEqual({ userId: bob, role: "admin", keyId: apiKey.id });
    await t.db.user.update({ where: { id: bob }, data: { role: "user" } });
    expect(await verifyApiKey(t.db, key)).toEqual({ userId: bob, role: "user", keyId: apiKey.id });
    await t.db.user.update({ where: { id: bob }, data: { role: "admin" } });
  });

  it("rejects unknown, malformed and expired keys", async () => {
    const { key } = await createApiKey(t.db, alice, { name: "expiring", expiresAt: new Date(Date.now() + 60_000) });
    expect(await verifyApiKey(t.db, key)).not.toBeNull();
    expect(await verifyApiKey(t.db, key, new Date(Date.now() + 120_000))).toBeNull();
    expect(await verifyApiKey(t.db, `${key.slice(0, -1)}${key.endsWith("a") ? "b" : "a"}`)).toBeNull();
    expect(await verifyApiKey(t.db, "")).toBeNull();
    expect(await verifyApiKey(t.db, "ctr_short")).toBeNull();
    expect(await verifyApiKey(t.db, ` ${key}`)).toBeNull();
  });

  it("records the last use without being awaited, at most once a minute", async () => {
    const { key, apiKey } = await createApiKey(t.db, alice, { name: "touch" });
    expect(apiKey.lastUsedAt).toBeNull();
    const first = new Date();
    await verifyApiKey(t.db, key, first);
    await waitFor(async () => (await t.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt !== null);
    const stored = (await t.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt;
    expect(stored?.getTime()).toBe(first.getTime());
    await verifyApiKey(t.db, key, new Date(first.getTime() + 30_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt?.getTime()).toBe(first.getTime());
    const later = new Date(first.getTime() + 61_000);
    await verifyApiKey(t.db, key, later);
    await waitFor(
      async () => (await t.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt?.getTime() === later.getTime(),
    );
  });
});

describe("listApiKeys and revokeApiKey", () => {
  it("lists only the user's keys, without secrets, and revoking makes the key fail at once", async () => {
    const { key, apiKey } = await createApiKey(t.db, alice, { name: "to-revoke" });
    const listed = await listApiKeys(t.db, alice);
    expect(listed.map((k) => k.name)).toContain("to-revoke");
    expect(listed.every((k) => !("keyHash" in k))).toBe(true);
    expect((await listApiKeys(t.db, bob)).map((k) => k.name)).not.toContain("to-revoke");

    await expect(revokeApiKey(t.db, bob, apiKey.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await verifyApiKey(t.db, key)).not.toBeNull();
    await revokeApiKey(t.db, alice, apiKey.id);
    expect(await verifyApiKey(t.db, key)).toBeNull();
    await expect(revokeApiKey(t.db, alice, apiKey.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("revokes by name", async () => {
    const { key } = await createApiKey(t.db, bob, { name: "cli" });
    await revokeApiKeyByName(t.db, bob, "cli");
    expect(await verifyApiKey(t.db, key)).toBeNull();
    await expect(revokeApiKeyByName(t.db, bob, "cli")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("deleting the user makes the key fail", async () => {
    const carol = await t.db.user.create({ data: { username: "carol", usernameKey: "carol", displayName: "c" } });
    const { key } = await createApiKey(t.db, carol.id, { name: "k" });
    await t.db.user.delete({ where: { id: carol.id } });
    expect(await verifyApiKey(t.db, key)).toBeNull();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
