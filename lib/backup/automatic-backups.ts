import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/write-lock";
import { BACKUP_FILE_PATTERN, backupFileName } from "./format";
import { writeBackup } from "./write-backup";

/**
 * Automatic backups (CONTRAIL_BACKUP_DIR, off by default), taken by the server itself. Several instances may serve
 * one database: each checks now and then, and only the one holding the lease (an AppMeta row naming it, with an
 * expiry, renewed by its holder at every check and taken over once it expires) writes a backup, when the newest one in
 * the directory is older than the interval. The lease is taken under the write lock (lib/db/write-lock.ts), so two
 * instances cannot both take it, on either database.
 */
export const BACKUP_LEASE_KEY = "backup.lease";

const MAX_CHECK_MS = 10 * 60_000;

/** Takes or renews the lease for `holder` until now + `ms`; false when another holder's lease has not expired. */
export async function takeBackupLease(db: Db, holder: string, now: number, ms: number): Promise<boolean> {
  return writeTransaction(db, async (tx) => {
    const row = await tx.appMeta.findUnique({ where: { key: BACKUP_LEASE_KEY } });
    const [current, until] = (row?.value ?? "").split(" ");
    if (row && current !== holder && Number(until) > now) return false;
    const value = `${holder} ${now + ms}`;
    await tx.appMeta.upsert({ where: { key: BACKUP_LEASE_KEY }, create: { key: BACKUP_LEASE_KEY, value }, update: { value } });
    return true;
  });
}

/** The backup files in `dir`, oldest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
}

/** Deletes all but the newest `keep` backups of `dir`; returns the names deleted. Other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await listBackups(dir);
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}

export interface BackupSchedule {
  dir: string;
  intervalMs: number;
  keep: number;
}

/** One check: when this instance holds the lease and the newest backup is older than the interval, a backup and a prune. */
export async function runScheduledBackup(db: Db, databaseUrl: string | undefined, schedule: BackupSchedule, holder: string, now = new Date()): Promise<string | null> {
  const checkMs = Math.min(schedule.intervalMs, MAX_CHECK_MS);
  if (!(await takeBackupLease(db, holder, now.getTime(), 3 * checkMs))) return null;
  await mkdir(schedule.dir, { recursive: true });
  const newest = (await listBackups(schedule.dir)).at(-1);
  if (newest && now.getTime() - timeOfBackup(newest) < schedule.intervalMs - checkMs / 2) return null;
  const file = path.join(schedule.dir, backupFileName(now));
  await writeBackup(databaseUrl, file, now);
  await pruneBackups(schedule.dir, schedule.keep);
  return file;
}

function timeOfBackup(name: string): number {
  const [, stamp] = /(\d{8}T\d{6}Z)/.exec(name)!;
  return Date.parse(stamp!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"));
}

const started = globalThis as { __contrailBackupTimer?: NodeJS.Timeout };

/** Starts the checks when CONTRAIL_BACKUP_DIR is set (once per process); the timer never keeps the process alive. */
export function startAutomaticBackups(config: Config, db: Db): void {
  const { backup } = config;
  if (!backup.dir || started.__contrailBackupTimer) return;
  const schedule: BackupSchedule = { dir: backup.dir, intervalMs: backup.intervalMinutes * 60_000, keep: backup.keep };
  const holder = randomUUID();
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const file = await runScheduledBackup(db, config.databaseUrl, schedule, holder);
      if (file) console.log(`[contrail] automatic backup written: ${file}`);
    } catch (error) {
      console.error(`[contrail] automatic backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  started.__contrailBackupTimer = setInterval(() => void check(), Math.min(schedule.intervalMs, MAX_CHECK_MS));
  started.__contrailBackupTimer.unref();
  setTimeout(() => void check(), 60_000).unref();
}
