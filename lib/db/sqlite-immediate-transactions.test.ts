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
    lockWaitMs: 2000,
  });
  client = new PrismaClient({ adapter, transactionOptions: { maxWait: 5000 } });
});

afterEach(async () => {
  await client.$disconnect();
  holder.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = () => client.$transaction(async (tx) => {
  await tx.$queryRaw`SELECT count(*) FROM t`;
  await tx.$executeRaw`INSERT INTO t (n) VALUES (1)`;
});

describe("ImmediateTransactionsSqliteAdapter", () => {
  it("waits for another connection's write lock without blocking the event loop", async () => {
    holder.exec("BEGIN IMMEDIATE; INSERT INTO t (n) VALUES (0)");
    // The lock is released by a timer: it fires only if the waiting transaction leaves the event loop free. A
    // synchronous wait (SQLite's own 5 s busy timeout) would hold the loop, time out and fail the write.
    const started = Date.now();
    setTimeout(() => holder.exec("COMMIT"), 100);
    await insert();
    expect(Date.now() - started).toBeLessThan(4000);
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
