/**
 * The languages Contrail speaks, and which one a page uses. Pure (no request, no database): the page's locale is
 * decided in i18n/request.ts from the account's stored choice and the browser's Accept-Language, both passed in.
 * The API, log lines and the admin CLI never use it: they stay English.
 */
export const LOCALES = ["en", "de", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The account's stored choice: a locale, or "" to follow the browser. */
export const LANGUAGE_CHOICES = ["", ...LOCALES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** Each language's name in itself, for the Settings select (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** One Accept-Language entry: its primary language subtag, lower-cased, and its weight. */
interface Range {
  language: string;
  q: number;
  order: number;
}

function rangesOf(header: string): Range[] {
  return header.split(",").flatMap((part, order) => {
    const [tag = "", ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0] ?? "";
    if (!/^[a-z]{1,8}$|^\*$/.test(language)) return [];
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return [];
    return [{ language, q, order }];
  });
}

/**
 * The best supported locale for an Accept-Language header: the highest q-value first (ties: the order given), a
 * regional tag counts for its language (de-AT → de); nothing supported (or no header) → English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = rangesOf(header).sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((range) => range.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The page's locale: the account's stored choice wins; else (signed out, or "follow the browser") Accept-Language. */
export function resolveLocale(choice: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return choice && isLocale(choice) ? choice : localeFromAcceptLanguage(acceptLanguage);
}
