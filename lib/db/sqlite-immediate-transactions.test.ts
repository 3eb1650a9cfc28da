import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PrismaClient } from "./generated/sqlite/client";
import { ImmediateTransactionsSqliteAdapter } from "./sqlite-immediate-transactions";

let dir: string;
let file: string;
let holder: Database.Database;
let client: PrismaClient;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-immediate-"));
  file = path.join(dir, "t.db");
  holder = new Database(file);
  holder.pragma("journal_mode = WAL");
  holder.exec("CREATE TABLE t (n INTEGER)");
  const adapter = new ImmediateTransactionsSqliteAdapter(new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 }), {
    busyTimeoutMs: 5000,
    lockWaitMs: 300,
  });
  client = new PrismaClient({ adapter, transactionOptions: { maxWait: 5000 } });
});

afterEach(async () => {
  await client.$disconnect();
  holder.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const insert = () => client.$transaction(async (tx) => {
  await tx.$queryRaw`SELECT count(*) FROM t`;
  await tx.$executeRaw`INSERT INTO t (n) VALUES (1)`;
});

describe("ImmediateTransactionsSqliteAdapter", () => {
  it("waits for another connection's write lock without blocking the event loop", async () => {
    holder.exec("BEGIN IMMEDIATE; INSERT INTO t (n) VALUES (0)");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const write = insert();
    await sleep(150);
    holder.exec("COMMIT");
    await write;
    clearInterval(ticker);
    // a synchronous wait (SQLite's own busy timeout) would let the ticker run at most once; a loaded machine still ticks a few times
    expect(ticks).toBeGreaterThan(2);
    expect(holder.prepare("SELECT count(*) FROM t").pluck().get()).toBe(2);
  });

  it("fails after the lock wait, and the next transaction of the client still runs", async () => {
    holder.exec("BEGIN IMMEDIATE");
    await expect(insert()).rejects.toThrow(/locked|busy|timed out/i);
    holder.exec("COMMIT");
    await insert();
    expect(holder.prepare("SELECT count(*) FROM t").pluck().get()).toBe(1);
    // statements outside transactions keep waiting through the connection's busy timeout
    expect(await client.$queryRawUnsafe("PRAGMA busy_timeout")).toStrictEqual([{ timeout: 5000n }]);
  });
});
