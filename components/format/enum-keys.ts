import type { Messages, NestedKeyOf } from "next-intl";
import type { FlightReason, SeatClass, SeatPosition } from "@/lib/flights/enums";
import type { Translate } from "./translator";

/**
 * The message keys of the flight body's enumerations (lib/flights/enums.ts), read with a root translator:
 * `useTranslations()(SEAT_CLASS_KEYS.business)`. One list, so every page names a value alike.
 */
export const SEAT_CLASS_KEYS = {
  economy: "Flights.seatClasses.economy",
  "economy+": "Flights.seatClasses.premiumEconomy",
  business: "Flights.seatClasses.business",
  first: "Flights.seatClasses.first",
  private: "Flights.seatClasses.private",
} as const satisfies Record<SeatClass, NestedKeyOf<Messages>>;

export const SEAT_POSITION_KEYS = {
  window: "Flights.seatPositions.window",
  aisle: "Flights.seatPositions.aisle",
  middle: "Flights.seatPositions.middle",
  pilot: "Flights.seatPositions.pilot",
  copilot: "Flights.seatPositions.copilot",
  jumpseat: "Flights.seatPositions.jumpseat",
  other: "Flights.seatPositions.other",
} as const satisfies Record<SeatPosition, NestedKeyOf<Messages>>;

export const FLIGHT_REASON_KEYS = {
  leisure: "Flights.reasons.leisure",
  business: "Flights.reasons.business",
  crew: "Flights.reasons.crew",
  other: "Flights.reasons.other",
} as const satisfies Record<FlightReason, NestedKeyOf<Messages>>;

type KeyOf<T> = T[keyof T];
export type EnumKey = KeyOf<typeof SEAT_CLASS_KEYS> | KeyOf<typeof SEAT_POSITION_KEYS> | KeyOf<typeof FLIGHT_REASON_KEYS>;

/** A value's key in one of the lists, or null for a value it does not know (shown as it is). */
export function enumKeyIn<K extends string>(keys: Readonly<Record<string, K>>, value: string): K | null {
  return Object.hasOwn(keys, value) ? keys[value]! : null;
}

/** A value's word in the page's language, read with the root translator; a value the list does not know as it is. */
export function enumLabel(t: Translate, keys: Readonly<Record<string, EnumKey>>, value: string): string {
  const key = enumKeyIn(keys, value);
  return key ? t(key) : value;
}
