import { Prisma } from "@/lib/db/prisma";
import type { Dialect } from "@/lib/config/database-url";
import { upcomingSql } from "@/lib/flights/completed";

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

/** Rows of an end-month rollup (alias `m`) of the months after the current one: flights or seats all still ahead. */
export function monthsAheadSql(m: string, now: Date): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(`${m}."endMonth"`)} > ${endMonthOf(now).endMonth}`;
}

/** Rows of the current month still ahead, by an endsAt column (trusted SQL): after now, before next month's first instant. */
export function currentMonthAheadSql(column: string, now: Date): Prisma.Sql {
  return Prisma.sql`${upcomingSql(column, now)} AND ${Prisma.raw(column)} < ${endMonthOf(now).nextMonthStart}`;
}
