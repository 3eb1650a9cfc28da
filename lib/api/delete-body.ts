import { InputError } from "@/lib/errors";
import { parseFlightId } from "./flight-id";

/** The body of POST /api/flight/delete, `{"id": <number>}` → the id, or null when it is out of range (404). */
export function parseDeleteBody(body: unknown): number | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new InputError('Body must be {"id": <number>}');
  const keys = Object.keys(body);
  const unknown = keys.find((key) => key !== "id");
  if (unknown !== undefined) throw new InputError(`Unknown field: ${unknown}`);
  if (!("id" in body)) throw new InputError("id is required");
  return parseFlightId((body as { id: unknown }).id);
}
