import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/prisma";
import { loadBigLogPlannerStatistics } from "@/test/support/big-log-planner-statistics";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { createSqliteTestDb, type TestDb } from "@/test/support/test-db";
import { knownFlightSql } from "./known-flight";

/**
 * How SQLite finds a user's most recent flight with a number, with the planner statistics of a log of 1,000,000
 * flights: through the index on the number as flightNumberSql writes it (20261129050000_known_flights), each match's
 * seat by its key, rather than every flight of the user.
 */
describe("a known flight's plan on SQLite", () => {
  let test: TestDb;
  let user: TestUser;
  beforeAll(async () => {
    test = await createSqliteTestDb();
    const ids = await seedReferenceFixtures(test.db);
    user = await createUser(test.db);
    await insertManyFlights(test.db, ids, user.id, 2_000);
    await loadBigLogPlannerStatistics(test.db);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it("reads the flight number's index, then the user's seat on each match", async () => {
    for (const principal of [user.principal, { ...user.principal, role: "admin" as const }]) {
      const plan = (await test.db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${knownFlightSql(principal, "LX318")}`)).map((row) => row.detail);
      expect(plan[0], plan.join(" | ")).toMatch(/^SEARCH f USING INDEX Flight_flightNumber_sortAt_idx \(<expr>=\?\)/);
      expect(plan[1], plan.join(" | ")).toMatch(/^SEARCH o USING (COVERING )?INDEX Seat_\w+ \((userId=\? AND flightId=\?|flightId=\? AND userId=\?)\)$/);
    }
  });
});
