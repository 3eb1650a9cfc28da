import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { backupFileName } from "./format";
import { BACKUP_LEASE_KEY, pruneBackups, runScheduledBackup, takeBackupLease } from "./automatic-backups";

let t: TestDb;
let dir: string;

beforeAll(async () => {
  t = await createTestDb();
  await createUser(t.db, { username: "ada" });
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-auto-backup-"));
});

afterAll(async () => {
  await t?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("automatic backups", () => {
  it("keep the newest N backups and leave other files alone", async () => {
    const prune = await mkdtemp(path.join(os.tmpdir(), "contrail-prune-"));
    try {
      const names = [3, 1, 5, 2, 4].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day, 3))));
      for (const name of [...names, "notes.txt", "contrail-backup-manual.ndjson.gz"]) await writeFile(path.join(prune, name), "x");
      const deleted = await pruneBackups(prune, 2);
      expect(deleted).toEqual([1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day, 3)))));
      expect((await readdir(prune)).sort()).toEqual(
        ["contrail-backup-20260104T030000Z.ndjson.gz", "contrail-backup-20260105T030000Z.ndjson.gz", "contrail-backup-manual.ndjson.gz", "notes.txt"].sort(),
      );
    } finally {
      await rm(prune, { recursive: true, force: true });
    }
  });

  it("are taken by one instance only: the lease holder, until its lease expires", async () => {
    expect(await takeBackupLease(t.db, "a", 1_000, 500)).toBe(true);
    expect(await takeBackupLease(t.db, "b", 1_200, 500)).toBe(false);
    expect(await takeBackupLease(t.db, "a", 1_400, 500)).toBe(true); // renewed to 1,900
    expect(await takeBackupLease(t.db, "b", 1_800, 500)).toBe(false);
    expect(await takeBackupLease(t.db, "b", 1_901, 500)).toBe(true);
    expect(await takeBackupLease(t.db, "a", 2_000, 500)).toBe(false);
    await t.db.appMeta.delete({ where: { key: BACKUP_LEASE_KEY } });
  });

  it("write a backup when the newest is older than the interval, then prune, and leave the lease out of the file", async () => {
    const schedule = { dir, intervalMs: 60 * 60_000, keep: 2 };
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
    expect(await runScheduledBackup(t.db, t.url, schedule, "me", at(0))).toBe(path.join(dir, backupFileName(at(0))));
    expect(await runScheduledBackup(t.db, t.url, schedule, "other", at(10))).toBeNull(); // the lease is mine
    expect(await runScheduledBackup(t.db, t.url, schedule, "me", at(10))).toBeNull(); // too soon
    expect(await runScheduledBackup(t.db, t.url, schedule, "me", at(60))).not.toBeNull();
    expect(await runScheduledBackup(t.db, t.url, schedule, "me", at(120))).not.toBeNull();
    expect(await readdir(dir)).toEqual([backupFileName(at(60)), backupFileName(at(120))]);
    const text = gunzipSync(readFileSync(path.join(dir, backupFileName(at(120))))).toString("utf8");
    expect(text).toContain('["User"');
    expect(text).not.toContain(BACKUP_LEASE_KEY);
  });
});
