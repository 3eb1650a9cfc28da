import { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { toNumber, toText } from "@/lib/db/sql-values";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { dashboardFilter } from "@/lib/stats/dashboard/get-dashboard-charts";
import { upcomingSeatGroups, type UpcomingSeatGroup } from "@/lib/stats/dashboard/upcoming-flights";
import { NO_VALUE_KEY } from "@/lib/flights/stat-period";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import { co2FactorOf, HAULS, type Haul } from "@/lib/co2/factors";

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
 * CO₂ of the scope's completed flights: the StatCo2 rollup (all seats of the scope, completed or not) minus the seats
 * of flights not yet completed (upcomingSeatGroups: every seat, guests too, for all; the user's own for one user,
 * with their flights' distance), each group's kilometres times its factor (lib/co2/factors.ts, the same factor
 * seatCo2Kg applies to each seat). `upcoming`: those seats when the caller reads them for the seat charts too.
 */
export async function getCo2Totals(db: Db, scope: AuthorizedScope, now: Date = new Date(), upcoming?: Promise<UpcomingSeatGroup[]>): Promise<Co2Totals> {
  const userId = scope.subjectUserId;
  const [rollup, upcomingSeats] = await Promise.all([
    db.$queryRaw<RawGroup[]>(Prisma.sql`SELECT c."haul" AS "haul", c."seatClass" AS "seatClass", c."seats" AS "seats", c."distanceKm" AS "distance"
      FROM "StatCo2" c WHERE c."scope" = ${userId ?? ALL_SCOPE}`),
    upcoming ?? upcomingSeatGroups(db, dashboardFilter(scope, now)),
  ]);
  const groups = seatsByHaulAndClass([
    ...rollup.map((row) => ({ haul: toText(row.haul) as Haul, seatClass: toText(row.seatClass), seats: toNumber(row.seats), distanceKm: toNumber(row.distance) })),
    ...upcomingSeats.map((seat) => ({ haul: seat.haul, seatClass: seat.seatClass, seats: -seat.seats, distanceKm: -seat.distanceKm })),
  ]);
  return totalsOf(groups.filter((group) => group.seats > 0).map(pricedGroup));
}

/** Seats of one haul band and seat class ('' for none) and their distance, before pricing. */
export type SeatSum = Omit<Co2Group, "kg">;

/** The seats summed per haul band and seat class, in the order each group first appears. */
export function seatsByHaulAndClass(seats: Iterable<SeatSum>): SeatSum[] {
  const groups = new Map<string, SeatSum>();
  for (const { haul, seatClass, seats: count, distanceKm } of seats) {
    const key = `${haul}|${seatClass}`;
    const group = groups.get(key) ?? { haul, seatClass, seats: 0, distanceKm: 0 };
    group.seats += count;
    group.distanceKm += distanceKm;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A group's kg CO₂e: its kilometres times the factor of its haul and class (lib/co2/factors.ts). */
export function pricedGroup(group: SeatSum): Co2Group {
  return { ...group, kg: group.distanceKm * co2FactorOf(group.haul, group.seatClass === NO_VALUE_KEY ? null : group.seatClass) };
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
