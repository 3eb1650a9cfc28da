import { z } from "zod";
import { InputError } from "@/lib/errors";
import { singleParam } from "./query-params";

/** An instant: ISO 8601 date and time with an offset (`Z` or `±hh:mm`); a local time names no instant. */
export const sinceSchema = z.iso.datetime({ offset: true });

export const SINCE_MESSAGE = "since: must be an instant, ISO 8601 with an offset (e.g. 2026-11-26T14:00:00.000Z)";

/**
 * The change feed's `since` parameter of /api/flight/list (and AirTrail's): absent for the whole list, else the
 * instant from which changes are asked (lib/flights/change-feed.ts). Given twice, or not an instant: 400 naming it.
 */
export function sinceParamOf(query: URLSearchParams): Date | undefined {
  const text = singleParam(query, "since", "since must be given at most once");
  if (text === undefined) return undefined;
  const parsed = sinceSchema.safeParse(text);
  const instant = parsed.success ? new Date(parsed.data) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) throw new InputError(SINCE_MESSAGE, "since");
  return instant;
}
