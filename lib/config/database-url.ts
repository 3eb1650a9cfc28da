import path from "node:path";

export type Dialect = "sqlite" | "postgresql";

export interface DatabaseTarget {
  dialect: Dialect;
  /** a file path for SQLite, a connection string for PostgreSQL */
  location: string;
}

/** The embedded default: a SQLite file under ./data/, created on first use. */
export const DEFAULT_SQLITE_PATH = path.join(process.cwd(), "data", "contrail.db");

/**
 * What a DATABASE_URL selects: a postgres:// or postgresql:// URL selects PostgreSQL; `file:<path>` or unset selects SQLite.
 */
export function resolveDatabaseTarget(url: string | undefined): DatabaseTarget {
  const value = url?.trim();
  if (!value) return { dialect: "sqlite", location: DEFAULT_SQLITE_PATH };
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: "postgresql", location: value };
  if (value.startsWith("file:")) {
    const file = value.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    return { dialect: "sqlite", location: path.resolve(file) };
  }
  throw new Error("DATABASE_URL must be a postgres:// URL or a file: path to a SQLite database");
}
