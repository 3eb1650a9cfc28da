import type { Dialect } from "@/lib/db/database-url";

/**
 * The calendar month (UTC) of a flight's end as the end-month rollups key it (StatSeatEndMonth, StatFlightEndMonth):
 * yyyymm. A month after the current one holds only flights not yet completed, so what the dashboard of scope all
 * takes away for them is those months' rows whole, plus the current month's remaining flights one by one.
 */
export function endMonthOf(at: Date): { endMonth: number; nextMonthStart: Date } {
  const [year, month] = [at.getUTCFullYear(), at.getUTCMonth()];
  return { endMonth: year * 100 + month + 1, nextMonthStart: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The same in SQL, of an endsAt column (trusted SQL): SQLite holds instants as unix milliseconds, PostgreSQL as UTC timestamps. */
export function endMonthSql(dialect: Dialect, column: string): string {
  return dialect === "sqlite" ? `CAST(strftime('%Y%m', ${column} / 1000.0, 'unixepoch') AS INTEGER)` : `CAST(to_char(${column}, 'YYYYMM') AS INTEGER)`;
}
