import { dialectOf, type Db } from "./client";

/**
 * Refreshes SQLite's planner statistics for the tables that changed a lot since they were last gathered (SQLite's
 * advice for long-running apps: `PRAGMA optimize` now and then, not only at start-up, lib/db/migrate.ts). Without
 * them a log that grew after the start keeps the plans chosen for an empty one: a user's list, read page by page,
 * then sorts all of the user's flights for every page instead of walking the (sortAt, id) index. The analysis limit
 * keeps each run to milliseconds on a big log. PostgreSQL's autovacuum analyzes on its own: nothing to do there.
 * Answers whether it ran.
 */
export async function refreshPlannerStatistics(db: Db): Promise<boolean> {
  if (dialectOf(db) !== "sqlite") return false;
  await db.$queryRawUnsafe("PRAGMA analysis_limit = 1000");
  await db.$queryRawUnsafe("PRAGMA optimize");
  return true;
}
