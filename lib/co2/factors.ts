/**
 * How CO₂ is estimated (docs/features.md, "How CO₂ is estimated"; page /docs/co2): the UK government's greenhouse-gas
 * conversion factors for company reporting, 2024, condensed set version 1, sheet "Business travel- air", column
 * "With RF" (kg CO₂e per passenger.km, including the indirect, non-CO₂ effects of aviation: radiative forcing, which
 * DESNZ applies as +70 % on the CO₂ part). DESNZ's factors already include its 8 % uplift on the great-circle
 * distance (planes do not fly the direct route), so they multiply the great-circle distance as it is.
 * Source: https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024
 *
 * DESNZ names its hauls by territory relative to the UK; a flight log spans the world, so the haul here is chosen by
 * great-circle distance (HAUL_BANDS, our choice, documented in docs/features.md). A seat is one passenger.
 */

export const CO2_SOURCE = {
  publisher: "UK Department for Energy Security and Net Zero (DESNZ)",
  title: "Greenhouse gas reporting: conversion factors 2024",
  year: 2024,
  table: "Condensed set, version 1, sheet “Business travel- air”, With RF, kg CO₂e per passenger.km",
  url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024",
} as const;

export const HAULS = ["domestic", "short", "long"] as const;
export type Haul = (typeof HAULS)[number];

/** The cabins DESNZ publishes factors for; "average" is its "Average passenger", for a seat of unknown class. */
export const CABINS = ["economy", "premiumEconomy", "business", "first", "average"] as const;
export type Cabin = (typeof CABINS)[number];

/**
 * Distance bands (km, great-circle): a flight belongs to the first band whose upper bound it stays below.
 * Below 500 km: DESNZ's "Domestic, to/from UK" (short hops, turboprops and regional jets); below 3,700 km: its
 * "Short-haul, to/from UK" (flights within Europe from the UK reach about that far); from 3,700 km: its "Long-haul".
 */
export const HAUL_BANDS: readonly { haul: Haul; belowKm: number }[] = [
  { haul: "domestic", belowKm: 500 },
  { haul: "short", belowKm: 3700 },
  { haul: "long", belowKm: Infinity },
];

/**
 * The published factors, kg CO₂e per passenger.km with RF, exactly as in the 2024 sheet (rows "Flights").
 * DESNZ publishes only "Average passenger" for domestic flights and no premium economy or first class for short-haul:
 * the cabins it leaves out are filled in by CABIN_FALLBACK below, never by invented numbers.
 */
export const DESNZ_2024_WITH_RF: Readonly<Record<Haul, Partial<Record<Cabin, number>>>> = {
  domestic: { average: 0.27257 },
  short: { average: 0.18592, economy: 0.18287, business: 0.2743 },
  long: { average: 0.26128, economy: 0.20011, premiumEconomy: 0.32015, business: 0.58028, first: 0.8004 },
};

/** Where a haul has no factor for a cabin: short-haul premium economy and first take business (the premium cabin of
 * a narrow-body flight), and any cabin of a domestic flight takes its only factor, average passenger. */
const CABIN_FALLBACK: Readonly<Record<Cabin, readonly Cabin[]>> = {
  economy: ["average"],
  premiumEconomy: ["business", "average"],
  business: ["average"],
  first: ["business", "average"],
  average: [],
};

/** The app's seat classes (lib/flights/enums.ts) to DESNZ cabins; a private flight has no published factor and an
 * unknown class is DESNZ's "average passenger". */
export function cabinOf(seatClass: string | null): Cabin {
  switch (seatClass) {
    case "economy":
      return "economy";
    case "economy+":
      return "premiumEconomy";
    case "business":
      return "business";
    case "first":
      return "first";
    default:
      return "average";
  }
}

/** The haul of a flight of this great-circle distance. */
export function haulOf(distanceKm: number): Haul {
  return HAUL_BANDS.find((band) => distanceKm < band.belowKm)!.haul;
}

/** kg CO₂e per passenger.km for a seat of this class on a flight of this haul. */
export function co2FactorOf(haul: Haul, seatClass: string | null): number {
  const factors = DESNZ_2024_WITH_RF[haul];
  const cabin = cabinOf(seatClass);
  for (const candidate of [cabin, ...CABIN_FALLBACK[cabin]]) {
    const factor = factors[candidate];
    if (factor !== undefined) return factor;
  }
  throw new Error(`no CO₂ factor for ${haul} ${cabin}`);
}

/** The one rule for a seat's CO₂: kg CO₂e of one passenger in this class over this great-circle distance. */
export function seatCo2Kg(distanceKm: number, seatClass: string | null): number {
  return distanceKm * co2FactorOf(haulOf(distanceKm), seatClass);
}

/** The haul bands as SQL over a distance column (the rollup's triggers and rebuild; a test checks they agree). */
export function haulSql(distanceColumn: string): string {
  const [domestic, short] = HAUL_BANDS;
  return `CASE WHEN ${distanceColumn} < ${domestic!.belowKm} THEN 'domestic' WHEN ${distanceColumn} < ${short!.belowKm} THEN 'short' ELSE 'long' END`;
}
