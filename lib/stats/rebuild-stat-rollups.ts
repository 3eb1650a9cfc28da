import { dialectOf, type Db } from "@/lib/db/client";
import type { Dialect } from "@/lib/config/database-url";
import { writeTransaction } from "@/lib/db/write-lock";
import type { Prisma } from "@/lib/db/prisma";
import { replaceDataVersion } from "./stats-cache";
import { ROLLUPS, STAT_ROLLUP_TABLES } from "./rollups/declarations";
import { fillSql } from "./rollups/rollup-sql";

export { STAT_ROLLUP_TABLES };

/**
 * The statistics rollups (prisma/schema.prisma, Stat*) computed from scratch from "Flight" and "Seat", each by the
 * fill its declaration (lib/stats/rollups/declarations.ts) stands for. Triggers keep them current on every write;
 * this is for repair, restores and checking the triggers (tests). A rollup of another rollup (StatSeatEndMonth, of
 * StatSeatEnd) has no fill: the triggers on its source fill it as the source is filled; it is emptied after its
 * source here only to take away what a fault may have left.
 */
export function fillStatRollups(dialect: Dialect): readonly string[] {
  return ROLLUPS.filter((rollup) => !rollup.parts.some((part) => part.rows === "seat-ends")).map((rollup) => fillSql(rollup, dialect));
}

/** Empties and refills every rollup table, inside the caller's transaction. */
export async function refillStatRollups(tx: Prisma.TransactionClient, dialect: Dialect): Promise<void> {
  for (const table of STAT_ROLLUP_TABLES) await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
  for (const statement of fillStatRollups(dialect)) await tx.$executeRawUnsafe(statement);
}

/**
 * Recomputes the rollups in one transaction, under the write lock (lib/db/write-lock.ts): other writers of "Flight"
 * and "Seat" wait meanwhile, as their triggers would otherwise add to rows being replaced. That is enough: every
 * trigger locks the same data.version row before it touches a rollup row. A table lock taken after it could
 * deadlock with a plain SQL statement that already holds the table and waits for that row. The data.version token
 * is replaced in the same transaction, so the statistics cached by every running server end with the rebuild.
 */
export async function rebuildStatRollups(db: Db): Promise<void> {
  await writeTransaction(
    db,
    async (tx) => {
      await refillStatRollups(tx, dialectOf(db));
      // the triggers do not see this write: every server's cached figures from before must end with it
      await replaceDataVersion(tx);
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}
