import { HAUL_BANDS, type Haul } from "@/lib/co2/factors";
import { formatInteger } from "./units";

/** Where the method is explained (app/docs/co2/page.tsx; docs/features.md, "How CO₂ is estimated"). */
export const CO2_METHOD_HREF = "/docs/co2";

const tonnes = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "144 kg CO₂e" below ten tonnes, "12.3 t CO₂e" from there. */
export function formatCo2(kg: number): string {
  return kg < 10_000 ? `${formatInteger(Math.round(kg))} kg CO₂e` : `${tonnes.format(kg / 1000)} t CO₂e`;
}

/** A haul band by its distances (lib/co2/factors.ts HAUL_BANDS): "Under 500 km", "500–3,700 km", "3,700 km and more". */
export function haulName(haul: Haul): string {
  const index = HAUL_BANDS.findIndex((band) => band.haul === haul);
  const from = index > 0 ? HAUL_BANDS[index - 1]!.belowKm : 0;
  const below = HAUL_BANDS[index]!.belowKm;
  if (from === 0) return `Under ${formatInteger(below)} km`;
  return below === Infinity ? `${formatInteger(from)} km and more` : `${formatInteger(from)}–${formatInteger(below)} km`;
}
