import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { createSqliteTestDb, type TestDb } from "@/test/support/test-db";
import { periodInSql } from "./month-split";

/**
 * The whole months of a range, read from the per-month rollups: one range of their (scope, year, month, …) keys from
 * the first month to the last, however the range falls across years (row values where a bound lies inside a year).
 * The rows the bounds keep are checked by the period tests (period-rollups.test.ts); this checks how they are read.
 */
describe("periodInSql on SQLite", () => {
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
});
