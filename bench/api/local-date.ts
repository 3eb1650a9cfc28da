/**
 * The local date "YYYY-MM-DD" of an instant in a zone, with one cached Intl formatter per zone (the en-CA locale
 * writes ISO dates). lib/time/zoned.ts localDateOf gives the same answer; this is only faster for 200,000 rows.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localDateFast(date: Date, tz: string): string {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(tz, formatter);
  }
  return formatter.format(date);
}
