/**
 * The calendar period a flight counts in on the per-year and per-month charts: the year and month of its local date
 * at the origin ("date", YYYY-MM-DD), month 0 for a flight known only to the year. `alias` is trusted SQL naming a
 * row with "date" and "datePrecision". The triggers of migration 20261125000000_dashboard_rollups spell out the same
 * expressions.
 */
export function periodYearSql(alias: string): string {
  return `CAST(SUBSTR(${alias}."date", 1, 4) AS INTEGER)`;
}

export function periodMonthSql(alias: string): string {
  return `CASE WHEN ${alias}."datePrecision" = 'year' THEN 0 ELSE CAST(SUBSTR(${alias}."date", 6, 2) AS INTEGER) END`;
}

/** The key StatBreakdown stores for a missing value (a primary key column cannot hold NULL on both databases). */
export const NO_VALUE_KEY = "";
