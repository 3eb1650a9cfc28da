import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber } from "@/lib/db/sql-values";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { completedSql } from "@/lib/flights/completed";

/**
 * The year of the scope's latest completed flight (the records' "latest flight": the last end of the endsAt index,
 * or of the user's StatFlightEnd key), by its local date at the origin; null before any flight has landed.
 */
export async function latestReviewYear(db: Db, scope: AuthorizedScope, now: Date = new Date()): Promise<number | null> {
  const userId = scope.subjectUserId;
  const rows = await db.$queryRaw<{ year: unknown }[]>(
    userId === null
      ? Prisma.sql`SELECT SUBSTR(x."date", 1, 4) AS "year" FROM "Flight" x WHERE ${completedSql(`x."endsAt"`, now)} ORDER BY x."endsAt" DESC, x."id" DESC LIMIT 1`
      : Prisma.sql`SELECT x."year" AS "year" FROM "StatFlightEnd" x WHERE x."scope" = ${userId} AND ${completedSql(`x."endsAt"`, now)} ORDER BY x."endsAt" DESC, x."flightId" DESC LIMIT 1`,
  );
  return rows.length > 0 ? toNumber(rows[0]!.year) : null;
}
