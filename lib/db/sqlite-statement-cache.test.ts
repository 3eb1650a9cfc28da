import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "./generated/sqlite/client";
import { migrate } from "./migrate";
import { cacheStatements, StatementCachingSqliteAdapter, statementCacheStats } from "./sqlite-statement-cache";

// SQLite only (the PostgreSQL adapter is not involved), so it runs the same under TEST_DATABASE_URL.
let dir: string;
let url: string;
let db: PrismaClient;
let connection: Database.Database | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-stmt-"));
  url = `file:${path.join(dir, "t.db")}`;
  await migrate(url);
  const inner = new PrismaBetterSqlite3({ url: url.slice("file:".length) }, { timestampFormat: "unixepoch-ms" });
  const adapter = new StatementCachingSqliteAdapter(inner);
  // keep hold of the connection the adapter opened, to read its cache's counters
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => {
    const connected = await connect();
    connection = (connected as unknown as { client: Database.Database }).client;
    return connected;
  };
  db = new PrismaClient({ adapter });
});

afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

describe("Prisma over the statement cache", () => {
  it("answers each execution with its own arguments from one prepared statement", async () => {
    await db.appMeta.createMany({ data: [{ key: "a", value: "1" }, { key: "b", value: "2" }] });
    const read = (key: string) => db.$queryRaw<{ value: string }[]>`SELECT "value" FROM "AppMeta" WHERE "key" = ${key}`;
    const before = statementCacheStats(connection!)!.misses;
    expect(await read("a")).toEqual([{ value: "1" }]);
    expect(await read("b")).toEqual([{ value: "2" }]);
    expect(await read("zz")).toEqual([]);
    const stats = statementCacheStats(connection!)!;
    expect(stats.misses - before).toBe(1);
    expect(stats.hits).toBeGreaterThanOrEqual(2);
  });

  it("keeps writes, transactions and rollbacks working", async () => {
    await db.$transaction([db.appMeta.create({ data: { key: "c", value: "3" } }), db.appMeta.update({ where: { key: "a" }, data: { value: "10" } })]);
    await expect(
      db.$transaction(async (tx) => {
        await tx.appMeta.create({ data: { key: "d", value: "4" } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const rows = await db.appMeta.findMany({ where: { key: { in: ["a", "c", "d"] } }, orderBy: { key: "asc" } });
    expect(rows.map((row) => `${row.key}=${row.value}`)).toEqual(["a=10", "c=3"]);
  });
});

describe("cacheStatements", () => {
  it("evicts the least recently used statement beyond its capacity", () => {
    const raw = new Database(":memory:");
    cacheStatements(raw, 2);
    const run = (sql: string) => (raw.prepare(sql) as unknown as { bind(args: unknown[]): { raw(): { all(): unknown[] } } }).bind([]).raw().all();
    run("SELECT 1");
    run("SELECT 2");
    run("SELECT 1"); // 1 is now the most recent
    run("SELECT 3"); // evicts 2
    run("SELECT 1");
    run("SELECT 2");
    expect(statementCacheStats(raw)).toEqual({ hits: 2, misses: 4, size: 2 });
    raw.close();
  });

  it("fails loudly if an adapter upgrade stops exposing its connection", async () => {
    const fake = { adapterName: "x", connect: async () => ({}), connectToShadowDb: async () => ({}) };
    const adapter = new StatementCachingSqliteAdapter(fake as unknown as PrismaBetterSqlite3);
    await expect(adapter.connect()).rejects.toThrow(/no longer exposes its connection/);
  });
});
