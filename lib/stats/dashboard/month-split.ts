import { Prisma } from "@/lib/db/generated/sqlite/client";

/** A range of local dates at the origin, both ends included (YYYY-MM-DD). */
export interface DayRange {
  since: string;
  until: string;
}

/** A range of local dates split into the whole calendar months inside it and the days before and after them. */
export interface MonthSplit {
  months: DayRange | null;
  days: DayRange[];
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
const dateOf = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const partsOf = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;

/** The first day of the first whole month of [since, …] and the last day of the last whole month of […, until]. */
export function splitIntoMonths(range: DayRange): MonthSplit {
  const [sy, sm, sd] = partsOf(range.since);
  const [uy, um, ud] = partsOf(range.until);
  const first = sd === 1 ? [sy, sm] : sm === 12 ? [sy + 1, 1] : [sy, sm + 1];
  const last = ud === daysIn(uy, um) ? [uy, um] : um === 1 ? [uy - 1, 12] : [uy, um - 1];
  const monthsSince = dateOf(first[0]!, first[1]!, 1);
  const monthsUntil = dateOf(last[0]!, last[1]!, daysIn(last[0]!, last[1]!));
  if (monthsSince > monthsUntil) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.since < monthsSince) {
    const [y, m] = first[1] === 1 ? [first[0]! - 1, 12] : [first[0]!, first[1]! - 1];
    days.push({ since: range.since, until: dateOf(y, m, daysIn(y, m)) });
  }
  if (monthsUntil < range.until) {
    const [y, m] = last[1] === 12 ? [last[0]! + 1, 1] : [last[0]!, last[1]! + 1];
    days.push({ since: dateOf(y, m, 1), until: range.until });
  }
  return { months: { since: monthsSince, until: monthsUntil }, days };
}

/**
 * Rows of alias `r` with a StatPeriod-style (year, month) inside the whole months: month 0 (known only to the year)
 * stands at 1 January, as its flights' date does. A bound inside a year is a row value, (year, month) >= (y, m),
 * which both databases read as one range of the (…, year, month) keys; a bound at a year's edge is a plain comparison
 * of the year. Either way PostgreSQL estimates them from its statistics of the year (a range of an expression got a
 * fixed guess of a few hundred rows and a sort spilled to disk), and reads no month outside the range (the pair of
 * year conditions with an OR on the month read whole years and filtered them).
 */
export function periodInSql(r: string, months: DayRange): Prisma.Sql {
  const [sy, sm] = partsOf(months.since);
  const [uy, um] = partsOf(months.until);
  const year = Prisma.raw(`${r}."year"`);
  const yearMonth = Prisma.raw(`(${r}."year", ${r}."month")`);
  // from month sm of the first year (from month 0 when sm is January); up to month um of the last
  const from = sm > 1 ? Prisma.sql`${yearMonth} >= (${sy}, ${sm})` : Prisma.sql`${year} >= ${sy}`;
  const until = um < 12 ? Prisma.sql`${yearMonth} <= (${uy}, ${um})` : Prisma.sql`${year} <= ${uy}`;
  return Prisma.sql`${from} AND ${until}`;
}
