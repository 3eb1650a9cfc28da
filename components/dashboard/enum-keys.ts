import type { Messages, NestedKeyOf } from "next-intl";
import type { FlightReason, SeatClass, SeatPosition } from "@/lib/flights/enums";

type Key = NestedKeyOf<Messages>;

/**
 * The message keys of the flight body's enumerations as the dashboard, the review and share pages name them, for a
 * translator of the root: `t(SEAT_CLASS_KEYS.business)`. The API keeps the values themselves (lib/flights/enums.ts).
 */
export const SEAT_CLASS_KEYS = {
  economy: "Dashboard.seatClasses.economy",
  "economy+": "Dashboard.seatClasses.premiumEconomy",
  business: "Dashboard.seatClasses.business",
  first: "Dashboard.seatClasses.first",
  private: "Dashboard.seatClasses.private",
} as const satisfies Record<SeatClass, Key>;

export const SEAT_POSITION_KEYS = {
  window: "Dashboard.seatPositions.window",
  aisle: "Dashboard.seatPositions.aisle",
  middle: "Dashboard.seatPositions.middle",
  pilot: "Dashboard.seatPositions.pilot",
  copilot: "Dashboard.seatPositions.copilot",
  jumpseat: "Dashboard.seatPositions.jumpseat",
  other: "Dashboard.seatPositions.other",
} as const satisfies Record<SeatPosition, Key>;

export const FLIGHT_REASON_KEYS = {
  leisure: "Dashboard.flightReasons.leisure",
  business: "Dashboard.flightReasons.business",
  crew: "Dashboard.flightReasons.crew",
  other: "Dashboard.flightReasons.other",
} as const satisfies Record<FlightReason, Key>;

/** The key of a stored value in one of the maps above; undefined for a value it does not know (shown as it is). */
export function enumKey<K extends string, V extends Key>(keys: Record<K, V>, value: string): V | undefined {
  return Object.hasOwn(keys, value) ? keys[value as K] : undefined;
}
