/**
 * The dashboard's period: a year (?year=2025), the last 12 months (?range=12m) or a custom range (?since=…&until=…,
 * local dates at the origin, both ends included). A flight known only to its year or month stands at the first day of
 * it (Flight.date), so a range counts it when that day lies inside. Malformed values mean all time, never an error.
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

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isDate(text: string | null | undefined): text is string {
  return typeof text === "string" && DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

export function parseDashboardRange(value: (name: string) => string | null | undefined, now: Date): DashboardRange | null {
  const since = value("since");
  const until = value("until");
  if (isDate(since) || isDate(until)) {
    const from = isDate(since) ? since : "0001-01-01";
    const to = isDate(until) ? until : "9999-12-31";
    if (from > to) return null;
    const params: [string, string][] = [];
    if (isDate(since)) params.push(["since", since]);
    if (isDate(until)) params.push(["until", until]);
    return { since: from, until: to, label: `${isDate(since) ? since : "the start"} to ${isDate(until) ? until : "today"}`, params };
  }
  const year = value("year");
  if (year && /^\d{4}$/.test(year)) return { since: `${year}-01-01`, until: `${year}-12-31`, label: year, params: [["year", year]] };
  if (value("range") === "12m") {
    const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
    return { since: start.toISOString().slice(0, 10), until: now.toISOString().slice(0, 10), label: "the last 12 months", params: [["range", "12m"]] };
  }
  return null;
}
