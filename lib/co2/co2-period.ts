import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { completedSql } from "@/lib/stats/completed";
import { NO_VALUE_KEY } from "@/lib/stats/stat-period";
import { totalsOf, type Co2Totals } from "./co2-totals";
import { co2FactorOf, haulSql, type Haul } from "./factors";

/**
 * CO₂ of a period's completed flights (the year in review), grouped like StatCo2 and priced by the same factor table:
 * per seat, every seat (guests too) for every flight, the user's own for one user. `source` is a range's FROM clause
 * open for its conditions with alias f (ranged-dashboard.ts rangedFlightSource).
 */
export async function periodCo2Totals(db: Db, source: Prisma.Sql, userId: string | null, range: { since: string; until: string }, now: Date): Promise<Co2Totals> {
  const seatOwner = userId === null ? Prisma.empty : Prisma.sql`AND c."userId" = ${userId}`;
  const rows = await db.$queryRaw<{ haul: unknown; seatClass: unknown; seats: unknown; distance: unknown }[]>(Prisma.sql`
SELECT ${Prisma.raw(haulSql(`y."distanceKm"`))} AS "haul", COALESCE(c."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COUNT(*) AS "seats", SUM(y."distanceKm") AS "distance"
FROM (SELECT f."id" AS "id", f."distanceKm" AS "distanceKm"
  ${source} f."date" >= ${range.since} AND f."date" <= ${range.until} AND ${completedSql(`f."endsAt"`, now)}) y
JOIN "Seat" c ON c."flightId" = y."id" ${seatOwner}
GROUP BY 1, 2`);
  return totalsOf(
    rows.map((row) => {
      const haul = toText(row.haul) as Haul;
      const seatClass = toText(row.seatClass);
      const distanceKm = toNumber(row.distance);
      return { haul, seatClass, seats: toNumber(row.seats), distanceKm, kg: distanceKm * co2FactorOf(haul, seatClass === NO_VALUE_KEY ? null : seatClass) };
    }),
  );
}
