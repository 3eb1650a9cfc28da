import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Db } from "@/lib/db/client";
import { periodSeatGroups, type SeatGroup } from "@/lib/stats/dashboard/period-seats";
import { NO_VALUE_KEY } from "@/lib/stats/stat-period";
import { totalsOf, type Co2Group, type Co2Totals } from "./co2-totals";
import { co2FactorOf } from "./factors";

/**
 * CO₂ of a period's completed flights (the year in review), grouped like StatCo2 and priced by the same factor table:
 * per seat, every seat (guests too) for every flight, the user's own for one user (periodSeatGroups). `source` is a
 * range's FROM clause open for its conditions with alias f (ranged-dashboard.ts rangedFlightSource).
 */
export async function periodCo2Totals(db: Db, source: Prisma.Sql, userId: string | null, range: { since: string; until: string }, now: Date): Promise<Co2Totals> {
  return co2OfSeatGroups(await periodSeatGroups(db, source, userId, range, now));
}

/** The CO₂ of a period's seat groups (periodSeatGroups), summed per haul band and class and priced by the factor table. */
export function co2OfSeatGroups(groups: readonly SeatGroup[]): Co2Totals {
  const byHaulAndClass = new Map<string, Co2Group>();
  for (const group of groups) {
    const key = `${group.haul}|${group.seatClass}`;
    const entry = byHaulAndClass.get(key) ?? { haul: group.haul, seatClass: group.seatClass, seats: 0, distanceKm: 0, kg: 0 };
    entry.seats += group.seats;
    entry.distanceKm += group.distanceKm;
    byHaulAndClass.set(key, entry);
  }
  return totalsOf(
    [...byHaulAndClass.values()].map((entry) => ({ ...entry, kg: entry.distanceKm * co2FactorOf(entry.haul, entry.seatClass === NO_VALUE_KEY ? null : entry.seatClass) })),
  );
}
