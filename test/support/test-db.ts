import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { createDb, type Db } from "@/lib/db/client";
import { migrate, type MigrateOptions } from "@/lib/db/migrate";

export interface TestDb {
  db: Db;
  url: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file (`migration.before`: only the migrations before that one,
 * for testing a migration on existing data; `null`: no migration at all). SQLite by default (a temp file); when
 * TEST_DATABASE_URL is a postgres:// URL, a new database is created on that server and dropped afterwards,
 * so `npm test` runs the same tests on both.
 */
export async function createTestDb(migration: MigrateOptions | null = {}): Promise<TestDb> {
  const server = process.env.TEST_DATABASE_URL;
  if (server && /^postgres(ql)?:\/\//.test(server)) return createPostgresTestDb(server, migration);
  return createSqliteTestDb(migration);
}

/** A fresh SQLite database whatever TEST_DATABASE_URL says (tests that move data between the two kinds). */
export async function createSqliteTestDb(migration: MigrateOptions | null = {}): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-test-"));
  const url = `file:${path.join(dir, "test.db")}`;
  if (migration) await migrate(url, migration);
  const db = createDb(url);
  return {
    db,
    url,
    async cleanup() {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDb(serverUrl: string, migration: MigrateOptions | null): Promise<TestDb> {
  const name = `contrail_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (migration) await migrate(url.toString(), migration);
  const db = createDb(url.toString());
  return {
    db,
    url: url.toString(),
    async cleanup() {
      await db.$disconnect();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test database. A background worker (autovacuum) may still hold a connection that our role may not end;
 * then we wait and try again, and in the end leave the database behind rather than fail a test that passed.
 */
async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const dropper = new Client({ connectionString: serverUrl });
    try {
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt === 5) console.warn(`could not drop test database ${name}: ${(error as Error).message}`);
      else await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    } finally {
      await dropper.end().catch(() => undefined);
    }
  }
}
