import { InputError } from "@/lib/errors";
import { localDateOf } from "./zoned";

/**
 * The years a flight's date, departure and arrival may fall in (local dates at the airports). Every real flight log
 * fits, and it keeps the date arithmetic (lib/time/zoned.ts) within four-digit years: year 9999's next period is
 * year 10000, which no date string of the app can hold.
 */
export const FIRST_SUPPORTED_YEAR = 1900;
export const LAST_SUPPORTED_YEAR = 2200;
export const SUPPORTED_YEARS_MESSAGE = `must be in the years ${FIRST_SUPPORTED_YEAR} to ${LAST_SUPPORTED_YEAR}`;

export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_SUPPORTED_YEAR && year <= LAST_SUPPORTED_YEAR;
}

/** InputError naming `field` unless the date ("YYYY-MM-DD", or "+YYYYYY-MM-DD" beyond year 9999) is in range. */
export function checkSupportedDate(date: string, field: string): void {
  const year = Number(/^([+-]?\d+)-/.exec(date)?.[1]);
  if (!isSupportedYear(year)) throw new InputError(`${field}: ${SUPPORTED_YEARS_MESSAGE}`, field);
}

/** The same for an instant, by its local date in `tz`. */
export function checkSupportedInstant(instant: Date, tz: string, field: string): void {
  if (!Number.isFinite(instant.getTime())) throw new InputError(`${field}: ${SUPPORTED_YEARS_MESSAGE}`, field);
  checkSupportedDate(localDateOf(instant, tz), field);
}
