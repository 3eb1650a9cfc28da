import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/prisma";
import { createSqliteTestDb, type TestDb } from "@/test/support/test-db";
import { monthsInSql, periodInSql } from "./month-split";

/**
 * The whole months of a range, read from the per-month rollups: one range of their (scope, year, month, …) keys from
 * the first month to the last, however the range falls across years (row values where a bound lies inside a year),
 * or, listed per year (monthsInSql), one range per month. The rows the bounds keep are checked by the period tests
 * (period-rollups.test.ts) and below; this checks how they are read.
 */
describe("periodInSql and monthsInSql on SQLite", () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createSqliteTestDb();
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const plan = async (since: string, until: string) => {
    const rows = await test.db.$queryRaw<{ detail: string }[]>(
      Prisma.sql`EXPLAIN QUERY PLAN SELECT r."kind", r."flights" FROM "StatPeriodEntry" r WHERE r."scope" = ${"*"} AND ${periodInSql("r", { since, until })}`,
    );
    return rows.map((row) => row.detail).join(" | ");
  };

  it("reads whole years as a range of the year", async () => {
    expect(await plan("2024-01-01", "2025-12-31")).toBe("SEARCH r USING PRIMARY KEY (scope=? AND year>? AND year<?)");
  });

  it("reads months from inside a year to inside the next as one range of (year, month)", async () => {
    expect(await plan("2025-12-01", "2026-10-31")).toBe("SEARCH r USING PRIMARY KEY (scope=? AND (year,month)>(?,?) AND (year,month)<(?,?))");
    expect(await plan("2025-03-01", "2025-03-31")).toBe("SEARCH r USING PRIMARY KEY (scope=? AND (year,month)>(?,?) AND (year,month)<(?,?))");
  });

  it("starts a range from January at month 0 of its year, the flights known only to the year", async () => {
    expect(await plan("2025-01-01", "2025-06-30")).toBe("SEARCH r USING PRIMARY KEY (scope=? AND year>? AND (year,month)<(?,?))");
  });

  it("reads months listed per year as one short range of each month's keys, bounded by the next key too", async () => {
    // the planner statistics of a large table, as PRAGMA optimize leaves them (lib/db/planner-statistics.ts); the
    // empty table's would make scanning the scope look as cheap
    await test.db.$executeRawUnsafe("ANALYZE");
    await test.db.$executeRawUnsafe(`INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('StatPeriodEntry', 'StatPeriodEntry', '6000000 6000 270 23 5 2 1 1')`);
    await test.db.$executeRawUnsafe("ANALYZE sqlite_schema");
    const rows = await test.db.$queryRaw<{ detail: string }[]>(
      Prisma.sql`EXPLAIN QUERY PLAN SELECT r."kind", r."flights" FROM "StatPeriodEntry" r WHERE r."scope" = ${"*"} AND ${monthsInSql("r", { since: "2025-12-01", until: "2026-11-30" })} AND r."kind" < 'route'`,
    );
    const searches = rows.map((row) => row.detail).filter((detail) => detail.startsWith("SEARCH"));
    expect(searches).toStrictEqual(Array(2).fill("SEARCH r USING PRIMARY KEY (scope=? AND year=? AND month=? AND kind<?)"));
  });
});

describe("monthsInSql", () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createSqliteTestDb();
  });
  afterAll(async () => {
    await test.cleanup();
  });

  /** Every (year, month) of 2019–2031, month 0 included, kept by a condition on alias r. */
  const kept = async (condition: Prisma.Sql) => {
    const rows = await test.db.$queryRaw<{ year: number; month: number }[]>(Prisma.sql`
WITH RECURSIVE ym("year", "month") AS (SELECT 2019, 0 UNION ALL SELECT CASE WHEN "month" = 12 THEN "year" + 1 ELSE "year" END, CASE WHEN "month" = 12 THEN 0 ELSE "month" + 1 END FROM ym WHERE "year" < 2031)
SELECT r."year" AS "year", r."month" AS "month" FROM ym r WHERE ${condition} ORDER BY 1, 2`);
    return rows.map((row) => `${row.year}-${row.month}`);
  };

  it("keeps exactly the months periodInSql keeps, month 0 with January, for ranges of one month to many years", async () => {
    const ranges = [
      ["2025-12-01", "2026-11-30"],
      ["2025-01-01", "2025-12-31"],
      ["2025-02-01", "2025-02-28"],
      ["2025-01-01", "2025-01-31"],
      ["2024-03-01", "2026-01-31"],
      ["2021-07-01", "2026-06-30"],
      ["2020-01-01", "2025-12-31"],
      ["2019-02-01", "2030-11-30"],
      ["0001-01-01", "9999-12-31"],
    ];
    for (const [since, until] of ranges) {
      const months = { since: since!, until: until! };
      const want = await kept(periodInSql("r", months));
      expect(want.length, `${since}…${until}`).toBeGreaterThan(0);
      expect(await kept(monthsInSql("r", months)), `${since}…${until}`).toStrictEqual(want);
    }
  });
});
