/** The enumerations of docs/contract/decisions.md "Flight body" (all lower case). */
export const SEAT_POSITIONS = ["window", "aisle", "middle", "pilot", "copilot", "jumpseat", "other"] as const;
export const SEAT_CLASSES = ["economy", "economy+", "business", "first", "private"] as const;
export const FLIGHT_REASONS = ["leisure", "business", "crew", "other"] as const;
export { DATE_PRECISIONS, type DatePrecision } from "@/lib/time/zoned";

export type SeatPosition = (typeof SEAT_POSITIONS)[number];
export type SeatClass = (typeof SEAT_CLASSES)[number];
export type FlightReason = (typeof FLIGHT_REASONS)[number];

/** Largest flight id (the INTEGER primary key range); larger digit strings are simply not found. */
export const MAX_FLIGHT_ID = 2_147_483_647;

/** True for an integer that can be a flight id. */
export function isFlightId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_FLIGHT_ID;
}
