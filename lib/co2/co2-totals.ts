import { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { upcomingSql } from "@/lib/stats/completed";
import { NO_VALUE_KEY } from "@/lib/stats/stat-period";
import { ALL_SCOPE } from "@/lib/stats/stats-sql";
import { co2FactorOf, haulSql, HAULS, type Haul } from "./factors";

/** Seats of one haul band and seat class ('' for none), their distance and kg CO₂e. */
export interface Co2Group {
  haul: Haul;
  seatClass: string;
  seats: number;
  distanceKm: number;
  kg: number;
}

/** The scope's CO₂ over its completed flights' seats: in total, per seat class ("unknown" for none) and per haul. */
export interface Co2Totals {
  kg: number;
  seats: number;
  byClass: { seatClass: string; seats: number; kg: number }[];
  byHaul: { haul: Haul; seats: number; distanceKm: number; kg: number }[];
}

const UNKNOWN_CLASS = "unknown";

interface RawGroup {
  haul: unknown;
  seatClass: unknown;
  seats: unknown;
  distance: unknown;
}

/**
 * The seats of the scope's flights not yet completed at `now`, grouped like StatCo2: every seat (guests too) for
 * every flight, a range of StatSeatEnd's (endsAt, seatClass, seat, distanceKm) index, which copies the flight's
 * distance; the user's own seats for one user, a range of StatFlightEnd's (scope, endsAt) key, which copies it too.
 */
function upcomingGroupsSql(userId: string | null, now: Date): Prisma.Sql {
  if (userId === null) {
    return Prisma.sql`SELECT ${Prisma.raw(haulSql(`e."distanceKm"`))} AS "haul", COALESCE(e."seatClass", ${NO_VALUE_KEY}) AS "seatClass",
        COUNT(*) AS "seats", SUM(e."distanceKm") AS "distance"
      FROM "StatSeatEnd" e
      WHERE ${upcomingSql(`e."endsAt"`, now)}
      GROUP BY 1, 2`;
  }
  return Prisma.sql`SELECT ${Prisma.raw(haulSql(`e."distanceKm"`))} AS "haul", COALESCE(e."seatClass", ${NO_VALUE_KEY}) AS "seatClass",
      COUNT(*) AS "seats", SUM(e."distanceKm") AS "distance"
    FROM "StatFlightEnd" e
    WHERE e."scope" = ${userId} AND ${upcomingSql(`e."endsAt"`, now)}
    GROUP BY 1, 2`;
}

/**
 * CO₂ of the scope's completed flights: the StatCo2 rollup (all seats of the scope, completed or not) minus the seats
 * of flights not yet completed, each group's kilometres times its factor (lib/co2/factors.ts, the same factor
 * seatCo2Kg applies to each seat). Per seat: the subject's own seats for one user, every seat (guests too) for all.
 */
export async function getCo2Totals(db: Db, scope: AuthorizedScope, now: Date = new Date()): Promise<Co2Totals> {
  const userId = scope.subjectUserId;
  const [rollup, upcoming] = await Promise.all([
    db.$queryRaw<RawGroup[]>(Prisma.sql`SELECT c."haul" AS "haul", c."seatClass" AS "seatClass", c."seats" AS "seats", c."distanceKm" AS "distance"
      FROM "StatCo2" c WHERE c."scope" = ${userId ?? ALL_SCOPE}`),
    db.$queryRaw<RawGroup[]>(upcomingGroupsSql(userId, now)),
  ]);
  const groups = new Map<string, { haul: Haul; seatClass: string; seats: number; distanceKm: number }>();
  const add = (row: RawGroup, sign: 1 | -1) => {
    const haul = toText(row.haul) as Haul;
    const seatClass = toText(row.seatClass);
    const key = `${haul}|${seatClass}`;
    const group = groups.get(key) ?? { haul, seatClass, seats: 0, distanceKm: 0 };
    group.seats += sign * toNumber(row.seats);
    group.distanceKm += sign * toNumber(row.distance);
    groups.set(key, group);
  };
  for (const row of rollup) add(row, 1);
  for (const row of upcoming) add(row, -1);
  const completed: Co2Group[] = [...groups.values()]
    .filter((group) => group.seats > 0)
    .map((group) => ({ ...group, kg: group.distanceKm * co2FactorOf(group.haul, group.seatClass === NO_VALUE_KEY ? null : group.seatClass) }));
  return totalsOf(completed);
}

/** Totals, per class (known classes in their order, then "unknown") and per haul, from the groups. */
export function totalsOf(groups: readonly Co2Group[]): Co2Totals {
  const classKey = (seatClass: string) => ((SEAT_CLASSES as readonly string[]).includes(seatClass) ? seatClass : UNKNOWN_CLASS);
  const byClass = [...SEAT_CLASSES, UNKNOWN_CLASS]
    .map((seatClass) => {
      const of = groups.filter((group) => classKey(group.seatClass) === seatClass);
      return { seatClass, seats: sum(of.map((g) => g.seats)), kg: sum(of.map((g) => g.kg)) };
    })
    .filter((entry) => entry.seats > 0);
  const byHaul = HAULS.map((haul) => {
    const of = groups.filter((group) => group.haul === haul);
    return { haul, seats: sum(of.map((g) => g.seats)), distanceKm: sum(of.map((g) => g.distanceKm)), kg: sum(of.map((g) => g.kg)) };
  }).filter((entry) => entry.seats > 0);
  return { kg: sum(groups.map((g) => g.kg)), seats: sum(groups.map((g) => g.seats)), byClass, byHaul };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
