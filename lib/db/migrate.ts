import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Client } from "pg";
import { getConfig } from "@/lib/config";
import { resolveDatabaseTarget, type Dialect } from "./database-url";

/**
 * Applies the SQL migrations in prisma/migrations/<dialect>/ that the database has not seen, in name order,
 * each in its own transaction, recording them in Prisma's own `_prisma_migrations` table. We apply them
 * ourselves because the Prisma CLI needs a schema-engine binary it would download, and servers may be offline.
 */

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function migrationsDir(dialect: Dialect): string {
  return path.join(process.cwd(), "prisma", "migrations", dialect);
}

export function readMigrations(dialect: Dialect): Migration[] {
  const dir = migrationsDir(dialect);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const HISTORY_TABLE_SQL = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME, "migration_name" TEXT NOT NULL,
    "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`,
  postgresql: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`,
};

export interface MigrateOptions {
  /** apply only the migrations whose names sort before this one (tests of a migration on data written before it) */
  before?: string;
}

function pendingOf(all: Migration[], applied: { migration_name: string; checksum: string }[], options: MigrateOptions): Migration[] {
  const seen = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  for (const migration of all) {
    const checksum = seen.get(migration.name);
    if (checksum && checksum !== migration.checksum) {
      throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead`);
    }
  }
  return all.filter((migration) => !seen.has(migration.name) && (options.before === undefined || migration.name < options.before));
}

function migrateSqlite(file: string, options: MigrateOptions): string[] {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    // WAL lets the web server read while a writer (an import, the admin CLI) works; it persists in the file.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec(HISTORY_TABLE_SQL.sqlite);
    const applied = sqlite
      .prepare(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`)
      .all() as { migration_name: string; checksum: string }[];
    const pending = pendingOf(readMigrations("sqlite"), applied, options);
    for (const migration of pending) {
      sqlite.transaction(() => {
        sqlite.exec(migration.sql);
        sqlite
          .prepare(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)`)
          .run(randomUUID(), migration.checksum, Date.now(), migration.name, Date.now());
      }).immediate();
    }
    // Planner statistics for the tables that lack them or changed a lot since (SQLite's advice for long-running
    // apps; the statistics queries' plans are chosen with them). The limit keeps this to milliseconds on a big log.
    sqlite.pragma("analysis_limit = 1000");
    sqlite.pragma("optimize = 0x10002");
    return pending.map((migration) => migration.name);
  } finally {
    sqlite.close();
  }
}

async function migratePostgres(connectionString: string, options: MigrateOptions): Promise<string[]> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    // One migrator at a time across processes (several app instances may start together).
    await client.query("SELECT pg_advisory_lock(72707245)");
    await client.query(HISTORY_TABLE_SQL.postgresql);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const pending = pendingOf(readMigrations("postgresql"), rows, options);
    for (const migration of pending) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    return pending.map((migration) => migration.name);
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707245)").catch(() => undefined);
    await client.end();
  }
}

/** Brings the database named by `url` (default DATABASE_URL) up to date; returns the names applied now. */
export async function migrate(url?: string, options: MigrateOptions = {}): Promise<string[]> {
  const target = resolveDatabaseTarget(url ?? getConfig().databaseUrl);
  return target.dialect === "postgresql" ? migratePostgres(target.location, options) : migrateSqlite(target.location, options);
}
