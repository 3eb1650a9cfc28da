import { z } from "zod";
import { InputError } from "@/lib/errors";
import { flightIdJsonSchema, parseFlightId } from "./flight-id";

/** The body of POST /api/flight/delete (docs/contract/decisions.md "Further operations"). */
export const deleteBodySchema = z.strictObject({ id: flightIdJsonSchema });

/** The body → the id, or null when it is out of range (404); InputError with the contract's message otherwise. */
export function parseDeleteBody(body: unknown): number | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new InputError('Body must be {"id": <number>}');
  const parsed = deleteBodySchema.safeParse(body);
  if (!parsed.success) {
    const unknown = parsed.error.issues.find((issue) => issue.code === "unrecognized_keys");
    if (unknown) throw new InputError(`Unknown field: ${unknown.keys[0]}`);
    if (!("id" in body)) throw new InputError("id is required");
  }
  return parseFlightId((body as { id: unknown }).id);
}
