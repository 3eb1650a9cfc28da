import type { Translate } from "@/components/format/translator";
import type { FlightListUnit } from "@/lib/flights/flight-list-filters";

/** The list's flight count: "1 flight", "12,345 flights", or "More than 10,000 flights" where it was not counted to the end. */
export function flightCountText(t: Translate, total: number | null, bound: number): string {
  return total === null ? t("Flights.list.moreThan", { bound }) : t("Flights.list.count", { count: total });
}

/**
 * A drill-down list's total in the unit of the figure it came from, beside its flights: "3 seats on 2 flights" (each
 * seat of the class counts, guests too on everyone's flights), "5 visits on 4 flights" (a flight counts once per end at
 * the place: twice at an airport it leaves and lands at, twice in a country it flies within).
 */
export function measureText(t: Translate, unit: Exclude<FlightListUnit, "flights">, count: number, total: number | null, bound: number): string {
  return total === null ? t("Flights.list.measureOnMore", { unit, count, bound }) : t("Flights.list.measureOn", { unit, count, flights: total });
}
