import { InputError } from "@/lib/errors";
import { customRange, isRangeDate, isRangeYear, LAST_12_MONTHS, lastTwelveMonths, yearRange, type DashboardRange } from "@/lib/stats/dashboard/dashboard-range";
import { singleParam } from "./query-params";

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
