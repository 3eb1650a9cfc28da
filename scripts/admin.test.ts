import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

    expect((await admin(testDb, "user", "role", "--username", "olivia", "--role", "admin")).code).toBe(0);
    expect((await testDb.db.user.findFirstOrThrow()).role).toBe("admin");

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
});
