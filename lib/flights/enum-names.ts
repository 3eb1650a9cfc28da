import type { FlightReason, SeatClass, SeatPosition } from "./enums";

/**
 * The words the pages and the calendar use for the flight body's enumerations (lib/flights/enums.ts): one list, so
 * the dashboard, the flight page, the search form, share pages and calendar events name a value alike. No imports
 * beyond types: client components read it too.
 */
export const SEAT_CLASS_NAMES: Record<SeatClass, string> = {
  economy: "Economy",
  "economy+": "Premium economy",
  business: "Business",
  first: "First",
  private: "Private",
};

export const SEAT_POSITION_NAMES: Record<SeatPosition, string> = {
  window: "Window",
  aisle: "Aisle",
  middle: "Middle",
  pilot: "Pilot",
  copilot: "Co-pilot",
  jumpseat: "Jump seat",
  other: "Other",
};

export const FLIGHT_REASON_NAMES: Record<FlightReason, string> = {
  leisure: "Leisure",
  business: "Business",
  crew: "Crew",
  other: "Other",
};

const NAMES: Record<string, string> = { ...SEAT_CLASS_NAMES, ...SEAT_POSITION_NAMES, ...FLIGHT_REASON_NAMES };

/** The word for a seat class, seat position or flight reason; a value none of them knows, as it is. */
export function enumName(value: string): string {
  return NAMES[value] ?? value;
}
