import { periodFirstDay } from "@/lib/time/zoned";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";
import { MONTH_NAMES } from "./units";

/**
 * A flight's date as precise as it is known, in the user's date format: "12 Mar 2024" / "Mar 2024" / "2024" (dmy),
 * "Mar 12, 2024" (mdy), "2024-03-12" / "2024-03" (iso).
 */
export function formatFlightDate(date: string, precision: string, format: DateFormat = "dmy"): string {
  const [year = date, month = "", day = ""] = date.split("-");
  if (precision === "year") return year;
  if (format === "iso") return precision === "month" ? `${year}-${month}` : `${year}-${month}-${day}`;
  const monthName = MONTH_NAMES[Number(month) - 1] ?? "";
  if (precision === "month") return `${monthName} ${year}`;
  return format === "mdy" ? `${monthName} ${Number(day)}, ${year}` : `${Number(day)} ${monthName} ${year}`;
}

/** "08:05" (24h) or "8:05 AM" (12h) from an ISO instant written in local time ("2024-03-31T08:05:00.000+02:00"). */
export function localClock(iso: string | null, clock: Clock = "24h"): string | null {
  if (!iso) return null;
  const hhmm = iso.slice(11, 16);
  if (clock === "24h") return hhmm;
  const hours = Number(hhmm.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${hhmm.slice(3, 5)} ${hours < 12 ? "AM" : "PM"}`;
}

/** "UTC+02:00" from the same string. */
export function utcOffsetOf(iso: string | null): string | null {
  if (!iso) return null;
  const offset = iso.slice(23);
  return offset ? `UTC${offset}` : null;
}

/** An instant in UTC in the user's formats: "31 Mar 2024 08:05 UTC", "2024-03-31 8:05 AM UTC". */
export function formatUtcInstant(iso: string, dateFormat: DateFormat, clock: Clock): string {
  return `${formatFlightDate(iso.slice(0, 10), "day", dateFormat)} ${localClock(iso, clock)} UTC`;
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
