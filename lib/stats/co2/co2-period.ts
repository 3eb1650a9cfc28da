import type { Prisma } from "@/lib/db/prisma";
import type { Db } from "@/lib/db/client";
import { periodSeatGroups, type SeatGroup } from "@/lib/stats/dashboard/period-seats";
import { pricedGroup, seatsByHaulAndClass, totalsOf, type Co2Totals } from "./co2-totals";

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
  return totalsOf(seatsByHaulAndClass(groups).map(pricedGroup));
}
