import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@/lib/config";
import type { PeriodicTask } from "@/lib/periodic/scheduler";
import { BACKUP_FILE_PATTERN, backupFileName, backupTimeOf } from "./format";
import { makePrivate, preparePrivateDir } from "./private-files";
import { writeBackup } from "./write-backup";

/**
 * Automatic backups (CONTRAIL_BACKUP_DIR, off by default), taken by the server itself: a periodic task
 * (lib/periodic/), so of the instances serving one database only the one holding its lease checks, and writes a
 * backup when the newest one in the directory is older than the interval.
 */

const MAX_CHECK_MS = 10 * 60_000;

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

/** How often the lease holder looks at the directory: the interval, at most ten minutes. */
export const backupCheckMs = (schedule: BackupSchedule) => Math.min(schedule.intervalMs, MAX_CHECK_MS);

/**
 * One check: when the newest backup is older than the interval, a backup and a prune; the backups kept are made
 * private too (those written before backups were). A directory open to others is named in the log at each backup.
 */
export async function runScheduledBackup(databaseUrl: string | undefined, schedule: BackupSchedule, now = new Date()): Promise<string | null> {
  const checkMs = backupCheckMs(schedule);
  const warning = await preparePrivateDir(schedule.dir);
  const earlier = await listBackups(schedule.dir);
  const newest = earlier.at(-1);
  if (newest && now.getTime() - backupTimeOf(newest) < schedule.intervalMs - checkMs / 2) return null;
  if (warning) console.warn(`[contrail] ${warning}`);
  const file = path.join(schedule.dir, backupFileName(now));
  await writeBackup(databaseUrl, file, now);
  const pruned = new Set(await pruneBackups(schedule.dir, schedule.keep));
  // the new backup is private from its first byte; those kept from before may not be
  for (const name of earlier) if (!pruned.has(name)) await makePrivate(path.join(schedule.dir, name));
  return file;
}

/** The periodic task (lib/background/background-work.ts) when CONTRAIL_BACKUP_DIR is set, else null. */
export function automaticBackupTask(config: Config): PeriodicTask | null {
  const { backup } = config;
  if (!backup.dir) return null;
  const schedule: BackupSchedule = { dir: backup.dir, intervalMs: backup.intervalMinutes * 60_000, keep: backup.keep };
  return {
    name: "backup",
    everyMs: backupCheckMs(schedule),
    async run(now) {
      const file = await runScheduledBackup(config.databaseUrl, schedule, now);
      if (file) console.log(`[contrail] automatic backup written: ${file}`);
    },
  };
}
