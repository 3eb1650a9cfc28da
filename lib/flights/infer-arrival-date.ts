import { AppError } from "@/lib/errors";
import { inferArrival } from "@/lib/time/arrival-day";
import { ZoneClock } from "@/lib/time/zone-clock";
import { localDateOf, localToInstant } from "@/lib/time/zoned";

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

/**
 * The local arrival date ("YYYY-MM-DD") of a flight whose arrival is known only as a time of day, by the same rule
 * as imports (lib/time/arrival-day.ts): the first time that time of day comes round at the destination after
 * the departure, so an arrival earlier than the departure in UTC terms is the next day. Null when the departure
 * ("YYYY-MM-DDTHH:mm", local at the origin), a zone or the time cannot be read.
 */
export function inferArrivalDate(departureLocal: string, fromTz: string, arrivalTime: string, toTz: string): string | null {
  if (!TIME_RE.test(arrivalTime)) return null;
  try {
    const departure = localToInstant(departureLocal, fromTz, "departure");
    return localDateOf(inferArrival(new ZoneClock(), departure, arrivalTime, toTz, null), toTz);
  } catch (error) {
    if (error instanceof AppError || error instanceof RangeError) return null;
    throw error;
  }
}
