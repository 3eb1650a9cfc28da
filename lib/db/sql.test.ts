import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import type { Db } from "./client";
import { Prisma } from "./prisma";
import { bySql, forUpdateSql, userTransaction } from "./sql";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. On SQLite every transaction holds the one write
// lock, so the orders below hold there whatever the helpers do; on PostgreSQL only their locks make them hold.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const HOLD_MS = 300;

let t: TestDb;
let db: Db;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  const user = (name: string) => db.user.create({ data: { username: name, usernameKey: name, displayName: name }, select: { id: true } });
  alice = (await user("alice")).id;
  bob = (await user("bob")).id;
  await db.appMeta.create({ data: { key: "sql.test", value: "0" } });
});

afterAll(async () => {
  await t?.cleanup();
});

/**
 * Starts `first`, which records its entry, holds its transaction for HOLD_MS and records its exit; once it is in,
 * starts `second`, which records its entry. Answers the order of the three.
 */
async function orderOf(
  first: (body: () => Promise<void>) => Promise<unknown>,
  second: (body: () => Promise<void>) => Promise<unknown>,
): Promise<string[]> {
  const events: string[] = [];
  let entered!: () => void;
  const firstIn = new Promise<void>((resolve) => (entered = resolve));
  const a = first(async () => {
    events.push("first in");
    entered();
    await sleep(HOLD_MS);
    events.push("first out");
  });
  await firstIn;
  const b = second(async () => {
    events.push("second in");
  });
  await Promise.all([a, b]);
  return events;
}

describe("bySql", () => {
  it("chooses the statement written for this database", async () => {
    const version = bySql(db, { sqlite: Prisma.sql`SELECT sqlite_version() AS "v"`, postgresql: Prisma.sql`SELECT version() AS "v"` });
    const rows = await db.$queryRaw<{ v: string }[]>(version);
    expect(rows[0]?.v).toMatch(postgres ? /^PostgreSQL/ : /^\d+\.\d+/);
  });
});

describe("userTransaction", () => {
  it("runs one user's transactions one after another", async () => {
    const events = await orderOf(
      (body) => userTransaction(db, alice, body),
      (body) => userTransaction(db, alice, body),
    );
    expect(events).toEqual(["first in", "first out", "second in"]);
  });

  it.runIf(postgres)("PostgreSQL: leaves another user's transactions free", async () => {
    const events = await orderOf(
      (body) => userTransaction(db, alice, body),
      (body) => userTransaction(db, bob, body),
    );
    expect(events).toEqual(["first in", "second in", "first out"]);
  });

  it.runIf(postgres)("PostgreSQL: leaves rows that reference the user free to be written", async () => {
    const events = await orderOf(
      (body) => userTransaction(db, alice, body),
      async (body) => {
        await db.apiKey.create({ data: { userId: alice, name: "k", keyHash: "hash", prefix: "p" } });
        await body();
      },
    );
    expect(events).toEqual(["first in", "second in", "first out"]);
  });

  it("commits what fn wrote and answers what it answers, or rolls it back when it throws", async () => {
    const renamed = await userTransaction(db, alice, (tx) => tx.user.update({ where: { id: alice }, data: { displayName: "Alice" }, select: { displayName: true } }));
    expect(renamed.displayName).toBe("Alice");
    await expect(userTransaction(db, alice, async (tx) => {
      await tx.user.update({ where: { id: alice }, data: { displayName: "lost" } });
      throw new Error("refused");
    })).rejects.toThrow("refused");
    expect((await db.user.findUniqueOrThrow({ where: { id: alice } })).displayName).toBe("Alice");
  });
});

describe("forUpdateSql", () => {
  it("keeps a row read in one transaction from being read for update in another until it ends", async () => {
    const lockedRead = (body: () => Promise<void>) =>
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "value" FROM "AppMeta" WHERE "key" = 'sql.test' ${forUpdateSql(db)}`;
        await body();
      });
    expect(await orderOf(lockedRead, lockedRead)).toEqual(["first in", "first out", "second in"]);
  });
});
