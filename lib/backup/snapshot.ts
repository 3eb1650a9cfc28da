import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import Database from "better-sqlite3";
import pg from "pg";
import { resolveDatabaseTarget, type Dialect } from "@/lib/config/database-url";
import type { BackupTable } from "./tables";

/**
 * One consistent, read-only view of a database that the server keeps writing meanwhile: PostgreSQL, a REPEATABLE
 * READ READ ONLY transaction on a connection of its own; SQLite, one read transaction on a connection of its own
 * (WAL mode: writers go on, the reader keeps the snapshot of its first read). Rows come in pages in key order (keyset
 * paging), so memory stays flat however big the tables are, and each page is one short step, with the event loop
 * free in between (the server may be taking this backup itself).
 */
export interface Snapshot {
  dialect: Dialect;
  /** the newest migration the database has applied */
  migration: string | null;
  /** the rows of `table` in pages, each row its columns' values as the driver answers them */
  pages(table: BackupTable, pageSize: number): AsyncGenerator<unknown[][]>;
  close(): Promise<void>;
}

const LATEST_MIGRATION = `SELECT MAX("migration_name") AS "name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;

function pageSql(table: BackupTable, dialect: Dialect, first: boolean): string {
  const columns = table.columns.map(([name]) => `"${name}"`).join(", ");
  const after = first ? "" : ` WHERE "${table.key}" > ${dialect === "postgresql" ? "$1" : "?"}`;
  return `SELECT ${columns} FROM "${table.name}"${after} ORDER BY "${table.key}" LIMIT ${dialect === "postgresql" ? (first ? "$1" : "$2") : "?"}`;
}

export async function openSnapshot(databaseUrl: string | undefined): Promise<Snapshot> {
  const target = resolveDatabaseTarget(databaseUrl);
  return target.dialect === "postgresql" ? openPostgres(target.location) : openSqlite(target.location);
}

function openSqlite(file: string): Snapshot {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  sqlite.exec("BEGIN");
  try {
    // the first read of the transaction fixes the snapshot every later page reads
    const { name } = sqlite.prepare(LATEST_MIGRATION).get() as { name: string | null };
    return {
      dialect: "sqlite",
      migration: name,
      async *pages(table, pageSize) {
        const first = sqlite.prepare(pageSql(table, "sqlite", true)).raw(true);
        const next = sqlite.prepare(pageSql(table, "sqlite", false)).raw(true);
        const keyIndex = table.columns.findIndex(([column]) => column === table.key);
        let rows = first.all(pageSize) as unknown[][];
        while (rows.length > 0) {
          yield rows;
          if (rows.length < pageSize) return;
          await yieldToEventLoop();
          rows = next.all(rows[rows.length - 1]![keyIndex], pageSize) as unknown[][];
        }
      },
      async close() {
        if (sqlite.inTransaction) sqlite.exec("COMMIT");
        sqlite.close();
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

// Timestamps and 64-bit integers as their text: pg would read TIMESTAMP (no zone) in the process's local zone.
const RAW_TEXT_TYPES = new Set<number>([pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.INT8]);
const rawTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    RAW_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pg client that leaves timestamps and int8 as text (values.ts reads them). */
export function rawPgClient(connectionString: string): pg.Client {
  return new pg.Client({ connectionString, types: rawTypes });
}

async function openPostgres(connectionString: string): Promise<Snapshot> {
  const client = rawPgClient(connectionString);
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ name: string | null }>(LATEST_MIGRATION);
    return {
      dialect: "postgresql",
      migration: rows[0]?.name ?? null,
      async *pages(table, pageSize) {
        const keyIndex = table.columns.findIndex(([column]) => column === table.key);
        let page = await client.query<unknown[]>({ text: pageSql(table, "postgresql", true), values: [pageSize], rowMode: "array" });
        while (page.rows.length > 0) {
          yield page.rows;
          if (page.rows.length < pageSize) return;
          const last = page.rows[page.rows.length - 1]![keyIndex];
          page = await client.query<unknown[]>({ text: pageSql(table, "postgresql", false), values: [last, pageSize], rowMode: "array" });
        }
      },
      async close() {
        await client.query("COMMIT").catch(() => undefined);
        await client.end();
      },
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}
