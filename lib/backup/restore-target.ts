import { randomBytes } from "node:crypto";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import Database from "better-sqlite3";
import type pg from "pg";
import { resolveDatabaseTarget, type Dialect } from "@/lib/config/database-url";
import { fillStatRollups, STAT_ROLLUP_TABLES } from "@/lib/stats/rebuild-stat-rollups";
import { FILL_DEPARTURE_HOURS, registerDepartureHourFunction } from "@/lib/db/departure-hour-sql";
import { rawPgClient } from "./snapshot";
import { BACKUP_TABLES, CARRIED_META_SQL, UNSAVED_TABLES, type BackupTable } from "./tables";
import { parameterOf, PG_ARRAY_TYPE, type FileValue } from "./values";

/**
 * The database a restore writes, all inside one transaction: `begin` takes the write lock, the caller checks
 * `heldData`, `clear`s, `insert`s the rows, then `finish` rebuilds the statistics rollups and the rest (the row
 * triggers are off meanwhile: filling the rollups once from all rows is far cheaper than row by row), and `commit` or
 * `rollback`.
 */
export interface RestoreTarget {
  dialect: Dialect;
  begin(): Promise<void>;
  /** what the database holds that a restore would replace ("3 users, 120 flights"), or null when it holds nothing */
  heldData(): Promise<string | null>;
  clear(): Promise<void>;
  insert(table: BackupTable, columns: BackupTable["columns"], rows: FileValue[][]): Promise<void>;
  /** rollups, sequences, a fresh data.version; then the number of rows of each backed-up table */
  finish(): Promise<Record<string, number>>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  /** planner statistics for the new rows (after the commit) */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const TRIGGERED_TABLES = ["Flight", "Seat"];
/**
 * The change feed starts again at the restore: the restored flights keep their stamps and no tombstone says what the
 * restore took away, so a client's earlier `since` must answer 410 (read the whole list), not a partial answer.
 */
const CLEAR_TOMBSTONES = `DELETE FROM "FlightTombstone"`;
const RESTART_CHANGES_SINCE = (parameter: string) =>
  `INSERT INTO "AppMeta" ("key", "value") VALUES ('changes.since', ${parameter}) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`;
const HELD_DATA_SQL = `SELECT
  (SELECT COUNT(*) FROM "User") AS "users",
  (SELECT COUNT(*) FROM "Flight") AS "flights",
  (SELECT COUNT(*) FROM "ApiKey") AS "keys",
  (SELECT COUNT(*) FROM "Airport" WHERE "custom") + (SELECT COUNT(*) FROM "Airline" WHERE "custom") + (SELECT COUNT(*) FROM "Aircraft" WHERE "custom") AS "custom"`;

function describeHeld(row: Record<string, unknown>): string | null {
  const parts = [["users", "user(s)"], ["flights", "flight(s)"], ["keys", "API key(s)"], ["custom", "custom reference entries"]]
    .map(([key, label]) => [Number(row[key!]), label] as const)
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} ${label}`);
  return parts.length > 0 ? parts.join(", ") : null;
}

function countsSql(): string {
  return `SELECT ${BACKUP_TABLES.map((table) => `(SELECT COUNT(*) FROM "${table.name}"${table.name === "AppMeta" ? ` WHERE ${CARRIED_META_SQL}` : ""}) AS "${table.name}"`).join(", ")}`;
}

function insertColumns(columns: BackupTable["columns"]): string {
  return columns.map(([name]) => `"${name}"`).join(", ");
}

export function openRestoreTarget(databaseUrl: string | undefined): Promise<RestoreTarget> {
  const target = resolveDatabaseTarget(databaseUrl);
  return target.dialect === "postgresql" ? openPostgres(target.location) : Promise.resolve(openSqlite(target.location));
}

/** The restoring connection's SQLite page cache, in KiB. */
const RESTORE_CACHE_KIB = 256 * 1024;

function openSqlite(file: string): RestoreTarget {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 10000");
  // The whole restore is one transaction: with the default 2 MB page cache, every index of a large table spills its
  // dirty pages to the WAL and reads them back; a bounded cache of its own keeps them in memory (outside the JS heap).
  sqlite.pragma(`cache_size = -${RESTORE_CACHE_KIB}`);
  registerDepartureHourFunction(sqlite);
  let triggers: { name: string; sql: string }[] = [];
  const statements = new Map<string, Database.Statement>();
  return {
    dialect: "sqlite",
    async begin() {
      sqlite.exec("BEGIN IMMEDIATE");
    },
    async heldData() {
      return describeHeld(sqlite.prepare(HELD_DATA_SQL).get() as Record<string, unknown>);
    },
    async clear() {
      // SQLite has no switch for triggers: they are dropped and made again from their own text in finish()
      triggers = sqlite
        .prepare(`SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "tbl_name" IN (${TRIGGERED_TABLES.map((t) => `'${t}'`).join(", ")})`)
        .all() as { name: string; sql: string }[];
      for (const { name } of triggers) sqlite.exec(`DROP TRIGGER "${name}"`);
      for (const table of UNSAVED_TABLES) sqlite.exec(`DELETE FROM "${table}"`);
      for (const table of [...BACKUP_TABLES].reverse()) {
        sqlite.exec(`DELETE FROM "${table.name}"${table.name === "AppMeta" ? ` WHERE ${CARRIED_META_SQL}` : ""}`);
      }
      for (const table of STAT_ROLLUP_TABLES) sqlite.exec(`DELETE FROM "${table}"`);
    },
    async insert(table, columns, rows) {
      const sql = `INSERT INTO "${table.name}" (${insertColumns(columns)}) VALUES (${columns.map(() => "?").join(", ")})`;
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      for (const row of rows) statement.run(...row.map((value, i) => parameterOf("sqlite", columns[i]![1], value)));
      await yieldToEventLoop();
    },
    async finish() {
      // a backup made before Flight.departureHour existed: the hours computed as the migration did
      sqlite.exec(FILL_DEPARTURE_HOURS.sqlite);
      for (const statement of fillStatRollups("sqlite")) sqlite.exec(statement);
      for (const { sql } of triggers) sqlite.exec(sql);
      sqlite.prepare(`INSERT INTO "AppMeta" ("key", "value") VALUES ('data.version', ?) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`).run(randomBytes(8).toString("hex"));
      sqlite.exec(CLEAR_TOMBSTONES);
      sqlite.prepare(RESTART_CHANGES_SINCE("?")).run(new Date().toISOString());
      return numbers(sqlite.prepare(countsSql()).get() as Record<string, unknown>);
    },
    async commit() {
      sqlite.exec("COMMIT");
    },
    async rollback() {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
    },
    async analyze() {
      sqlite.exec("ANALYZE");
    },
    async close() {
      sqlite.close();
    },
  };
}

const PG_CHUNK_ROWS = 5000;

/** The restoring transaction's memory for building each index again (PostgreSQL's default is 64 MB). */
const PG_INDEX_BUILD_MEMORY = "256MB";

interface DroppedForLoad {
  /** makes the dropped indexes of these tables again */
  rebuildIndexes(tables: readonly string[]): Promise<void>;
  /** adds every dropped foreign key again, each checked once over all rows */
  addForeignKeys(): Promise<void>;
}

/**
 * Drops the foreign keys and the indexes (all but primary keys and constraints' own) of the restored tables, keeping
 * their definitions. The restore makes them again once the rows are in, in its transaction: one sorted build per index
 * and one check per foreign key cost far less than keeping each up to date row by row, and a duplicate or a dangling
 * reference still fails the restore, when they are made again.
 */
async function dropForLoad(client: pg.Client, tableNames: readonly string[]): Promise<DroppedForLoad> {
  const tables = tableNames.map((name) => `"${name}"`);
  const foreignKeys = (
    await client.query<{ table: string; name: string; definition: string }>(
      `SELECT c.conrelid::regclass::text AS "table", c.conname AS "name", pg_get_constraintdef(c.oid) AS "definition"
       FROM pg_constraint c WHERE c.contype = 'f' AND (c.conrelid = ANY($1::regclass[]) OR c.confrelid = ANY($1::regclass[]))`,
      [tables],
    )
  ).rows;
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
  const indexes = (
    await client.query<{ table: string; name: string; definition: string }>(
      `SELECT i.indrelid::regclass::text AS "table", i.indexrelid::regclass::text AS "name", pg_get_indexdef(i.indexrelid) AS "definition"
       FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))`,
      [tables],
    )
  ).rows;
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  await client.query(`SET LOCAL maintenance_work_mem = '${PG_INDEX_BUILD_MEMORY}'`);
  return {
    async rebuildIndexes(names) {
      const wanted = new Set(names.map((name) => `"${name}"`));
      for (const index of indexes.filter((candidate) => wanted.has(candidate.table))) await client.query(index.definition);
    },
    async addForeignKeys() {
      for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
    },
  };
}

const BACKUP_TABLE_NAMES = BACKUP_TABLES.map((table) => table.name);

async function openPostgres(connectionString: string): Promise<RestoreTarget> {
  const client: pg.Client = rawPgClient(connectionString);
  await client.connect();
  let dropped: DroppedForLoad | undefined;
  return {
    dialect: "postgresql",
    async begin() {
      await client.query("BEGIN");
      // the row lock every writer of flights and seats takes first (lib/db/write-lock.ts)
      await client.query(`SELECT 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE`);
    },
    async heldData() {
      return describeHeld((await client.query(HELD_DATA_SQL)).rows[0] as Record<string, unknown>);
    },
    async clear() {
      for (const table of TRIGGERED_TABLES) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
      const tables = [...BACKUP_TABLES.filter((table) => table.name !== "AppMeta").map((table) => table.name), ...STAT_ROLLUP_TABLES, ...UNSAVED_TABLES];
      await client.query(`TRUNCATE ${tables.map((name) => `"${name}"`).join(", ")}`);
      await client.query(`DELETE FROM "AppMeta" WHERE ${CARRIED_META_SQL}`);
      dropped = await dropForLoad(client, [...BACKUP_TABLE_NAMES, ...STAT_ROLLUP_TABLES]);
    },
    async insert(table, columns, rows) {
      const arrays = columns.map(([, kind]) => PG_ARRAY_TYPE[kind]);
      const sql = `INSERT INTO "${table.name}" (${insertColumns(columns)}) SELECT * FROM unnest(${arrays.map((type, i) => `$${i + 1}::${type}`).join(", ")})`;
      for (let start = 0; start < rows.length; start += PG_CHUNK_ROWS) {
        const chunk = rows.slice(start, start + PG_CHUNK_ROWS);
        await client.query(sql, columns.map(([, kind], c) => chunk.map((row) => parameterOf("postgresql", kind, row[c]!))));
      }
    },
    async finish() {
      // the data's indexes first (filling the rollups reads through them), the rollups' once they are filled
      await dropped?.rebuildIndexes(BACKUP_TABLE_NAMES);
      await client.query(FILL_DEPARTURE_HOURS.postgresql);
      await client.query(`ANALYZE ${TRIGGERED_TABLES.map((name) => `"${name}"`).join(", ")}`);
      for (const statement of fillStatRollups("postgresql")) await client.query(statement);
      await dropped?.rebuildIndexes(STAT_ROLLUP_TABLES);
      await dropped?.addForeignKeys();
      for (const table of TRIGGERED_TABLES) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
      for (const table of BACKUP_TABLES.filter((t) => t.serial)) {
        await client.query(`SELECT setval(pg_get_serial_sequence('"${table.name}"', '${table.key}'), COALESCE((SELECT MAX("${table.key}") FROM "${table.name}"), 0) + 1, false)`);
      }
      await client.query(`INSERT INTO "AppMeta" ("key", "value") VALUES ('data.version', $1) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`, [randomBytes(8).toString("hex")]);
      await client.query(CLEAR_TOMBSTONES);
      await client.query(RESTART_CHANGES_SINCE("$1"), [new Date().toISOString()]);
      return numbers((await client.query(countsSql())).rows[0] as Record<string, unknown>);
    },
    async commit() {
      await client.query("COMMIT");
    },
    async rollback() {
      await client.query("ROLLBACK").catch(() => undefined);
    },
    async analyze() {
      await client.query("ANALYZE");
    },
    async close() {
      await client.end();
    },
  };
}

function numbers(row: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}
