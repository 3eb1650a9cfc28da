import type { Db } from "@/lib/db/client";
import { millisSql } from "./millis-sql";

/** How often one process deletes the rows whose window has ended. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweepAt = 0;

/** Deletes the counts whose window has ended (a row past its window counts as none). Answers how many. */
export async function sweepLimitCounts(db: Db, now: number = Date.now()): Promise<number> {
  return db.$executeRaw`DELETE FROM "LimitCount" WHERE "windowEnd" <= ${millisSql(now)}`;
}

/**
 * Called by every statement that writes a count: at most once a minute per process, sweeps without delaying the
 * caller (not awaited; a failed sweep is retried a minute later). So the table holds only live windows.
 */
export function sweepNowAndThen(db: Db, now: number = Date.now()): void {
  if (now - lastSweepAt < SWEEP_INTERVAL_MS) return;
  lastSweepAt = now;
  sweepLimitCounts(db, now).then(
    () => undefined,
    () => undefined,
  );
}
