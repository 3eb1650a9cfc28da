import type BetterSqlite3 from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";

/**
 * Prisma's better-sqlite3 adapter (7.10) prepares every statement anew on every query: for the joins of
 * /api/flight/get that is a quarter of the database time. This factory hands Prisma the same adapter, with its
 * connection's `prepare` answering from a small LRU cache of statements keyed by SQL text.
 *
 * The adapter uses a prepared statement as `prepare(sql).bind(args)` followed by `.reader`, `.columns()`,
 * `.raw().all()` or `.run()` (see node_modules/@prisma/adapter-better-sqlite3/dist/index.mjs). better-sqlite3 lets
 * a statement be bound only once, so the cache returns a thin view that passes the arguments at execution
 * instead. lib/db/sqlite-statement-cache.test.ts pins that usage: if an adapter upgrade changes it, it fails.
 */
export class StatementCachingSqliteAdapter {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #inner: PrismaBetterSqlite3;
  readonly #capacity: number;

  constructor(inner: PrismaBetterSqlite3, capacity = 256) {
    this.#inner = inner;
    this.#capacity = capacity;
    this.adapterName = inner.adapterName;
  }

  async connect(): ReturnType<PrismaBetterSqlite3["connect"]> {
    const adapter = await this.#inner.connect();
    cacheStatements(connectionOf(adapter), this.#capacity);
    return adapter;
  }

  connectToShadowDb(): ReturnType<PrismaBetterSqlite3["connectToShadowDb"]> {
    return this.#inner.connectToShadowDb();
  }
}

export function connectionOf(adapter: object): BetterSqlite3.Database {
  const client = (adapter as { client?: unknown }).client;
  if (!client || typeof (client as BetterSqlite3.Database).prepare !== "function") {
    throw new Error("the better-sqlite3 adapter no longer exposes its connection as `client`");
  }
  return client as BetterSqlite3.Database;
}

type Args = unknown[];

/** What the adapter calls on a prepared statement, with the arguments given at execution rather than bound. */
interface StatementView {
  readonly reader: boolean;
  bind(args: Args): BoundView;
  run(): BetterSqlite3.RunResult;
}

interface BoundView {
  readonly reader: boolean;
  columns(): BetterSqlite3.ColumnDefinition[];
  raw(): { all(): unknown[] };
  run(): BetterSqlite3.RunResult;
}

export interface StatementCacheStats {
  hits: number;
  misses: number;
  size: number;
}

interface StatementCache {
  hits: number;
  misses: number;
  views: Map<string, StatementView>;
}

const cacheOf = new WeakMap<BetterSqlite3.Database, StatementCache>();

/** Hits, misses and size of a connection's cache (tests and diagnostics). */
export function statementCacheStats(connection: BetterSqlite3.Database): StatementCacheStats | undefined {
  const cache = cacheOf.get(connection);
  return cache && { hits: cache.hits, misses: cache.misses, size: cache.views.size };
}

export function cacheStatements(connection: BetterSqlite3.Database, capacity: number): void {
  const prepare = connection.prepare.bind(connection);
  const stats: StatementCache = { hits: 0, misses: 0, views: new Map() };
  const cache = stats.views;
  cacheOf.set(connection, stats);
  const cachedPrepare = (sql: string): StatementView => {
    let view = cache.get(sql);
    if (view) {
      stats.hits++;
      cache.delete(sql); // re-inserted below: Map order is the LRU order
    } else {
      stats.misses++;
      view = viewOf(prepare(sql));
      if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, view);
    return view;
  };
  connection.prepare = cachedPrepare as unknown as typeof connection.prepare;
}

function viewOf(statement: BetterSqlite3.Statement): StatementView {
  const reader = statement.reader;
  // Column names and declared types are fixed once prepared (the schema does not change under a running app,
  // migrations run before the first query); asking SQLite again costs a tenth of a flight lookup.
  let columns: BetterSqlite3.ColumnDefinition[] | undefined;
  return {
    reader,
    run: () => statement.run(),
    bind: (args) => ({
      reader,
      columns: () => (columns ??= statement.columns()),
      raw: () => ({ all: () => statement.raw(true).all(args) }),
      run: () => statement.run(args),
    }),
  };
}
