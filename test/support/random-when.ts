import type { FlightInput } from "@/lib/flights/flight-input";
import type { Random } from "@/lib/random";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * When a random test flight happens on `day` (YYYY-MM-DD), in one of the four ways the rules treat apart: timed
 * (departure at `departureHour`, UTC, arrival late that day), to the day, or known only to the month or to the year.
 */
export function randomWhen(random: Random, day: string, departureHour: number = random.int(24)): Pick<FlightInput, "date" | "departure" | "arrival"> {
  const kind = random.int(4);
  if (kind === 0) return { departure: `${day}T${pad(departureHour)}:10Z`, arrival: `${day}T23:${pad(20 + random.int(40))}Z` };
  return kind === 1 ? { date: day } : kind === 2 ? { date: day.slice(0, 7) } : { date: day.slice(0, 4) };
}
