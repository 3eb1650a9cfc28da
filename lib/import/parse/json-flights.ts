import type { z } from "zod";
import { InputError } from "@/lib/errors";
import { describeZodError, parseTimeInput } from "@/lib/flights/flight-input";
import type { ImportRow, ImportTime, ParsedItem } from "../import-row";
import { jsonMembers } from "../read/json-stream";
import { textChunks } from "../read/text-source";

/** What the JSON formats (AirTrail, Contrail) share: walking the "flights" list, and reading ISO 8601 times. */

/**
 * Each element of the file's "flights" list, checked by `schema` and turned into a row by `toRow` (row = its 1-based
 * position). A flight the schema rejects, or for which `toRow` throws InputError, becomes a skip with the reason.
 */
export async function* jsonFlightItems<T>(
  path: string,
  schema: z.ZodType<T>,
  toRow: (row: number, flight: T) => ImportRow,
): AsyncGenerator<ParsedItem> {
  for await (const event of jsonMembers(textChunks(path), ["flights"])) {
    if (event.kind !== "element" || event.key !== "flights") continue;
    const row = event.index + 1;
    const parsed = schema.safeParse(event.value);
    if (!parsed.success) {
      yield { kind: "skip", row, reason: `Invalid flight: ${describeZodError(parsed.error)}` };
      continue;
    }
    try {
      yield { kind: "row", row: toRow(row, parsed.data) };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      yield { kind: "skip", row, reason: error.message };
    }
  }
}

/** ISO 8601 with an offset (an instant) or local "YYYY-MM-DDTHH:mm[:ss]"; otherwise InputError naming the field. */
export function isoTime(value: string, field: string): ImportTime {
  const parsed = parseTimeInput(value);
  if (!parsed) throw new InputError(`Invalid ${field}: ${value}`);
  return parsed.kind === "instant" ? { kind: "instant", at: parsed.instant } : { kind: "local", local: parsed.local };
}
