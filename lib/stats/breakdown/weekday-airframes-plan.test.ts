import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/prisma";
import { loadBigLogPlannerStatistics } from "@/test/support/big-log-planner-statistics";
import { createSqliteTestDb, type TestDb } from "@/test/support/test-db";
import { upcomingKeyGroupsSql } from "./weekday-airframes";

/**
 * How SQLite reads what the weekday, hour and airframe charts subtract for every flight, with the planner statistics
 * of a log of 1,000,000 flights: ranges of the covering endsAt index (the current month's flights ahead for the
 * weekdays and hours, all flights ahead for the airframes) and of StatFlightEndMonth's key (the months after). The counts
 * themselves are checked by get-stats-breakdown.test.ts and the drill-down test.
 */
describe("the upcoming flights' breakdown keys on SQLite", () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createSqliteTestDb();
    await loadBigLogPlannerStatistics(test.db);
    // without samples, as PRAGMA optimize under analysis_limit (lib/db/planner-statistics.ts) left them on that log:
    // SQLite then guesses that a range of endsAt holds a quarter of the flights
    await test.db.$executeRawUnsafe(`DELETE FROM sqlite_stat4 WHERE tbl = 'Flight'`);
    await test.db.$executeRawUnsafe("ANALYZE sqlite_schema");
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it("reads ranges of the endsAt index and of the months ahead, never every flight by date", async () => {
    const sql = upcomingKeyGroupsSql({ userId: null, now: new Date("2026-06-01T00:00:00Z") });
    const plan = (await test.db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${sql}`)).map((row) => row.detail);
    const reads = plan.filter((line) => /^(SCAN|SEARCH) [fm]\b/.test(line));
    const currentMonth = "SEARCH f USING COVERING INDEX Flight_endsAt_upcoming_idx (endsAt>? AND endsAt<?)";
    const monthsAhead = "SEARCH m USING PRIMARY KEY (kind=? AND endMonth>?)";
    // weekdays, airframes (every flight ahead: as many keys as flights, no rollup would be smaller), hours
    expect(reads, plan.join(" | ")).toEqual([currentMonth, monthsAhead, "SEARCH f USING COVERING INDEX Flight_endsAt_upcoming_idx (endsAt>?)", currentMonth, monthsAhead]);
  });
});
