import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { backupFileName } from "./format";
import { parseConfig } from "@/lib/config";
import { claimLease, leaseKey } from "@/lib/periodic/lease";
import { PeriodicScheduler } from "@/lib/periodic/scheduler";
import { automaticBackupTask, listBackups, pruneBackups, runScheduledBackup } from "./automatic-backups";

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

  it("write a backup when the newest is older than the interval, then prune, and leave the leases out of the file", async () => {
    const schedule = { dir, intervalMs: 60 * 60_000, keep: 2 };
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
    await claimLease(t.db, "backup", { holder: "me", now: at(0).getTime(), leaseMs: 60_000 });
    await t.db.appMeta.create({ data: { key: "backup.lease", value: "an older version's lease" } });
    expect(await runScheduledBackup(t.url, schedule, at(0))).toBe(path.join(dir, backupFileName(at(0))));
    expect(await runScheduledBackup(t.url, schedule, at(10))).toBeNull(); // too soon
    expect(await runScheduledBackup(t.url, schedule, at(60))).not.toBeNull();
    expect(await runScheduledBackup(t.url, schedule, at(120))).not.toBeNull();
    expect(await readdir(dir)).toEqual([backupFileName(at(60)), backupFileName(at(120))]);
    const text = gunzipSync(readFileSync(path.join(dir, backupFileName(at(120))))).toString("utf8");
    expect(text).toContain('["User"');
    expect(text).not.toContain(leaseKey("backup"));
    expect(text).not.toContain("backup.lease");
  });

  it("are written by one of two instances on the database, the lease holder", async () => {
    const shared = await mkdtemp(path.join(os.tmpdir(), "contrail-auto-backup-two-"));
    try {
      const config = { ...parseConfig({ CONTRAIL_BACKUP_DIR: shared, CONTRAIL_BACKUP_INTERVAL_MINUTES: "60" }), databaseUrl: t.url };
      const task = automaticBackupTask(config)!;
      expect(task.everyMs).toBe(10 * 60_000);
      const schedulers = ["a", "b"].map((holder) => new PeriodicScheduler({ db: t.db, holder, tasks: [task], tickMs: 60_000, leaseMs: 180_000 }));
      const start = Date.UTC(2026, 6, 1);
      const ran = [];
      for (let minute = 0; minute <= 120; minute += 1) {
        for (const scheduler of schedulers) ran.push(...(await scheduler.tick(start + minute * 60_000)));
      }
      // a check every ten minutes, by one instance: a backup at 0, 60 and 120 minutes
      expect(ran).toHaveLength(13);
      expect(await listBackups(shared)).toEqual([0, 60, 120].map((minute) => backupFileName(new Date(start + minute * 60_000))));
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  });

  describe("are readable by the server's user alone, under the usual umask (022)", () => {
    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
    const schedule = (backups: string) => ({ dir: backups, intervalMs: 60 * 60_000, keep: 3 });
    let umask: number;
    let root: string;

    beforeAll(async () => {
      umask = process.umask(0o022);
      root = await mkdtemp(path.join(os.tmpdir(), "contrail-private-backups-"));
    });

    afterAll(async () => {
      process.umask(umask);
      await rm(root, { recursive: true, force: true });
    });

    it("in a directory they make 0700; the files 0600, a leftover partial file and older backups too", async () => {
      const backups = path.join(root, "made", "backups");
      const first = await runScheduledBackup(t.url, schedule(backups), new Date(Date.UTC(2026, 7, 1)));
      expect(await modeOf(backups)).toBe(0o700);
      expect(await modeOf(first!)).toBe(0o600);

      // a backup from before, and a partial file an interrupted backup left, both as the umask made them
      const older = path.join(backups, backupFileName(new Date(Date.UTC(2026, 6, 1))));
      await writeFile(older, "x", { mode: 0o644 });
      const at = new Date(Date.UTC(2026, 7, 2));
      await writeFile(path.join(backups, `${backupFileName(at)}.partial`), "x", { mode: 0o644 });
      const second = await runScheduledBackup(t.url, schedule(backups), at);
      expect(await modeOf(second!)).toBe(0o600);
      expect(await modeOf(older)).toBe(0o600);
    });

    it("in a directory that exists: left as it is, with a warning at each backup when others may enter it", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const open = path.join(root, "open");
        await mkdir(open, { mode: 0o755 });
        const file = await runScheduledBackup(t.url, schedule(open), new Date(Date.UTC(2026, 7, 1)));
        expect(await modeOf(file!)).toBe(0o600);
        expect(await modeOf(open)).toBe(0o755);
        expect(warn.mock.calls).toEqual([[`[contrail] the backup directory ${open} is open to other users (mode 0755); the backups in it are not (0600), but their names and times are: chmod 700 it`]]);

        warn.mockClear();
        await chmod(open, 0o700);
        await runScheduledBackup(t.url, schedule(open), new Date(Date.UTC(2026, 7, 2)));
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
    });
  });
});
