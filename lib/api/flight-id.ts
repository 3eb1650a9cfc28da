import { InputError } from "@/lib/errors";
import { isFlightId } from "@/lib/flights/enums";

export const FLIGHT_ID_NOT_A_NUMBER = "Flight id is not a number";

/**
 * Reads a flight id as the contract spells it: plain decimal digits (leading zeros allowed), else 400.
 * Digit strings outside the id range answer null: no flight has them, so the caller answers 404, never 500.
 * A JSON body may also give the id as a non-negative integer number.
 */
export function parseFlightId(value: unknown): number | null {
  const text = typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== "string" || !/^[0-9]+$/.test(text)) throw new InputError(FLIGHT_ID_NOT_A_NUMBER);
  const digits = text.replace(/^0+(?=\d)/, "");
  if (digits.length > 10) return null;
  const id = Number(digits);
  return isFlightId(id) ? id : null;
}
