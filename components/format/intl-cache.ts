import type { Locale } from "@/lib/i18n/locales";

/**
 * The BCP 47 tag each language formats with, and whether its own dates put the day first. English is US English
 * (its month abbreviations are the app's: "Sep", where British English writes "Sept"); the others use their own
 * country's conventions.
 */
export const FORMAT_TAGS: Record<Locale, { tag: string; dayFirst: boolean }> = {
  en: { tag: "en-US", dayFirst: false },
  de: { tag: "de-DE", dayFirst: true },
  fr: { tag: "fr-FR", dayFirst: true },
  es: { tag: "es-ES", dayFirst: true },
};

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

/** Intl formatters are costly to build and used per row: one per tag and options, kept for the process. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  const found = cache.get(key);
  if (found) return found as T;
  const made = make();
  cache.set(key, made);
  return made;
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = FORMAT_TAGS[locale].tag;
  return cached("number", tag, options, () => new Intl.NumberFormat(tag, options));
}

/** Dates are calendar days and wall-clock times already: formatted in UTC so nothing shifts them. */
export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", tag, options, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }));
}

export function regionNames(locale: Locale): Intl.DisplayNames {
  return cached("region", locale, {}, () => new Intl.DisplayNames(locale, { type: "region", fallback: "none" }));
}
