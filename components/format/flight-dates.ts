import { periodFirstDay } from "@/lib/time/zoned";
import { MONTH_NAMES } from "./units";

/** A flight's date as precise as it is known: "12 Mar 2024", "Mar 2024" or "2024". */
export function formatFlightDate(date: string, precision: string): string {
  const [year, month, day] = date.split("-");
  const monthName = MONTH_NAMES[Number(month) - 1] ?? "";
  if (precision === "year") return year ?? date;
  if (precision === "month") return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** "08:05" from an ISO instant written in local time ("2024-03-31T08:05:00.000+02:00"). */
export function localClock(iso: string | null): string | null {
  return iso ? iso.slice(11, 16) : null;
}

/** "UTC+02:00" from the same string. */
export function utcOffsetOf(iso: string | null): string | null {
  if (!iso) return null;
  const offset = iso.slice(23);
  return offset ? `UTC${offset}` : null;
}

/**
 * The badge of a flight that is not over yet: "This month" / "This year" while a month- or year-precision flight's
 * period is running (it counts as completed only once the period is over), else "Upcoming". `today` is "YYYY-MM-DD".
 */
export function upcomingLabel(date: string, precision: string, today: string): string {
  if (precision === "month" && periodFirstDay(today, "month") === date) return "This month";
  if (precision === "year" && periodFirstDay(today, "year") === date) return "This year";
  return "Upcoming";
}
