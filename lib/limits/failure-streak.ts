import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import { sweepNowAndThen } from "./sweep-limit-counts";
import { millisSql } from "./millis-sql";

/** A run of failures of one (kind, key): how many, and when the last one was (integer milliseconds). */
export interface FailureStreak {
  failures: number;
  lastFailureAt: number;
}

/**
 * Counts one more failure in one atomic statement, so failures seen by different processes add up exactly. The
 * streak is forgotten `keepMs` after its last failure (the row then counts as none, and the next failure is the
 * first again). Answers the streak with this failure.
 */
export async function countFailure(db: Db, kind: string, key: string, keepMs: number, now: number = Date.now()): Promise<FailureStreak> {
  const at = millisSql(now);
  const until = millisSql(now + keepMs);
  const rows = await db.$queryRaw<{ used: unknown }[]>`
    INSERT INTO "LimitCount" ("kind", "key", "used", "granted", "windowStart", "windowEnd")
    VALUES (${kind}, ${key}, 1, 1, ${at}, ${until})
    ON CONFLICT ("kind", "key") DO UPDATE SET
      "used" = CASE WHEN "LimitCount"."windowEnd" <= ${at} THEN 1 ELSE "LimitCount"."used" + 1 END,
      "windowStart" = ${at},
      "windowEnd" = ${until}
    RETURNING "used"`;
  sweepNowAndThen(db, now);
  return { failures: toNumber(rows[0]?.used ?? 1), lastFailureAt: now };
}

/** The streak of (kind, key), or null when there is none (never, forgotten, or ended by endStreak). */
export async function readStreak(db: Db, kind: string, key: string, now: number = Date.now()): Promise<FailureStreak | null> {
  const rows = await db.$queryRaw<{ used: unknown; windowStart: unknown }[]>`
    SELECT "used", "windowStart" FROM "LimitCount"
    WHERE "kind" = ${kind} AND "key" = ${key} AND "windowEnd" > ${millisSql(now)}`;
  const row = rows[0];
  return row ? { failures: toNumber(row.used), lastFailureAt: toNumber(row.windowStart) } : null;
}

/** Forgets the streak (a success). */
export async function endStreak(db: Db, kind: string, key: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "LimitCount" WHERE "kind" = ${kind} AND "key" = ${key}`;
}
