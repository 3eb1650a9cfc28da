import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/client";

interface PlannerStatistics {
  stat1: { idx: string; stat: string }[];
  /** samples as SQLite stores them, the record base64 */
  stat4: { idx: string; neq: string; nlt: string; ndlt: string; sample: string }[];
}

/**
 * SQLite's planner statistics for Flight's indexes on bench:web's log of 1,000,000 flights (`npm run bench:web --
 * --keep`, then `ANALYZE Flight` through better-sqlite3, which gathers samples too), written into a test database so
 * that its plans are those of a big log. The rows name the indexes of migrations 20261127020000 (by date behind an
 * airport) and 20261127090000 (by end): SQLite ignores those of indexes the database lacks.
 */
export async function loadBigLogPlannerStatistics(db: Db): Promise<void> {
  const statistics = JSON.parse(readFileSync(path.join(__dirname, "big-log-planner-statistics.json"), "utf8")) as PlannerStatistics;
  await db.$executeRawUnsafe("ANALYZE");
  await db.$executeRawUnsafe(`DELETE FROM sqlite_stat1 WHERE tbl = 'Flight'`);
  await db.$executeRawUnsafe(`DELETE FROM sqlite_stat4 WHERE tbl = 'Flight'`);
  for (const row of statistics.stat1) await db.$executeRaw`INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('Flight', ${row.idx}, ${row.stat})`;
  for (const row of statistics.stat4) {
    await db.$executeRaw`INSERT INTO sqlite_stat4 (tbl, idx, neq, nlt, ndlt, sample) VALUES ('Flight', ${row.idx}, ${row.neq}, ${row.nlt}, ${row.ndlt}, ${Buffer.from(row.sample, "base64")})`;
  }
  // the connection reads the statistics again
  await db.$executeRawUnsafe("ANALYZE sqlite_schema");
}
