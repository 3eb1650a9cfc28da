import type { Db } from "@/lib/db/client";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { isCompleted } from "@/lib/flights/completed";
import type { BreakdownEntry } from "@/lib/stats/dashboard/breakdowns";
import type { MonthBucket, YearBucket } from "@/lib/stats/dashboard/flights-over-time";

export interface NaiveCharts {
  perYear: YearBucket[];
  perMonth: MonthBucket[];
  seatClasses: BreakdownEntry[];
  seatPositions: BreakdownEntry[];
  flightReasons: BreakdownEntry[];
}

/**
 * The dashboard's period and breakdown charts computed in JS from every flight and seat (no SQL aggregate, no rollup):
 * the completed flights of the scope (the user's seats, or every flight), per year of the date, per month unless known
 * only to the year; seat classes and positions per seat (the user's own, or every seat, guests too).
 */
export async function naiveCharts(db: Db, userId: string | null, now: Date): Promise<NaiveCharts> {
  const flights = await db.flight.findMany({ include: { seats: true } });
  const completed = flights.filter((f) => isCompleted(f.endsAt, now) && (userId === null || f.seats.some((s) => s.userId === userId)));
  const seats = completed.flatMap((f) => f.seats.filter((s) => userId === null || s.userId === userId));

  const years = new Map<number, { flights: number; km: number }>();
  const months = new Map<number, number>();
  for (const f of completed) {
    const year = Number(f.date.slice(0, 4));
    const bucket = years.get(year) ?? { flights: 0, km: 0 };
    years.set(year, { flights: bucket.flights + 1, km: bucket.km + f.distanceKm });
    if (f.datePrecision !== "year") months.set(Number(f.date.slice(5, 7)), (months.get(Number(f.date.slice(5, 7))) ?? 0) + 1);
  }
  const perYear: YearBucket[] = [];
  if (years.size > 0) {
    for (let year = Math.min(...years.keys()); year <= Math.max(...years.keys()); year++) {
      const bucket = years.get(year);
      perYear.push({ year: String(year), flights: bucket?.flights ?? 0, distanceKm: Math.round(bucket?.km ?? 0) });
    }
  }
  const perMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, flights: months.get(i + 1) ?? 0 }));

  const breakdown = (values: (string | null)[], known: readonly string[]): BreakdownEntry[] => {
    const keyOf = (value: string | null) => (value !== null && known.includes(value) ? value : "unknown");
    return [...known, "unknown"]
      .map((key) => ({ key, count: values.filter((value) => keyOf(value) === key).length }))
      .filter((entry) => entry.count > 0);
  };
  return {
    perYear,
    perMonth,
    seatClasses: breakdown(seats.map((s) => s.seatClass), SEAT_CLASSES),
    seatPositions: breakdown(seats.map((s) => s.seat), SEAT_POSITIONS),
    flightReasons: breakdown(completed.map((f) => f.flightReason), FLIGHT_REASONS),
  };
}
