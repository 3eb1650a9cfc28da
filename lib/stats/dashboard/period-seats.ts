import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { haulSql, type Haul } from "@/lib/co2/factors";
import { completedSql, upcomingSql } from "@/lib/stats/completed";
import { NO_VALUE_KEY } from "@/lib/stats/stat-period";
import { rollupScope } from "@/lib/stats/ranking-sql";

/** A period's seats of one haul band, seat class and position ('' for none), and their flights' distance. */
export interface SeatGroup {
  haul: Haul;
  seatClass: string;
  seat: string;
  seats: number;
  distanceKm: number;
}

interface DayRange {
  since: string;
  until: string;
}

/** A range of local dates split into the whole calendar months inside it and the days before and after them. */
export interface MonthSplit {
  months: DayRange | null;
  days: DayRange[];
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
const dateOf = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const partsOf = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;

/** The first day of the first whole month of [since, …] and the last day of the last whole month of […, until]. */
export function splitIntoMonths(range: DayRange): MonthSplit {
  const [sy, sm, sd] = partsOf(range.since);
  const [uy, um, ud] = partsOf(range.until);
  const first = sd === 1 ? [sy, sm] : sm === 12 ? [sy + 1, 1] : [sy, sm + 1];
  const last = ud === daysIn(uy, um) ? [uy, um] : um === 1 ? [uy - 1, 12] : [uy, um - 1];
  const monthsSince = dateOf(first[0]!, first[1]!, 1);
  const monthsUntil = dateOf(last[0]!, last[1]!, daysIn(last[0]!, last[1]!));
  if (monthsSince > monthsUntil) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.since < monthsSince) {
    const [y, m] = first[1] === 1 ? [first[0]! - 1, 12] : [first[0]!, first[1]! - 1];
    days.push({ since: range.since, until: dateOf(y, m, daysIn(y, m)) });
  }
  if (monthsUntil < range.until) {
    const [y, m] = last[1] === 12 ? [last[0]! + 1, 1] : [last[0]!, last[1]! + 1];
    days.push({ since: dateOf(y, m, 1), until: range.until });
  }
  return { months: { since: monthsSince, until: monthsUntil }, days };
}

/**
 * Rows of alias `r` with a StatPeriod-style (year, month) inside the whole months: month 0 (known only to the year)
 * stands at 1 January, as its flights' date does.
 */
export function periodInSql(r: string, months: DayRange): Prisma.Sql {
  const [sy, sm] = partsOf(months.since);
  const [uy, um] = partsOf(months.until);
  return Prisma.sql`${Prisma.raw(`${r}."year"`)} >= ${sy} AND ${Prisma.raw(`${r}."year"`)} <= ${uy}
    AND ${Prisma.raw(`${r}."year" * 100 + CASE WHEN ${r}."month" = 0 THEN 1 ELSE ${r}."month" END`)} BETWEEN ${sy * 100 + sm} AND ${uy * 100 + um}`;
}

/**
 * The seats of a period's completed flights, grouped by haul band, class and position: every seat (guests too) for
 * every flight, the user's own for one user — what StatCo2 and the seat breakdowns count, over a range. Whole months
 * come from the StatSeatPeriod rollup less the seats of their flights not yet completed (an index range of upcoming
 * flights: Flight's endsAt, or the user's StatFlightEnd); the days of a range's partial months are read from their
 * flights. `source` is the range's FROM clause open for its conditions with alias f (rangedFlightSource).
 */
export async function periodSeatGroups(db: Db, source: Prisma.Sql, userId: string | null, range: DayRange, now: Date): Promise<SeatGroup[]> {
  const { months, days } = splitIntoMonths(range);
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
  for (const day of days) {
    parts.push(Prisma.sql`SELECT ${Prisma.raw(haulSql(`y."distanceKm"`))} AS "haul", COALESCE(c."seatClass", ${NO_VALUE_KEY}) AS "seatClass", COALESCE(c."seat", ${NO_VALUE_KEY}) AS "seat", 1 AS "seats", y."distanceKm" AS "distance"
      FROM (SELECT f."id" AS "id", f."distanceKm" AS "distanceKm" ${source} f."date" >= ${day.since} AND f."date" <= ${day.until} AND ${completedSql(`f."endsAt"`, now)}) y
      JOIN "Seat" c ON c."flightId" = y."id" ${seatOwner}`);
  }
  const rows = await db.$queryRaw<{ haul: unknown; seatClass: unknown; seat: unknown; seats: unknown; distance: unknown }[]>(Prisma.sql`
SELECT x."haul" AS "haul", x."seatClass" AS "seatClass", x."seat" AS "seat", SUM(x."seats") AS "seats", SUM(x."distance") AS "distance"
FROM (${Prisma.join(parts, " UNION ALL ")}) x
GROUP BY x."haul", x."seatClass", x."seat"`);
  return rows
    .map((row) => ({ haul: toText(row.haul) as Haul, seatClass: toText(row.seatClass), seat: toText(row.seat), seats: toNumber(row.seats), distanceKm: Math.max(0, toNumber(row.distance)) }))
    .filter((group) => group.seats > 0);
}
