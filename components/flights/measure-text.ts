import type { FlightListUnit } from "@/lib/flights/flight-list-filters";

/**
 * A drill-down list's total in the unit of the figure it came from, beside its flights: "3 seats on 2 flights" (each
 * seat of the class counts, guests too on everyone's flights), "5 visits on 4 flights" (a flight counts once per end at
 * the place: twice at an airport it leaves and lands at, twice in a country it flies within).
 */
export function measureText(unit: Exclude<FlightListUnit, "flights">, count: number, flights: string): string {
  const noun = unit === "seats" ? (count === 1 ? "seat" : "seats") : count === 1 ? "visit" : "visits";
  return `${count.toLocaleString("en-US")} ${noun} on ${flights}`;
}
