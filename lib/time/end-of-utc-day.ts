import { DAY_MS } from "./durations";

/** The last millisecond (UTC) of a "YYYY-MM-DD" day: an expiry chosen on a form runs through that whole day. Null when the text is no such date. */
export function endOfUtcDay(date: string): Date | null {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(start)) return null;
  return new Date(start + DAY_MS - 1);
}
