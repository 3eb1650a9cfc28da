import type { Locale } from "@/lib/i18n/locales";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { formatFlightDate, formatUtcInstant, localClock } from "./flight-dates";
import { formatCompact, formatDecimal, formatDistance, formatDuration, formatInteger, monthName } from "./units";

/**
 * Every display format bound to the page's language and the account's explicit choices (unit, date order, clock),
 * so a component never picks a locale itself: a server component gets these from `getFormats` (server-formats.ts,
 * which adds country names), a client component from `useFormats` (use-formats.ts).
 */
export interface Formats {
  locale: Locale;
  date(date: string, precision?: string): string;
  clock(iso: string | null): string | null;
  utcInstant(iso: string): string;
  integer(value: number): string;
  decimal(value: number, digits: number): string;
  compact(value: number): string;
  distance(km: number): string;
  duration(seconds: number): string;
  month(month: number, width?: "short" | "long"): string;
}

export function formatsFor(locale: Locale, preferences: DisplayPreferences): Formats {
  return {
    locale,
    date: (date, precision = "day") => formatFlightDate(date, precision, preferences.dateFormat, locale),
    clock: (iso) => localClock(iso, preferences.clock, locale),
    utcInstant: (iso) => formatUtcInstant(iso, preferences.dateFormat, preferences.clock, locale),
    integer: (value) => formatInteger(value, locale),
    decimal: (value, digits) => formatDecimal(value, digits, locale),
    compact: (value) => formatCompact(value, locale),
    distance: (km) => formatDistance(km, preferences.unit, locale),
    duration: (seconds) => formatDuration(seconds, locale),
    month: (month, width) => monthName(month, locale, width),
  };
}
