import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickedFlightIdsSql } from "@/lib/flights/read-flight";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { createSqliteTestDb, createTestDb, type TestDb } from "@/test/support/test-db";
import { dialectOf } from "./client";
import { refreshPlannerStatistics } from "./planner-statistics";

describe("refreshPlannerStatistics on SQLite", () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createSqliteTestDb();
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it("makes a page of a user's list that grew after start-up walk the (sortAt, id) index from the page's position", async () => {
    const db = test.db;
    const user = await createUser(db);
    await insertManyFlights(db, await seedReferenceFixtures(db), user.id, 2_000);
    const page = pickedFlightIdsSql(user.principal, user.id, { take: 50, after: { sortAt: new Date("2030-01-01"), id: 1 } });
    const plan = async () => (await db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${page}`)).map((row) => row.detail).join(" | ");
    // as the migration's start-up left it: the tables were empty then
    expect(await plan()).toMatch(/TEMP B-TREE FOR ORDER BY/);
    expect(await refreshPlannerStatistics(db)).toBe(true);
    expect(await plan()).toMatch(/SEARCH f USING COVERING INDEX Flight_sortAt_id_idx \(sortAt<\?\)/);
  });
});

describe("refreshPlannerStatistics on this test run's database", () => {
  it("runs on SQLite only: PostgreSQL's autovacuum keeps its statistics", async () => {
    const test = await createTestDb();
    try {
      expect(await refreshPlannerStatistics(test.db)).toBe(dialectOf(test.db) === "sqlite");
    } finally {
      await test.cleanup();
    }
  });
});
