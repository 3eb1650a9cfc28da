import { z } from "zod";
import { InputError } from "@/lib/errors";
import type { ScopeParams } from "@/lib/scope/authorized-scope";
import { customRange, isRangeDate, isRangeYear, LAST_12_MONTHS, lastTwelveMonths, yearRange, type DashboardRange } from "@/lib/stats/dashboard/dashboard-range";

/**
 * A query parameter that may appear at most once. Repeating it is a 400 with `repeatedMessage`
 * (docs/contract/decisions.md: a repeated scope is "Invalid scope", a repeated userId is 400).
 */
export function singleParam(query: URLSearchParams, name: string, repeatedMessage: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw new InputError(repeatedMessage);
  return values[0];
}

/**
 * The scope parameters of /api/stats and /api/flight/list, each allowed at most once
 * (docs/contract/decisions.md: a repeated scope is 400 Invalid scope, a repeated userId is 400).
 * Their meaning and the role checks are lib/scope/authorized-scope.ts authorizeScope's job.
 */
export function scopeParamsOf(query: URLSearchParams): ScopeParams {
  return {
    scope: singleParam(query, "scope", "Invalid scope"),
    userId: singleParam(query, "userId", "userId must be given at most once"),
  };
}

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

/**
 * The period parameters of /api/stats/breakdown, the dashboard's (lib/stats/dashboard/dashboard-range.ts): `year`,
 * `range=12m`, or `since` and/or `until` (local dates at the origin, inclusive). None: all time (null). Unlike the page,
 * which reads anything malformed as all time, a key holder's script gets a 400 naming the parameter: a malformed,
 * repeated or contradictory period, or a range that ends before it starts.
 */
export function rangeParamsOf(query: URLSearchParams, now: Date): DashboardRange | null {
  const [year, range, since, until] = (["year", "range", "since", "until"] as const).map((name) => singleParam(query, name, `${name} must be given at most once`));
  const given = [year !== undefined && "year", range !== undefined && "range", (since !== undefined || until !== undefined) && "since"].filter((name) => name !== false);
  if (given.length > 1) throw new InputError("give one period: year, range, or since and until", given[1]);
  if (year !== undefined) {
    if (!isRangeYear(year)) throw new InputError("year: must be a year of four digits, 0001 to 9999", "year");
    return yearRange(year);
  }
  if (range !== undefined) {
    if (range !== LAST_12_MONTHS) throw new InputError(`range: must be ${LAST_12_MONTHS} (the last 12 months)`, "range");
    return lastTwelveMonths(now);
  }
  if (since === undefined && until === undefined) return null;
  for (const [name, value] of [["since", since], ["until", until]] as const) {
    if (value !== undefined && !isRangeDate(value)) throw new InputError(`${name}: must be a date, YYYY-MM-DD`, name);
  }
  const custom = customRange(since, until);
  if (!custom) throw new InputError("since: must not be after until", "since");
  return custom;
}
