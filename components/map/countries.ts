import type { Messages, NestedKeyOf } from "next-intl";
import { regionNames } from "@/components/format/intl-cache";
import type { Locale } from "@/lib/i18n/locales";
import { COUNTRY_CODES } from "./country-codes.generated";

/**
 * The readable name of an ISO 3166-1 alpha-2 code in the language (the code itself when unknown): English from the
 * bundled country list the map is built from, the other languages from the runtime's ICU data (Intl.DisplayNames).
 */
export function countryName(alpha2: string, locale: Locale = "en"): string {
  const english = COUNTRY_CODES[alpha2]?.[1];
  if (!english) return alpha2; // ICU names codes no country has ("ZZ": "Unknown Region"); the code says more
  return locale === "en" ? english : (regionNames(locale).of(alpha2) ?? english);
}

/** The world-atlas countries feature of an alpha-2 code: its ISO numeric id, or its name where it has none; null if absent. */
export function countryFeatureKey(alpha2: string): string | null {
  const key = COUNTRY_CODES[alpha2]?.[0];
  return key ? key : null;
}

/** The key a world-atlas feature is found by: its id, or its name for the few without one (Kosovo). */
export function featureKeyOf(feature: { id?: string | number; properties?: { name?: string } | null }): string | null {
  if (feature.id !== undefined && feature.id !== "") return String(feature.id);
  return feature.properties?.name ?? null;
}

/**
 * Each continent's message key (Common.continents in messages/*.json), for a translator of the root:
 * `useTranslations()(CONTINENT_KEYS.EU)`. Replaces CONTINENT_NAMES as the areas showing continents are converted.
 */
export const CONTINENT_KEYS = {
  AF: "Common.continents.AF",
  AN: "Common.continents.AN",
  AS: "Common.continents.AS",
  EU: "Common.continents.EU",
  NA: "Common.continents.NA",
  OC: "Common.continents.OC",
  SA: "Common.continents.SA",
} as const satisfies Record<string, NestedKeyOf<Messages>>;

export const CONTINENT_NAMES: Readonly<Record<string, string>> = {
  AF: "Africa",
  AN: "Antarctica",
  AS: "Asia",
  EU: "Europe",
  NA: "North America",
  OC: "Oceania",
  SA: "South America",
};
