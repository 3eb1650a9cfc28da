import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Client } from "pg";
import { getConfig } from "@/lib/config";
import { registerDepartureHourFunction } from "./departure-hour-sql";
import { resolveDatabaseTarget, type DatabaseTarget, type Dialect } from "@/lib/config/database-url";
import { withSetupLock } from "./setup-lock";

/**
 * Applies the SQL migrations in prisma/migrations/<dialect>/ that the database has not seen, in name order,
 * each in its own transaction (its statements and its `_prisma_migrations` row commit together or not at all),
 * recording them in Prisma's own `_prisma_migrations` table. We apply them ourselves because the Prisma CLI needs a
 * schema-engine binary it would download, and servers may be offline.
 */

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function migrationsDir(dialect: Dialect): string {
  return path.join(process.cwd(), "prisma", "migrations", dialect);
}

export function readMigrations(dialect: Dialect, dir: string = migrationsDir(dialect)): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const unsafe = OUTSIDE_TRANSACTION.exec(sql.replace(/--[^\n]*/g, ""));
      if (unsafe) throw new Error(`Migration ${name}: "${unsafe[1]}" cannot run inside the migration's transaction; remove it`);
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Statements that defeat the one transaction each migration runs in: one that ends it would commit half the
 * migration, and SQLite ignores `PRAGMA foreign_keys` inside a transaction (so Prisma's table-rebuild recipe, which
 * turns it off first, would cascade deletes through the rebuilt table's children instead).
 */
const OUTSIDE_TRANSACTION = /(?:^|;)\s*(COMMIT|ROLLBACK|END\s+TRANSACTION|PRAGMA\s+foreign_keys)\b/i;

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
  /** read the migrations from here instead of prisma/migrations/<dialect> (tests of the migrator itself) */
  dir?: string;
}

/** A database this version must not touch: it was migrated by a newer one. Its message is the operator's to act on. */
export class DatabaseVersionError extends Error {
  override name = "DatabaseVersionError";
}

function pendingOf(all: Migration[], applied: { migration_name: string; checksum: string }[], options: MigrateOptions): Migration[] {
  const seen = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  const known = new Set(all.map((migration) => migration.name));
  // Its schema is ahead of this code's (columns it does not write, triggers it does not expect): refuse to run on it.
  const unknown = applied.map((row) => row.migration_name).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new DatabaseVersionError(`The database was migrated by a newer Contrail: ${unknown.join(", ")}; upgrade Contrail`);
  }
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
    // SQLite has no time zones: a migration that needs them calls this (20261127010000_departure_hour)
    registerDepartureHourFunction(sqlite);
    sqlite.exec(HISTORY_TABLE_SQL.sqlite);
    const applied = sqlite
      .prepare(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`)
      .all() as { migration_name: string; checksum: string }[];
    const pending = pendingOf(readMigrations("sqlite", options.dir), applied, options);
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
    await client.query(HISTORY_TABLE_SQL.postgresql);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const pending = pendingOf(readMigrations("postgresql", options.dir), rows, options);
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
    await client.end();
  }
}

/** Brings the database named by `url` (default DATABASE_URL) up to date; returns the names applied now. */
export async function migrate(url?: string, options: MigrateOptions = {}): Promise<string[]> {
  const target = resolveDatabaseTarget(url ?? getConfig().databaseUrl);
  return withSetupLock(target, () => migrateLocked(target, options));
}

/** `migrate` for a caller that holds the setup lock already (lib/setup/prepare-database.ts). */
export async function migrateLocked(target: DatabaseTarget, options: MigrateOptions = {}): Promise<string[]> {
  return target.dialect === "postgresql" ? migratePostgres(target.location, options) : migrateSqlite(target.location, options);
}
