import type { z } from "zod";
import { InputError } from "@/lib/errors";
import { describeZodError, parseTimeInput } from "@/lib/flights/flight-input";
import type { ImportRow, ImportTime, ParsedItem } from "../import-row";
import { jsonMembers } from "../read/json-stream";
import { textChunks } from "../read/text-source";
import { reasonOfError, SkipRowError, type ReasonValues } from "../reasons";

/** Shared by the JSON formats (AirTrail, Contrail, Miles & More): walking a list of flights, reading ISO 8601 times. */

/**
 * Each element of the file's "flights" list, checked by `schema` and turned into a row by `toRow` (row = its 1-based
 * position). A flight the schema rejects, or for which `toRow` throws InputError, becomes a skip with the reason.
 */
export function jsonFlightItems<T>(path: string, schema: z.ZodType<T>, toRow: (row: number, flight: T) => ImportRow): AsyncGenerator<ParsedItem> {
  return jsonListItems(path, { key: "flights", noun: "flight" }, schema, toRow);
}

/** Which top-level list holds the flights, what one is called in a skip's reason, and when to refuse the file. */
export interface JsonFlightList {
  key: string;
  noun: ReasonValues["invalidRecord"]["record"];
  /**
   * InputError message when the list has no element (it is missing, empty or not a list: the reader cannot tell an
   * empty list from none); unset: the caller checked the file beforehand
   */
  missing?: string;
}

/** jsonFlightItems for a list of any name. */
export async function* jsonListItems<T>(
  path: string,
  list: JsonFlightList,
  schema: z.ZodType<T>,
  toRow: (row: number, flight: T) => ImportRow,
): AsyncGenerator<ParsedItem> {
  let sawElement = false;
  for await (const event of jsonMembers(textChunks(path), [list.key])) {
    if (event.key !== list.key || event.kind !== "element") continue;
    sawElement = true;
    const row = event.index + 1;
    const parsed = schema.safeParse(event.value);
    if (!parsed.success) {
      yield { kind: "skip", row, reason: { code: "invalidRecord", values: { record: list.noun, detail: describeZodError(parsed.error) } } };
      continue;
    }
    try {
      yield { kind: "row", row: toRow(row, parsed.data) };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      yield { kind: "skip", row, reason: reasonOfError(error) };
    }
  }
  if (!sawElement && list.missing) throw new InputError(list.missing);
}

/** ISO 8601 with an offset (an instant) or local "YYYY-MM-DDTHH:mm[:ss]"; otherwise SkipRowError naming the field. */
export function isoTime(value: string, field: string): ImportTime {
  const parsed = parseTimeInput(value);
  if (!parsed) throw new SkipRowError({ code: "invalidTimeValue", values: { name: field, cell: value } });
  return parsed.kind === "instant" ? { kind: "instant", at: parsed.instant } : { kind: "local", local: parsed.local };
}
