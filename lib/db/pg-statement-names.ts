import { createHash } from "node:crypto";

/**
 * Names for PostgreSQL prepared statements, one per distinct SQL text, so that each pooled connection parses a
 * statement once and PostgreSQL may reuse its plan. Prisma's pg adapter otherwise sends every query unnamed, and
 * PostgreSQL plans it again each time: planning was most of the flight-detail join's time.
 *
 * A connection keeps every statement it prepared until it closes, so the number of names is bounded: texts past
 * `capacity` (SQL shapes the app has not used before, such as long `IN` lists of an import) run unnamed.
 * Returns "" for unnamed, which node-postgres treats as no name. Off with DATABASE_PREPARED_STATEMENTS=off
 * (lib/config/index.ts): a pooler in transaction mode older than PgBouncer 1.21 (or without `max_prepared_statements`)
 * hands a statement's later uses to other connections.
 */
export function createStatementNamer(capacity = 500): (sql: string) => string {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= capacity) return "";
      name = `ctr_${createHash("sha256").update(sql).digest("hex").slice(0, 32)}`;
      names.set(sql, name);
    }
    return name;
  };
}
