import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { Client } from "pg";
import type { DatabaseTarget } from "@/lib/config/database-url";

/** Any fixed number: the key of the PostgreSQL advisory lock every Contrail process takes to prepare a database. */
const SETUP_LOCK_KEY = 72707245;
const SQLITE_POLL_MS = 100;

/**
 * Runs `fn` (migrations, then the reference-data load) while no other process prepares the same database: several
 * instances starting together would each apply the same migration or insert the same airports, and all but one fail.
 * The lock is held across both steps, so the processes that waited find nothing left to do. It is released when the
 * holder finishes or dies (a session advisory lock on PostgreSQL; an OS file lock on SQLite).
 * `onWait` is told once when another process holds the lock, so a start that pauses says why.
 */
export async function withSetupLock<T>(target: DatabaseTarget, fn: () => Promise<T>, onWait?: (message: string) => void): Promise<T> {
  return target.dialect === "postgresql" ? withAdvisoryLock(target.location, fn, onWait) : withSqliteLockFile(target.location, fn, onWait);
}

const WAITING = "Waiting for another Contrail process to finish preparing the database";

async function withAdvisoryLock<T>(connectionString: string, fn: () => Promise<T>, onWait?: (message: string) => void): Promise<T> {
  // One connection holds the lock throughout; the work itself runs on other connections.
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [SETUP_LOCK_KEY]);
    if (!rows[0]?.locked) {
      onWait?.(WAITING);
      await client.query("SELECT pg_advisory_lock($1)", [SETUP_LOCK_KEY]);
    }
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [SETUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/**
 * SQLite's own write lock cannot serve: the reference data is written through the app's other connections, which
 * would wait on it. So the lock is an exclusive transaction on a small file beside the database (`<file>-setup-lock`,
 * left in place: deleting it would race with a waiting process). Polled, since better-sqlite3 would block the event
 * loop while waiting through a busy timeout.
 */
async function withSqliteLockFile<T>(file: string, fn: () => Promise<T>, onWait?: (message: string) => void): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = new Database(`${file}-setup-lock`, { timeout: 0 });
  try {
    for (let told = false; ; ) {
      try {
        lock.exec("BEGIN EXCLUSIVE");
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
        if (!told) onWait?.(WAITING);
        told = true;
        await sleep(SQLITE_POLL_MS);
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec("ROLLBACK");
    }
  } finally {
    lock.close();
  }
}
