/**
 * The dashboard's period: a year (?year=2025), the last 12 months (?range=12m) or a custom range (?since=…&until=…,
 * local dates at the origin, both ends included). A flight known only to its year or month stands at the first day of
 * it (Flight.date), so a range counts it when that day lies inside. The page reads malformed values as all time
 * (parseDashboardRange); the API refuses them (lib/api/schemas/query-params.ts). Both build their ranges here.
 */
export interface DashboardRange {
  /** YYYY-MM-DD, inclusive */
  since: string;
  /** YYYY-MM-DD, inclusive */
  until: string;
  /** what the page says: "2025", "the last 12 months", "2024-03-01 to 2024-09-30" */
  label: string;
  /** the query parameters that name it */
  params: [string, string][];
}

/** The value of `range` that means the last 12 months, the only one there is. */
export const LAST_12_MONTHS = "12m";

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date, YYYY-MM-DD, that exists (no 2023-02-29). */
export function isRangeDate(text: string | null | undefined): text is string {
  return typeof text === "string" && DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** A year of four digits, 0001 to 9999 (also the API description's pattern). */
export const RANGE_YEAR = /^(?!0000)\d{4}$/;

export function isRangeYear(text: string | null | undefined): text is string {
  return typeof text === "string" && RANGE_YEAR.test(text);
}

export function yearRange(year: string): DashboardRange {
  return { since: `${year}-01-01`, until: `${year}-12-31`, label: year, params: [["year", year]] };
}

/** The 365 or 366 days ending today (UTC). */
export function lastTwelveMonths(now: Date): DashboardRange {
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { since: start.toISOString().slice(0, 10), until: now.toISOString().slice(0, 10), label: "the last 12 months", params: [["range", LAST_12_MONTHS]] };
}

/** From `since` to `until`, either end open (undefined); null when since is after until. */
export function customRange(since: string | undefined, until: string | undefined): DashboardRange | null {
  const from = since ?? "0001-01-01";
  const to = until ?? "9999-12-31";
  if (from > to) return null;
  const params: [string, string][] = [];
  if (since !== undefined) params.push(["since", since]);
  if (until !== undefined) params.push(["until", until]);
  return { since: from, until: to, label: `${since ?? "the start"} to ${until ?? "today"}`, params };
}

/** The page's reading: a custom range before a year before the last 12 months; anything malformed is all time (null). */
export function parseDashboardRange(value: (name: string) => string | null | undefined, now: Date): DashboardRange | null {
  const since = value("since");
  const until = value("until");
  if (isRangeDate(since) || isRangeDate(until)) return customRange(isRangeDate(since) ? since : undefined, isRangeDate(until) ? until : undefined);
  const year = value("year");
  if (isRangeYear(year)) return yearRange(year);
  if (value("range") === LAST_12_MONTHS) return lastTwelveMonths(now);
  return null;
}
