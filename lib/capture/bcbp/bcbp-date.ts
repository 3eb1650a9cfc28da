import { addDays } from "@/lib/time/zoned";
import type { BcbpIssueDate } from "./boarding-pass";
import { DAY_MS } from "@/lib/time/durations";

/**
 * The year rule. A pass gives a flight's day of the year, never its year, so the year comes from the scan date
 * ("YYYY-MM-DD", the scanner's local day), or from the date of issue when the pass carries one with its year digit.
 *
 * Without an issue date the flight is the day in the window from DAYS_BEFORE_SCAN before the scan date to
 * DAYS_AFTER_SCAN after it, the nearer one when two fit. The window leans back: check-in, hence the boarding pass,
 * opens at most about two months before a flight, so a day further ahead than that is last year's; passes are often
 * logged long after the trip, so the past takes the rest. Its 366 days hold every day 1 to 365 at least once; day
 * 366 exists only in a leap year and may have no date in the window (null).
 *
 * With an issue date (year digit and day) the pass was issued on the latest such date not after the scan date, and
 * the flight is the first date of its day on or after the issue date. Both comparisons allow DAY_GRACE, as the
 * issuing system's day and the scanner's or the airport's may differ by the date line.
 */
export const DAYS_BEFORE_SCAN = 300;
export const DAYS_AFTER_SCAN = 65;
export const DAY_GRACE = 1;


/** The date of day `dayOfYear` (from 1) of `year`; null when the year has no such day (366 in a common year). */
export function dateOfDay(year: number, dayOfYear: number): string | null {
  const date = addDays(`${String(year).padStart(4, "0")}-01-01`, dayOfYear - 1);
  return Number(date.slice(0, 4)) === year ? date : null;
}

/** The date the pass was issued; null without a year digit, or when no year ending in it has the day. */
export function issueDateOf(issue: BcbpIssueDate, scanDate: string): string | null {
  if (issue.yearDigit === null) return null;
  const scanYear = yearOf(scanDate);
  const latest = scanYear - ((((scanYear - issue.yearDigit) % 10) + 10) % 10);
  const lastPossible = addDays(scanDate, DAY_GRACE);
  for (const year of [latest, latest - 10]) {
    const date = dateOfDay(year, issue.dayOfYear);
    if (date !== null && date <= lastPossible) return date;
  }
  return null;
}

/** The date of a flight on day `dayOfYear`, by the rule above; null when no date fits. */
export function flightDateOf(dayOfYear: number, scanDate: string, issue: BcbpIssueDate | null): string | null {
  addDays(scanDate, 0); // a RangeError when the caller's scan date is not a date: a bug, not the pass's fault
  const issued = issue ? issueDateOf(issue, scanDate) : null;
  if (issued !== null) return firstOnOrAfter(dayOfYear, addDays(issued, -DAY_GRACE));
  const scanYear = yearOf(scanDate);
  const fitting = [scanYear - 1, scanYear, scanYear + 1]
    .map((year) => dateOfDay(year, dayOfYear))
    .filter((date): date is string => date !== null)
    .map((date) => ({ date, offset: daysBetween(scanDate, date) }))
    .filter(({ offset }) => offset >= -DAYS_BEFORE_SCAN && offset <= DAYS_AFTER_SCAN)
    .sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset));
  return fitting[0]?.date ?? null;
}

/** The first date of day `dayOfYear` on or after `from`, within the year after it. */
function firstOnOrAfter(dayOfYear: number, from: string): string | null {
  const year = yearOf(from);
  for (const candidate of [dateOfDay(year, dayOfYear), dateOfDay(year + 1, dayOfYear)]) {
    if (candidate !== null && candidate >= from) return candidate;
  }
  return null;
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
