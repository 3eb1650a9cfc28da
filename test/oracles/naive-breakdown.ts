import type { Db } from "@/lib/db/client";
import { isCompleted } from "@/lib/flights/completed";
import { naiveCharts } from "./naive-charts";
import { naiveAirframe, naiveHour, naiveWeekday } from "./rollup-snapshot";

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

export interface NaiveBreakdownFigures {
  perWeekday: { key: string; count: number }[];
  perHour: { hour: number; count: number }[];
  topAirframes: { key: string; count: number }[];
  cumulativeDistance: { year: string; distanceKm: number }[];
  /** record name → flight id (null: none) */
  records: Record<string, number | null>;
}

/**
 * The breakdown's own figures computed in JS from every flight (no rollup, no index): the scope's completed flights
 * (the user's seats, or every flight), each counted once.
 */
export async function naiveBreakdownFigures(db: Db, userId: string | null, now: Date, limit = 10): Promise<NaiveBreakdownFigures> {
  const flights = await db.flight.findMany({ include: { seats: true, from: { select: { tz: true } } } });
  const completed = flights.filter((f) => isCompleted(f.endsAt, now) && (userId === null || f.seats.some((s) => s.userId === userId)));

  const weekdays = new Map<string, number>();
  const airframes = new Map<string, number>();
  const hours = new Map<string, number>();
  for (const f of completed) {
    // from the departure instant and the origin's zone, not the stored hour
    const hour = naiveHour(f.departure, f.from.tz);
    hours.set(hour, (hours.get(hour) ?? 0) + 1);
    const day = naiveWeekday(f);
    const key = day === "" ? "unknown" : DAY_NAMES[Number(day)]!;
    weekdays.set(key, (weekdays.get(key) ?? 0) + 1);
    const airframe = naiveAirframe(f.aircraftReg);
    if (airframe !== "") airframes.set(airframe, (airframes.get(airframe) ?? 0) + 1);
  }
  const perWeekday = [...DAY_NAMES.slice(1), "sunday"].map((key) => ({ key, count: weekdays.get(key) ?? 0 }));
  if (weekdays.get("unknown")) perWeekday.push({ key: "unknown", count: weekdays.get("unknown")! });
  const perHour = Array.from({ length: 24 }, (_, hour) => ({ hour, count: hours.get(String(hour)) ?? 0 }));
  const topAirframes = [...airframes]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);

  let total = 0;
  const cumulativeDistance = (await naiveCharts(db, userId, now)).perYear.map((y) => ({ year: y.year, distanceKm: (total += y.distanceKm) }));

  // extremes in (value, id) order: the first for shortest and first, the last for longest and latest
  const extreme = (rows: typeof completed, value: (f: (typeof completed)[number]) => number, last: boolean) => {
    const sorted = [...rows].sort((a, b) => value(a) - value(b) || a.id - b.id);
    return (last ? sorted.at(-1) : sorted[0])?.id ?? null;
  };
  const timed = completed.filter((f) => f.durationSeconds !== null);
  const records = {
    longestByDistance: extreme(completed, (f) => f.distanceKm, true),
    shortestByDistance: extreme(completed, (f) => f.distanceKm, false),
    longestByTime: extreme(timed, (f) => f.durationSeconds!, true),
    shortestByTime: extreme(timed, (f) => f.durationSeconds!, false),
    firstFlight: extreme(completed, (f) => f.endsAt.getTime(), false),
    latestFlight: extreme(completed, (f) => f.endsAt.getTime(), true),
  };
  return { perWeekday, perHour, topAirframes, cumulativeDistance, records };
}
