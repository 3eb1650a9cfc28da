import type { ZoneClock } from "@/lib/time/zone-clock";
import { addDays, localDateOf } from "@/lib/time/zoned";
import { HOUR_MS } from "./durations";

/**
 * Files that give the arrival as a time of day only (FR24, Jetlog) leave its date open: an overnight flight lands the
 * next day, a long one with a stop two days later, and one crossing the date line westwards may land the day before
 * by the calendar. With a stated duration the arrival is that time of day nearest to departure + duration; without one
 * it is the first time that time of day comes round at the destination after the departure.
 */


/** The arrival instant for a time of day (`time`, "HH:mm[:ss]") at the destination, given the departure. */
export function inferArrival(clock: ZoneClock, departure: Date, time: string, tz: string, statedDurationSeconds: number | null): Date {
  // the instant of `time` on `date`; on a day where it falls in a daylight-saving gap, the next day's
  const at = (date: string): number => {
    try {
      return clock.toInstant(`${date}T${time}`, tz, "arrival").getTime();
    } catch {
      return clock.toInstant(`${addDays(date, 1)}T${time}`, tz, "arrival").getTime();
    }
  };
  const dep = departure.getTime();
  if (statedDurationSeconds === null) {
    const day = localDateOf(dep, tz);
    const sameDay = at(day);
    return new Date(sameDay >= dep ? sameDay : at(addDays(day, 1)));
  }
  const target = dep + statedDurationSeconds * 1000;
  const day = localDateOf(target, tz);
  let best = at(day);
  // the reading on the target's date is within a day of the target; a neighbour day may be nearer
  const neighbour = best - target > 12 * HOUR_MS ? addDays(day, -1) : target - best > 12 * HOUR_MS ? addDays(day, 1) : null;
  if (neighbour) {
    const other = at(neighbour);
    if (Math.abs(other - target) < Math.abs(best - target) || best < dep) best = other;
  }
  while (best < dep) best = at(addDays(localDateOf(best, tz), 1));
  return new Date(best);
}
