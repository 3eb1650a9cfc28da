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
 * stands at 1 January, as its flights' date does. Written as plain comparisons of the two columns, and only those a
 * range needs (whole years need none on the month): PostgreSQL estimates them from its statistics, where a range of
 * an expression got a fixed guess of a few hundred rows and a sort spilled to disk instead of a hash.
 */
export function periodInSql(r: string, months: DayRange): Prisma.Sql {
  const [sy, sm] = partsOf(months.since);
  const [uy, um] = partsOf(months.until);
  const year = Prisma.raw(`${r}."year"`);
  const month = Prisma.raw(`${r}."month"`);
  const conditions = [Prisma.sql`${year} >= ${sy}`, Prisma.sql`${year} <= ${uy}`];
  // the first year from month sm (month 0, at 1 January, only when sm is January); the last up to month um
  if (sm > 1) conditions.push(Prisma.sql`(${year} > ${sy} OR ${month} >= ${sm})`);
  if (um < 12) conditions.push(Prisma.sql`(${year} < ${uy} OR ${month} <= ${um})`);
  return Prisma.join(conditions, " AND ");
}
