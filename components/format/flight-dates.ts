import type { Locale } from "@/lib/i18n/locales";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";
import { dateFormat, FORMAT_TAGS } from "./intl-cache";

const DAY = { day: "numeric", month: "short", year: "numeric" } as const;

/**
 * A day in the account's order with the language's words. In the language's own order, its own form: "Mar 12, 2024",
 * "12. März 2024", "12 mars 2024", "12 mar 2024"; in the other order (it has none), its words: "12 Mar 2024", "März 12, 2024".
 */
function formatDay(utc: number, order: "dmy" | "mdy", locale: Locale): string {
  const { tag, dayFirst } = FORMAT_TAGS[locale];
  if (dayFirst === (order === "dmy")) return dateFormat(tag, DAY).format(utc);
  const part = (type: string) => dateFormat(tag, DAY).formatToParts(utc).find((p) => p.type === type)?.value ?? "";
  return order === "dmy" ? `${part("day")} ${part("month")} ${part("year")}` : `${part("month")} ${part("day")}, ${part("year")}`;
}

/**
 * A flight's date as precise as it is known, in the user's date format (its order is the account's choice; the
 * month's name is the language's): "12 Mar 2024" / "Mar 2024" / "2024" (dmy), "Mar 12, 2024" (mdy),
 * "2024-03-12" / "2024-03" (iso); in German dmy "12. März 2024".
 */
export function formatFlightDate(date: string, precision: string, format: DateFormat = "dmy", locale: Locale = "en"): string {
  const [year = date, month = "", day = ""] = date.split("-");
  if (precision === "year") return year;
  if (format === "iso") return precision === "month" ? `${year}-${month}` : `${year}-${month}-${day}`;
  const utc = Date.UTC(Number(year), Number(month) - 1, precision === "month" ? 1 : Number(day));
  if (precision === "month") return dateFormat(FORMAT_TAGS[locale].tag, { month: "short", year: "numeric" }).format(utc);
  return formatDay(utc, format, locale);
}

/**
 * "08:05" (24h) or "8:05 AM" (12h; "6:05 p. m." in Spanish) from an ISO instant written in local time
 * ("2024-03-31T08:05:00.000+02:00").
 */
export function localClock(iso: string | null, clock: Clock = "24h", locale: Locale = "en"): string | null {
  if (!iso) return null;
  const hhmm = iso.slice(11, 16);
  if (clock === "24h") return hhmm;
  const utc = Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  return dateFormat(FORMAT_TAGS[locale].tag, { hour: "numeric", minute: "2-digit", hour12: true }).format(utc);
}

/** "UTC+02:00" from the same string. */
export function utcOffsetOf(iso: string | null): string | null {
  if (!iso) return null;
  const offset = iso.slice(23);
  return offset ? `UTC${offset}` : null;
}

/** An instant in UTC in the user's formats: "31 Mar 2024 08:05 UTC", "2024-03-31 8:05 AM UTC". */
export function formatUtcInstant(iso: string, format: DateFormat, clock: Clock, locale: Locale = "en"): string {
  return `${formatFlightDate(iso.slice(0, 10), "day", format, locale)} ${localClock(iso, clock, locale)} UTC`;
}
