import { LOCALES, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { OFFLINE_SHELL } from "./route-decision";

/**
 * The worker keeps the offline shell once per language. Each copy is /offline fetched without cookies and with that
 * language as its Accept-Language, so the server picks its words by the one rule (lib/i18n/locales.ts) as for any
 * visitor; the query only names the copy in the cache (the server never reads it).
 */
export function shellCacheKey(locale: Locale): string {
  return `${OFFLINE_SHELL}?lang=${locale}`;
}

/** Every copy of the shell the worker keeps, with the Accept-Language each is fetched with. */
export const SHELL_COPIES: readonly { locale: Locale; key: string }[] = LOCALES.map((locale) => ({ locale, key: shellCacheKey(locale) }));

/**
 * Which copy answers an offline page: the language the account's pages last spoke (stored with the offline account by
 * every online page), else the browser's languages in their order; English otherwise.
 */
export function shellLanguage(storedLanguage: string | null | undefined, browserLanguages: readonly string[]): Locale {
  return resolveLocale(storedLanguage, browserLanguages.join(","));
}
