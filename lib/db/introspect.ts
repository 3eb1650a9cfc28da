import Database from "better-sqlite3";
import { Client } from "pg";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { EXPRESSION } from "./schema-model";

/** The tables a migrated database really has: columns with nullability, and index signatures (primary key included) like the schema model's. */
export interface ActualTable {
  columns: Map<string, { nullable: boolean }>;
  indexes: Set<string>;
}

export async function introspect(url: string): Promise<Map<string, ActualTable>> {
  const target = resolveDatabaseTarget(url);
  return target.dialect === "postgresql" ? introspectPostgres(target.location) : introspectSqlite(target.location);
}

function introspectSqlite(file: string): Map<string, ActualTable> {
  const sqlite = new Database(file, { readonly: true });
  try {
    const tables = new Map<string, ActualTable>();
    const names = sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`)
      .all() as { name: string }[];
    for (const { name } of names) {
      const columns = new Map<string, { nullable: boolean }>();
      const tableInfo = sqlite.pragma(`table_info("${name}")`) as { name: string; notnull: number; pk: number }[];
      for (const column of tableInfo) {
        columns.set(column.name, { nullable: column.notnull === 0 && column.pk === 0 });
      }
      const indexes = new Set<string>();
      const primary = tableInfo.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
      if (primary.length > 0) indexes.add(`primary(${primary.map((c) => c.name).join(",")})`);
      for (const index of sqlite.pragma(`index_list("${name}")`) as { name: string; unique: number; origin: string }[]) {
        if (index.origin === "pk") continue;
        // index_xinfo also lists the rowid/primary-key columns an index carries (key = 0) and each column's order
        const cols = (sqlite.pragma(`index_xinfo("${index.name}")`) as { seqno: number; name: string | null; desc: number; key: number }[])
          .filter((c) => c.key === 1)
          .sort((a, b) => a.seqno - b.seqno)
          .map((c) => {
            // an expression's entry has no column name (cid -2)
            const column = c.name || EXPRESSION;
            return c.desc ? `${column} DESC` : column;
          });
        indexes.add(`${index.unique ? "unique" : "index"}(${cols.join(",")})`);
      }
      tables.set(name, { columns, indexes });
    }
    return tables;
  } finally {
    sqlite.close();
  }
}

async function introspectPostgres(connectionString: string): Promise<Map<string, ActualTable>> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const tables = new Map<string, ActualTable>();
    const columns = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    for (const row of columns.rows) {
      const table = tables.get(row.table_name) ?? { columns: new Map(), indexes: new Set<string>() };
      table.columns.set(row.column_name, { nullable: row.is_nullable === "YES" });
      tables.set(row.table_name, table);
    }
    // indoption bit 0 marks a column sorted descending; indkey and indoption are int2vectors, indexed from 0
    const indexes = await client.query<{ table_name: string; is_primary: boolean; is_unique: boolean; columns: string[] }>(
      `SELECT t.relname AS table_name, ix.indisprimary AS is_primary, ix.indisunique AS is_unique,
              array_agg(COALESCE(a.attname::text, '${EXPRESSION}') || CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
       CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
       LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum AND k.attnum <> 0
       WHERE t.relname <> '_prisma_migrations'
       GROUP BY ix.indexrelid, t.relname, ix.indisprimary, ix.indisunique`,
    );
    for (const row of indexes.rows) {
      const kind = row.is_primary ? "primary" : row.is_unique ? "unique" : "index";
      tables.get(row.table_name)?.indexes.add(`${kind}(${row.columns.join(",")})`);
    }
    return tables;
  } finally {
    await client.end();
  }
}
