import type { SeatClass } from "./enums";

/**
 * The compartment code of a boarding pass as a seat class: the one table. The letters and their cabins are those of
 * IATA Resolution 728 (P, F, A first; J, C, D, I, Z business; W premium economy; S, Y and the discounted economy
 * letters B, H, K, L, M, N, Q, T, V, X). Carriers that print a booking class of their own there may mean another
 * cabin by some letter; the table keeps to the standard, and a letter it does not define (R, the supersonic cabin,
 * or E, G, O, U, which carriers use for different cabins) records no class rather than a guessed one.
 */
const SEAT_CLASS_BY_COMPARTMENT: Readonly<Record<string, SeatClass>> = {
  P: "first",
  F: "first",
  A: "first",
  J: "business",
  C: "business",
  D: "business",
  I: "business",
  Z: "business",
  W: "economy+",
  Y: "economy",
  B: "economy",
  H: "economy",
  K: "economy",
  L: "economy",
  M: "economy",
  N: "economy",
  Q: "economy",
  S: "economy",
  T: "economy",
  V: "economy",
  X: "economy",
};

/** The seat class of a compartment code; null when the code is absent or not in the table. */
export function seatClassOfCompartment(code: string | null): SeatClass | null {
  return code !== null && Object.hasOwn(SEAT_CLASS_BY_COMPARTMENT, code) ? SEAT_CLASS_BY_COMPARTMENT[code]! : null;
}
