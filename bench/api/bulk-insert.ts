import Database from "better-sqlite3";
import { Client } from "pg";
import { resolveDatabaseTarget } from "@/lib/config/database-url";

/**
 * Bulk inserts for the benchmark's 200,000 flights, straight through the drivers: Prisma's raw statements cost
 * far more per row than the drivers do. SQLite: one prepared INSERT in one transaction.
 * PostgreSQL: INSERT ... SELECT FROM unnest(arrays) in chunks, in one transaction. Instants are stored as
 * each dialect stores them for Prisma (SQLite integer epoch ms, PostgreSQL timestamp(3) in UTC).
 */
export type Cell = string | number | Date | null;
export interface TableRows {
  table: "Flight" | "Seat";
  columns: readonly string[];
  /** PostgreSQL array type per column, e.g. "int4", "text", "float8", "timestamp" */
  pgTypes: readonly string[];
  rows: readonly Cell[][];
}

const PG_CHUNK = 20_000;

export async function bulkInsert(databaseUrl: string, tables: TableRows[]): Promise<void> {
  const target = resolveDatabaseTarget(databaseUrl);
  if (target.dialect === "sqlite") insertSqlite(target.location, tables);
  else await insertPostgres(target.location, tables);
}

function insertSqlite(file: string, tables: TableRows[]): void {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    db.transaction(() => {
      for (const { table, columns, rows } of tables) {
        const statement = db.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        );
        for (const row of rows) statement.run(...row.map((cell) => (cell instanceof Date ? cell.getTime() : cell)));
      }
    })();
  } finally {
    db.close();
  }
}

async function insertPostgres(connectionString: string, tables: TableRows[]): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const { table, columns, pgTypes, rows } of tables) {
      const select = columns.map((_, i) => `$${i + 1}::${pgTypes[i]}[]`).join(", ");
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT * FROM unnest(${select})`;
      for (let start = 0; start < rows.length; start += PG_CHUNK) {
        const chunk = rows.slice(start, start + PG_CHUNK);
        const arrays = columns.map((_, c) =>
          chunk.map((row) => {
            const cell = row[c] ?? null;
            // timestamp(3) without time zone holds UTC: give it the UTC wall time
            return cell instanceof Date ? cell.toISOString().replace("Z", "") : cell;
          }),
        );
        await client.query(sql, arrays);
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
