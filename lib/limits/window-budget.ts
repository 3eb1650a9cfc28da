import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import { millisSql } from "./millis-sql";
import { sweepNowAndThen } from "./sweep-limit-counts";
import type { LimitBudget } from "@/lib/config";

/** What one take handed out, and the window it belongs to (integer milliseconds). */
export interface Taken {
  granted: number;
  windowStart: number;
  windowEnd: number;
}

/**
 * Takes from the budget of (kind, key) in one atomic statement, so any number of processes on one database share
 * it exactly: the sum of what they are handed in a window never exceeds the capacity. A window starts with the first
 * take after the previous one ended and lasts windowSeconds. Each take hands out (what is left) / `share`, at
 * least 1, or 0 when nothing is left: `share` = capacity takes one at a time.
 */
export async function takeFromWindow(db: Db, kind: string, key: string, budget: LimitBudget, share: number, now: number = Date.now()): Promise<Taken> {
  const capacity = Prisma.sql`CAST(${budget.capacity} AS INTEGER)`;
  const divisor = Prisma.sql`CAST(${Math.max(1, Math.floor(share))} AS INTEGER)`;
  const start = millisSql(now);
  const end = millisSql(now + budget.windowSeconds * 1000);
  // integer division on both databases: every operand is an integer
  const grant = (used: Prisma.Sql) =>
    Prisma.sql`CASE WHEN ${used} >= ${capacity} THEN 0 WHEN (${capacity} - ${used}) / ${divisor} <= 1 THEN 1 ELSE (${capacity} - ${used}) / ${divisor} END`;
  const none = Prisma.sql`0`;
  const used = Prisma.sql`"LimitCount"."used"`;
  const ended = Prisma.sql`"LimitCount"."windowEnd" <= ${start}`;
  const rows = await db.$queryRaw<{ granted: unknown; windowStart: unknown; windowEnd: unknown }[]>`
    INSERT INTO "LimitCount" ("kind", "key", "used", "granted", "windowStart", "windowEnd")
    VALUES (${kind}, ${key}, ${grant(none)}, ${grant(none)}, ${start}, ${end})
    ON CONFLICT ("kind", "key") DO UPDATE SET
      "granted" = CASE WHEN ${ended} THEN ${grant(none)} ELSE ${grant(used)} END,
      "used" = CASE WHEN ${ended} THEN ${grant(none)} ELSE ${used} + ${grant(used)} END,
      "windowStart" = CASE WHEN ${ended} THEN ${start} ELSE "LimitCount"."windowStart" END,
      "windowEnd" = CASE WHEN ${ended} THEN ${end} ELSE "LimitCount"."windowEnd" END
    RETURNING "granted", "windowStart", "windowEnd"`;
  sweepNowAndThen(db, now);
  const row = rows[0];
  if (!row) throw new Error("the limit's count was not written");
  return { granted: toNumber(row.granted), windowStart: toNumber(row.windowStart), windowEnd: toNumber(row.windowEnd) };
}

/** Gives one back to the window it was taken from (a no-op once that window has ended). */
export async function giveBackToWindow(db: Db, kind: string, key: string, windowStart: number): Promise<void> {
  await db.$executeRaw`
    UPDATE "LimitCount" SET "used" = "used" - 1
    WHERE "kind" = ${kind} AND "key" = ${key} AND "windowStart" = ${millisSql(windowStart)} AND "used" > 0`;
}

/** Seconds until the window ends, at least 1: the contract's Retry-After. */
export function secondsUntil(windowEnd: number, now: number): number {
  return Math.max(1, Math.ceil((windowEnd - now) / 1000));
}

/**
 * The kind a limit counts under: its name and its budget, so that instances configured differently (during a
 * change of settings) each hold to their own limit instead of reading each other's counts against it.
 */
export function kindOf(name: string, budget: LimitBudget): string {
  return `${name}/${budget.capacity}/${budget.windowSeconds}`;
}
