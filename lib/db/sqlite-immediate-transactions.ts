import type BetterSqlite3 from "better-sqlite3";
import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { connectionOf } from "./sqlite-statement-cache";

type AdapterFactory = Pick<PrismaBetterSqlite3, "provider" | "adapterName" | "connect" | "connectToShadowDb">;
type Adapter = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;

export interface ImmediateTransactionOptions {
  /** the connection's busy timeout, restored after each attempt to take the write lock */
  busyTimeoutMs: number;
  /** how long a transaction waits for another connection's write lock before it fails */
  lockWaitMs: number;
}

/**
 * Makes every Prisma transaction on SQLite a write transaction from its first statement (`BEGIN IMMEDIATE`).
 *
 * The adapter (7.10) starts transactions with a deferred `BEGIN`: the write lock is asked for at the first write,
 * after the transaction has read. If another connection (the admin CLI importing beside the server) holds the lock
 * or has committed since that read, SQLite cannot wait there (SQLITE_BUSY / SQLITE_BUSY_SNAPSHOT) and the save fails.
 * Asked for before anything is read, the lock can be waited for. Every transaction of the app writes, so all of
 * them take it.
 *
 * The wait is asynchronous: better-sqlite3 is synchronous, so waiting through the busy timeout would block the
 * whole event loop (and, with two connections in one process, the very transaction being waited for). Each attempt
 * runs with no busy timeout, and the adapter's own lock is released if the wait fails (its startTransaction never
 * releases it when BEGIN throws).
 */
export class ImmediateTransactionsSqliteAdapter {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #inner: AdapterFactory;
  readonly #options: ImmediateTransactionOptions;

  constructor(inner: AdapterFactory, options: ImmediateTransactionOptions) {
    this.#inner = inner;
    this.#options = options;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<Adapter> {
    const adapter = await this.#inner.connect();
    startTransactionsImmediately(adapter, connectionOf(adapter), this.#options);
    return adapter;
  }

  connectToShadowDb(): Promise<Adapter> {
    return this.#inner.connectToShadowDb();
  }
}

function startTransactionsImmediately(adapter: Adapter, connection: BetterSqlite3.Database, options: ImmediateTransactionOptions): void {
  const startDeferred = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    // The adapter's BEGIN (deferred, nothing read yet) is swapped for an immediate one under the adapter's lock.
    const transaction = await startDeferred(isolationLevel);
    try {
      connection.prepare("ROLLBACK").run();
      await beginImmediate(connection, options);
    } catch (error) {
      await transaction.rollback(); // releases the adapter's lock; no transaction is open
      throw error;
    }
    return transaction;
  };
}

async function beginImmediate(connection: BetterSqlite3.Database, { busyTimeoutMs, lockWaitMs }: ImmediateTransactionOptions): Promise<void> {
  const deadline = Date.now() + lockWaitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    connection.prepare("PRAGMA busy_timeout = 0").run();
    try {
      connection.prepare("BEGIN IMMEDIATE").run();
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    } finally {
      connection.prepare(`PRAGMA busy_timeout = ${busyTimeoutMs}`).run();
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}
