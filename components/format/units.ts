/**
 * Display helpers shared by server and client components. The locale is always passed (never the runtime's own), so
 * the server and the browser write the same text; components get it through components/format/formats.ts.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { DistanceUnit } from "@/lib/users/display-preferences";
import { dateFormat, FORMAT_TAGS, numberFormat } from "./intl-cache";

export type { DistanceUnit };

const KM_PER_UNIT: Record<DistanceUnit, number> = { km: 1, mi: 1.609344, nmi: 1.852 };
const INTEGER = { maximumFractionDigits: 0 } as const;

/** "1.2M", "350K" ("1,2 Mio.", "350.000" in German): for axis ticks. */
export function formatCompact(value: number, locale: Locale = "en"): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** "12,345" / "12.345" (de, es) / "12 345" (fr). */
export function formatInteger(value: number, locale: Locale = "en"): string {
  return numberFormat(locale, INTEGER).format(value);
}

/** "12,345.6" / "12.345,6" (de, es) / "12 345,6" (fr), at most `digits` decimals. */
export function formatDecimal(value: number, digits: number, locale: Locale = "en"): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

export function distanceIn(km: number, unit: DistanceUnit): number {
  return km / KM_PER_UNIT[unit];
}

export function formatDistance(km: number, unit: DistanceUnit, locale: Locale = "en"): string {
  return `${formatInteger(Math.round(distanceIn(km, unit)), locale)} ${unit}`;
}

/** "12 h 05 min", "1,234 h 35 min": hours and minutes, never cut short. */
export function formatDuration(seconds: number, locale: Locale = "en"): string {
  const { hours, minutes: rest } = durationParts(seconds);
  if (hours === 0) return `${rest} min`;
  return `${formatInteger(hours, locale)} h ${String(rest).padStart(2, "0")} min`;
}

/** A duration's whole hours and the minutes left, for a message that says it in words ("12 hours 5 minutes"). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A month's name in the language (1 = January): "Mar" / "März" / "mars" / "mar"; `long`: "March" / "März" / … */
export function monthName(month: number, locale: Locale = "en", width: "short" | "long" = "short"): string {
  return dateFormat(FORMAT_TAGS[locale].tag, { month: width }).format(Date.UTC(2000, month - 1, 1));
}
