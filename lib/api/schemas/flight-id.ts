import { z } from "zod";
import { InputError } from "@/lib/errors";
import { isFlightId } from "@/lib/flights/enums";

export const FLIGHT_ID_NOT_A_NUMBER = "Flight id is not a number";

/** docs/contract/decisions.md "Order of checks": a flight id is spelled as plain decimal digits. */
const FLIGHT_ID_DIGITS = /^[0-9]+$/;

/** A flight id as a path segment (the API description's schema). */
export const flightIdTextSchema = z
  .string()
  .regex(FLIGHT_ID_DIGITS)
  .meta({ description: "decimal digits (leading zeros allowed); anything else is 400 Flight id is not a number" });

/**
 * A flight id in a JSON body: a non-negative integer, or the same decimal digits a path takes (the contract's one
 * rule for a flight id, decisions.md "Order of checks": `{"id": "5"}` spells the number 5, as /flight/get/5 does).
 */
export const flightIdJsonSchema = z
  .union([z.int().min(0), flightIdTextSchema])
  .meta({ description: "the flight id: an integer, or its decimal digits as a string; ids out of range are 404" });

/**
 * Reads a flight id as the contract spells it: plain decimal digits (leading zeros allowed), else 400.
 * Digit strings outside the id range answer null: no flight has them, so the caller answers 404, never 500.
 * A JSON body may also give the id as a non-negative integer number.
 */
export function parseFlightId(value: unknown): number | null {
  const parsed = flightIdJsonSchema.safeParse(value);
  if (!parsed.success) throw new InputError(FLIGHT_ID_NOT_A_NUMBER);
  const digits = String(parsed.data).replace(/^0+(?=\d)/, "");
  if (digits.length > 10) return null;
  const id = Number(digits);
  return isFlightId(id) ? id : null;
}
