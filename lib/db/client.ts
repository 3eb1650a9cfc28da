import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client";
import { getConfig } from "@/lib/config";
import { resolveDatabaseTarget, type Dialect } from "@/lib/config/database-url";
import { createStatementNamer } from "./pg-statement-names";
import { ImmediateTransactionsSqliteAdapter } from "./sqlite-immediate-transactions";
import { StatementCachingSqliteAdapter } from "./sqlite-statement-cache";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Either database's client. Both generated clients come from one schema and have the same API; the SQLite type
 * names them both, as lib/db/prisma.ts explains (prisma.test.ts checks it). TypeScript cannot relate the two classes
 * (each one's `$transaction` hands its callback its own client type): hence the one cast in createDb.
 */
export type Db = SqliteClient;

// Every bundle must share the clients (and know their dialects) made by any of them.
const clients = processSingleton("dbClients", () => new Map<string, Db>());
const dialects = processSingleton("dbDialects", () => new WeakMap<Db, Dialect>());

// How long a SQLite statement waits for another connection's write lock, and a transaction for the lock (in turns,
// between the other writer's transactions: an import batch, a statistics rebuild).
const SQLITE_BUSY_TIMEOUT_MS = 5000;
const SQLITE_LOCK_WAIT_MS = 10_000;

// One namer for every PostgreSQL client of the process: the names depend only on the SQL text.
const statementName = createStatementNamer();
const namePgStatement = (query: { sql: string }) => statementName(query.sql);

/** A client for `url` (default: the configured DATABASE_URL). */
export function createDb(url?: string): Db {
  const config = getConfig();
  const target = resolveDatabaseTarget(url ?? config.databaseUrl);
  let db: Db;
  if (target.dialect === "postgresql") {
    const adapter = new PrismaPg({
      connectionString: target.location,
      max: config.databasePoolSize,
      // Our statements are short. PostgreSQL's JIT compiled some (the planner overestimates joins over the
      // rollups), which cost far more than running them; and it started parallel workers for a few thousand rows,
      // which cost more to start than they saved, on the cores the server renders on. Both off unless the URL sets
      // its own `options`.
      ...(/[?&]options=/.test(target.location) ? {} : { options: "-c jit=off -c max_parallel_workers_per_gather=0" }),
    }, config.databasePreparedStatements ? { statementNameGenerator: namePgStatement } : undefined);
    db = new PostgresClient({ adapter }) as unknown as Db;
  } else {
    mkdirSync(path.dirname(target.location), { recursive: true });
    // Instants are stored as integer milliseconds: compact, and compared numerically by the statistics queries.
    const adapter = new ImmediateTransactionsSqliteAdapter(
      new StatementCachingSqliteAdapter(
        new PrismaBetterSqlite3({ url: target.location, timeout: SQLITE_BUSY_TIMEOUT_MS }, { timestampFormat: "unixepoch-ms" }),
      ),
      { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, lockWaitMs: SQLITE_LOCK_WAIT_MS },
    );
    // Prisma gives up on starting a transaction after maxWait (2 s by default): as long as the lock wait.
    db = new SqliteClient({ adapter, transactionOptions: { maxWait: SQLITE_LOCK_WAIT_MS } });
  }
  dialects.set(db, target.dialect);
  return db;
}

export function dialectOf(db: Db): Dialect {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error("not a client made by createDb");
  return dialect;
}

/** The process-wide client for DATABASE_URL (shared across bundles and dev-mode reloads). */
export function getDb(): Db {
  const key = getConfig().databaseUrl ?? "";
  let db = clients.get(key);
  if (!db) {
    db = createDb(key || undefined);
    clients.set(key, db);
  }
  return db;
}

/** Closes every client this process made through getDb (the server's shutdown): pools and file handles. */
export async function disconnectAll(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.allSettled(all.map((db) => db.$disconnect()));
}
