import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { createSqliteTestDb, type TestDb } from "@/test/support/test-db";
import { loadBigLogPlannerStatistics } from "@/test/support/big-log-planner-statistics";
import { refreshPlannerStatistics } from "./planner-statistics";

/**
 * Which index SQLite reads a range of local dates through, once its planner knows a log of many flights per airport.
 * The flight list's year, a dashboard's period and the year in review ask for such ranges; only the date index holds
 * what they read. An airport's index with the date second invited a skip-scan (each airport, then its dates) and a
 * table row per flight (migration 20261127090000).
 */
describe("a range of dates on SQLite", () => {
  let test: TestDb;
  const NOW = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    test = await createSqliteTestDb();
    const user = await createUser(test.db);
    await insertManyFlights(test.db, await seedReferenceFixtures(test.db), user.id, 2_000);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const plan = async (query: Prisma.Sql) => (await test.db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${query}`)).map((row) => row.detail).join(" | ");
  // what a period's readers take of each flight (records, periods, seats) and what the flight list's year counts
  const periodFlights = Prisma.sql`SELECT f."id", f."distanceKm", f."durationSeconds", f."endsAt", f."fromId", f."toId", f."flightReason"
    FROM "Flight" f WHERE f."date" >= ${"2025-01-01"} AND f."date" <= ${"2025-12-31"} AND f."endsAt" <= ${NOW}`;
  const yearCount = Prisma.sql`SELECT COUNT(*), SUM(f."distanceKm") FROM "Flight" f WHERE f."date" >= ${"2025-"} AND f."date" < ${"2025."}`;
  // the year in review's first visits: has an airport been visited before a date
  const visitedBefore = Prisma.sql`SELECT 1 FROM "Flight" x WHERE x."toId" = ${1} AND x."date" < ${"2025-01-01"} AND x."endsAt" <= ${NOW} LIMIT 1`;

  for (const [statistics, gather] of [
    ["the statistics the app refreshes (PRAGMA optimize, limited)", () => refreshPlannerStatistics(test.db)],
    ["a full ANALYZE", () => test.db.$executeRawUnsafe("ANALYZE")],
    ["those ANALYZE gathered on a log of 1,000,000 flights", () => loadBigLogPlannerStatistics(test.db)],
  ] as const) {
    it(`reads along the date index alone, with ${statistics}`, async () => {
      await gather();
      expect(await plan(periodFlights)).toMatch(/^SEARCH f USING COVERING INDEX Flight_date_sortAt_id_idx \(date>\? AND date<\?\)$/);
      expect(await plan(yearCount)).toMatch(/^SEARCH f USING COVERING INDEX Flight_date_sortAt_id_idx \(date>\? AND date<\?\)$/);
      expect(await plan(visitedBefore)).toMatch(/^SEARCH x USING COVERING INDEX Flight_toId_endsAt_date_idx \(toId=\? AND endsAt<\?\)$/);
    });
  }
});
