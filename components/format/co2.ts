import { HAUL_BANDS, type Haul } from "@/lib/co2/factors";
import type { Locale } from "@/lib/i18n/locales";
import { numberFormat } from "./intl-cache";
import type { Translate } from "./translator";
import { formatInteger } from "./units";

/** Where the method is explained (app/docs/co2/page.tsx; docs/features.md, "How CO₂ is estimated"). */
export const CO2_METHOD_HREF = "/docs/co2";

/** "144 kg CO₂e" below ten tonnes, "12.3 t CO₂e" from there ("12,3 t CO₂e" in German): the symbols are the standard's. */
export function formatCo2(kg: number, locale: Locale = "en"): string {
  if (kg < 10_000) return `${formatInteger(Math.round(kg), locale)} kg CO₂e`;
  return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kg / 1000)} t CO₂e`;
}

/** A haul band's distances in km (lib/co2/factors.ts HAUL_BANDS): from 0 for the first, below Infinity for the last. */
export function haulBounds(haul: Haul): { fromKm: number; belowKm: number } {
  const index = HAUL_BANDS.findIndex((band) => band.haul === haul);
  return { fromKm: index > 0 ? HAUL_BANDS[index - 1]!.belowKm : 0, belowKm: HAUL_BANDS[index]!.belowKm };
}

/** A haul band by its distances, in English (the API's documentation): "Under 500 km", "500–3,700 km", "3,700 km and more". */
export function haulName(haul: Haul): string {
  const { fromKm, belowKm } = haulBounds(haul);
  if (fromKm === 0) return `Under ${formatInteger(belowKm)} km`;
  return belowKm === Infinity ? `${formatInteger(fromKm)} km and more` : `${formatInteger(fromKm)}–${formatInteger(belowKm)} km`;
}

/** The same in the page's language: "Unter 500 km", "500–3.700 km", "3.700 km und mehr". */
export function haulLabel(t: Translate, haul: Haul): string {
  const { fromKm: from, belowKm: below } = haulBounds(haul);
  if (from === 0) return t("Flights.hauls.under", { below });
  return below === Infinity ? t("Flights.hauls.andMore", { from }) : t("Flights.hauls.between", { from, below });
}
