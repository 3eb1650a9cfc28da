import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { haulSql, type Haul } from "@/lib/co2/factors";
import { completedSql, upcomingSql } from "@/lib/flights/completed";
import { NO_VALUE_KEY } from "@/lib/flights/stat-period";
import { rollupScope } from "@/lib/scope/rollup-scope";
import { periodInSql, splitIntoMonths, type DayRange } from "./month-split";

/** A period's seats of one haul band, seat class and position ('' for none), and their flights' distance. */
export interface SeatGroup {
  haul: Haul;
  seatClass: string;
  seat: string;
  seats: number;
  distanceKm: number;
}

/**
 * The seats of a period's completed flights, grouped by haul band, class and position: every seat (guests too) for
 * every flight, the user's own for one user — what StatCo2 and the seat breakdowns count, over a range. Whole months
 * come from the StatSeatPeriod rollup less the seats of their flights not yet completed (an index range of upcoming
 * flights: Flight's endsAt, or the user's StatFlightEnd); the days of a range's partial months are read from their
 * flights, added, or for a month the range holds most of, its other days' taken away. `source` is the range's FROM
 * clause open for its conditions with alias f (rangedFlightSource).
 */
export async function periodSeatGroups(db: Db, source: Prisma.Sql, userId: string | null, range: DayRange, now: Date): Promise<SeatGroup[]> {
  const { months, days, excluded } = splitIntoMonths(range, { subtracting: true });
  const parts: Prisma.Sql[] = [];
  if (months) {
    parts.push(Prisma.sql`SELECT r."haul" AS "haul", r."seatClass" AS "seatClass", r."seat" AS "seat", r."seats" AS "seats", r."distanceKm" AS "distance"
      FROM "StatSeatPeriod" r WHERE r."scope" = ${rollupScope(userId)} AND ${periodInSql("r", months)}`);
    parts.push(
      userId === null
        ? Prisma.sql`SELECT ${Prisma.raw(haulSql(`f."distanceKm"`))} AS "haul", COALESCE(c."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(c."seat", ${NO_VALUE_KEY}) AS "seat", -1 AS "seats", -f."distanceKm" AS "distance"
      FROM "Flight" f JOIN "Seat" c ON c."flightId" = f."id" WHERE ${upcomingSql(`f."endsAt"`, now)} AND f."date" >= ${months.since} AND f."date" <= ${months.until}`
        : Prisma.sql`SELECT ${Prisma.raw(haulSql(`e."distanceKm"`))} AS "haul", COALESCE(e."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(e."seat", ${NO_VALUE_KEY}) AS "seat", -1 AS "seats", -e."distanceKm" AS "distance"
      FROM "StatFlightEnd" e WHERE e."scope" = ${userId} AND ${upcomingSql(`e."endsAt"`, now)} AND ${periodInSql("e", months)}`,
    );
  }
  const seatOwner = userId === null ? Prisma.empty : Prisma.sql`AND c."userId" = ${userId}`;
  const daySeats = (sign: 1 | -1, day: DayRange) =>
    Prisma.sql`SELECT ${Prisma.raw(haulSql(`y."distanceKm"`))} AS "haul", COALESCE(c."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(c."seat", ${NO_VALUE_KEY}) AS "seat", ${Prisma.raw(String(sign))} AS "seats", ${Prisma.raw(String(sign))} * y."distanceKm" AS "distance"
      FROM (SELECT f."id" AS "id", f."distanceKm" AS "distanceKm" ${source} f."date" >= ${day.since} AND f."date" <= ${day.until} AND ${completedSql(`f."endsAt"`, now)}) y
      JOIN "Seat" c ON c."flightId" = y."id" ${seatOwner}`;
  for (const day of days) parts.push(daySeats(1, day));
  // the whole months' days outside the range: their upcoming seats are taken away with the months' above
  for (const day of excluded) parts.push(daySeats(-1, day));
  const rows = await db.$queryRaw<{ haul: unknown; seatClass: unknown; seat: unknown; seats: unknown; distance: unknown }[]>(Prisma.sql`
SELECT x."haul" AS "haul", x."seatClass" AS "seatClass", x."seat" AS "seat", SUM(x."seats") AS "seats", SUM(x."distance") AS "distance"
FROM (${Prisma.join(parts, " UNION ALL ")}) x
GROUP BY x."haul", x."seatClass", x."seat"`);
  return rows
    .map((row) => ({ haul: toText(row.haul) as Haul, seatClass: toText(row.seatClass), seat: toText(row.seat), seats: toNumber(row.seats), distanceKm: Math.max(0, toNumber(row.distance)) }))
    .filter((group) => group.seats > 0);
}
