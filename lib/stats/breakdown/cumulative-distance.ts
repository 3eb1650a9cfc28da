import type { YearBucket } from "@/lib/stats/dashboard/flights-over-time";

export interface CumulativeDistance {
  year: string;
  /** the distance of the completed flights of this year and every year before, in whole kilometres */
  distanceKm: number;
}

/** Cumulative distance over time: the per-year chart's distances (StatPeriod minus upcoming flights), summed up. */
export function cumulativeDistance(perYear: readonly YearBucket[]): CumulativeDistance[] {
  let total = 0;
  return perYear.map((bucket) => {
    total += bucket.distanceKm;
    return { year: bucket.year, distanceKm: total };
  });
}
