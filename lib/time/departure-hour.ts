import { HOUR_MS } from "./durations";
import { offsetMsAt } from "./zoned";

/**
 * The hour (0-23) of the departure on the origin's clock, or null without a departure time: the key of the chart
 * "flights by hour of departure". Stored with the flight (Flight.departureHour), as its other derived values.
 */
export function departureHourOf(departure: Date | number | null, originTz: string): number | null {
  if (departure === null) return null;
  const ms = typeof departure === "number" ? departure : departure.getTime();
  const wall = ms + offsetMsAt(ms, originTz);
  return ((Math.floor(wall / HOUR_MS) % 24) + 24) % 24;
}
