import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { verifyApiKey } from "@/lib/auth/api-keys/verify-api-key";
import { createUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";

const run = promisify(execFile);

/** Runs `npm run admin -- …` as a user would, on the test database. */
async function admin(testDb: TestDb, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/admin.ts", ...args],
      { env: { ...process.env, DATABASE_URL: testDb.url }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// each call starts a fresh tsx process (seconds on a busy machine); one test makes four
describe("admin CLI", { timeout: 120_000 }, () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.cleanup());

  it("creates a user and prints its id as JSON", async () => {
    const result = await admin(testDb, "user", "create", "--username", "Olivia", "--password", "correct horse", "--role", "owner");
    expect(result.code).toBe(0);
    const { id } = JSON.parse(result.stdout) as { id: string };
    const user = await testDb.db.user.findUniqueOrThrow({ where: { id } });
    expect(user).toMatchObject({ username: "Olivia", usernameKey: "olivia", role: "owner" });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
  });

  it("refuses a username that differs only in case, on stderr with a non-zero exit", async () => {
    const result = await admin(testDb, "user", "create", "--username", "OLIVIA", "--password", "another one");
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("already taken");
    expect(await testDb.db.user.count()).toBe(1);
  });

  it("lists users, changes a role, creates and revokes a key", async () => {
    const list = JSON.parse((await admin(testDb, "user", "list")).stdout) as { username: string; role: string }[];
    expect(list).toEqual([expect.objectContaining({ username: "Olivia", role: "owner" })]);

    const lastOwner = await admin(testDb, "user", "role", "--username", "olivia", "--role", "admin");
    expect(lastOwner.code).not.toBe(0);
    expect(lastOwner.stderr).toContain("last owner");
    const other = await createUser(testDb.db, { username: "oona", role: "owner" });
    expect((await admin(testDb, "user", "role", "--username", "olivia", "--role", "admin")).code).toBe(0);
    expect((await testDb.db.user.findFirstOrThrow({ where: { username: "Olivia" } })).role).toBe("admin");
    await testDb.db.user.delete({ where: { id: other.id } });

    const created = await admin(testDb, "key", "create", "--username", "olivia", "--name", "ci");
    expect(JSON.parse(created.stdout).key).toMatch(/^ctr_/);
    expect(await testDb.db.apiKey.count()).toBe(1);

    expect((await admin(testDb, "key", "revoke", "--username", "olivia", "--name", "ci")).code).toBe(0);
    expect(await testDb.db.apiKey.count()).toBe(0);
  });

  it("answers bad commands and bad roles with an error on stderr", async () => {
    const unknown = await admin(testDb, "user", "delete-everything");
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("Unknown command");
    const badRole = await admin(testDb, "user", "role", "--username", "olivia", "--role", "root");
    expect(badRole.code).not.toBe(0);
    expect(badRole.stderr).toContain("--role must be");
  });

  it("deletes a user, and refuses the last owner on stderr with a non-zero exit", async () => {
    const owner = await createUser(testDb.db, { username: "otto", role: "owner" });
    const refused = await admin(testDb, "user", "delete", "--username", "otto");
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("last owner");
    expect(await testDb.db.user.count({ where: { id: owner.id } })).toBe(1);

    const user = await createUser(testDb.db, { username: "uma" });
    const { key } = await createApiKey(testDb.db, user.id, { name: "ci", expiresAt: null });
    const deleted = await admin(testDb, "user", "delete", "--username", "uma");
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toStrictEqual({ username: "uma", flightsDeleted: 0, flightsKept: 0 });
    expect(await verifyApiKey(testDb.db, key)).toBeNull();
    expect(await testDb.db.user.count({ where: { id: user.id } })).toBe(0);
  });
});
