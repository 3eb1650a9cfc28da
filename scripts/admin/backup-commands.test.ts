import { execFile } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";

const run = promisify(execFile);

/** Runs `npm run admin -- …` as a user would, on one database. */
async function admin(url: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: url },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let source: TestDb;
let target: TestDb;
let dir: string;

beforeAll(async () => {
  source = await createTestDb();
  target = await createTestDb();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-cli-backup-"));
  await createUser(source.db, { username: "ada" });
});

afterAll(async () => {
  await source?.cleanup();
  await target?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("admin backup and restore", () => {
  it("writes a backup, restores it into an empty database, and refuses a full one without --replace", async () => {
    const file = path.join(dir, "cli.ndjson.gz");
    const backup = await admin(source.url, "backup", file);
    expect(backup.code).toBe(0);
    expect(JSON.parse(backup.stdout)).toMatchObject({ file, rows: { User: 1, Flight: 0 } });

    const restore = await admin(target.url, "restore", file);
    expect(restore.code).toBe(0);
    expect(JSON.parse(restore.stdout)).toMatchObject({ restored: true, rows: { User: 1 } });
    expect((await target.db.user.findMany()).map((u) => u.username)).toEqual(["ada"]);

    const again = await admin(target.url, "restore", file);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain("already holds data (1 user(s))");
    expect((await admin(target.url, "restore", "--replace", file)).code).toBe(0);
    expect(await target.db.user.count()).toBe(1);
  }, 300_000);

  it("writes the backup readable by its owner alone (0600) under the usual umask, also over a file that was not", async () => {
    const umask = process.umask(0o022);
    try {
      const file = path.join(dir, "private.ndjson.gz");
      await writeFile(file, "an older file", { mode: 0o644 });
      await writeFile(`${file}.partial`, "an interrupted backup", { mode: 0o644 });
      expect((await admin(source.url, "backup", file)).code).toBe(0);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  }, 300_000);
});
