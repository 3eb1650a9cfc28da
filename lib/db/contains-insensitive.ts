import type { Db } from "./client";
import { bySql } from "./sql";
import type { Prisma } from "./prisma";

/**
 * A `contains` filter that ignores case on both databases. SQLite's LIKE already does (for ASCII letters);
 * PostgreSQL's does not, so it gets `mode: "insensitive"` (ILIKE). The SQLite client rejects `mode`, and its
 * types (which `Db` uses for both) do not know it: hence the condition and the cast.
 */
export function containsInsensitive(db: Db, value: string): Prisma.StringFilter {
  const filter = { contains: value, ...bySql(db, { postgresql: { mode: "insensitive" }, sqlite: {} }) };
  return filter as Prisma.StringFilter;
}
