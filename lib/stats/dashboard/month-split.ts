import { Prisma } from "@/lib/db/prisma";

/** A range of local dates at the origin, both ends included (YYYY-MM-DD). */
export interface DayRange {
  since: string;
  until: string;
}

/**
 * A range of local dates split into whole calendar months (read from the per-month rollups), the days outside them
 * that the range holds (read from their flights and added) and, when asked for, the days inside them that it does not
 * hold (read from their flights and taken away).
 */
export interface MonthSplit {
  months: DayRange | null;
  days: DayRange[];
  excluded: DayRange[];
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
const dateOf = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const partsOf = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;
const next = (year: number, month: number) => (month === 12 ? [year + 1, 1] : [year, month + 1]) as [number, number];
const previous = (year: number, month: number) => (month === 1 ? [year - 1, 12] : [year, month - 1]) as [number, number];

/**
 * The whole months of [since, until] and the days at either end. With `subtracting` (for counts and sums, which can
 * be taken away; not for records), a month the range holds most of is taken whole, less the days it does not hold:
 * the last 12 months up to the 27th read the month's three remaining days, not its first 27. A range inside one
 * month is read as days.
 */
export function splitIntoMonths(range: DayRange, options: { subtracting?: boolean } = {}): MonthSplit {
  const [sy, sm, sd] = partsOf(range.since);
  const [uy, um, ud] = partsOf(range.until);
  const oneMonth = sy === uy && sm === um;
  // a partial month at either end taken whole when fewer of its days lie outside the range than inside
  const wholeFirst = options.subtracting === true && !oneMonth && sd > 1 && sd - 1 < daysIn(sy, sm) - sd + 1;
  const wholeLast = options.subtracting === true && !oneMonth && ud < daysIn(uy, um) && daysIn(uy, um) - ud < ud;
  const first = sd === 1 || wholeFirst ? [sy, sm] : next(sy, sm);
  const last = ud === daysIn(uy, um) || wholeLast ? [uy, um] : previous(uy, um);
  const monthsSince = dateOf(first[0]!, first[1]!, 1);
  const monthsUntil = dateOf(last[0]!, last[1]!, daysIn(last[0]!, last[1]!));
  if (monthsSince > monthsUntil) return { months: null, days: [range], excluded: [] };
  const days: DayRange[] = [];
  const excluded: DayRange[] = [];
  if (wholeFirst) excluded.push({ since: monthsSince, until: dateOf(sy, sm, sd - 1) });
  else if (range.since < monthsSince) days.push({ since: range.since, until: dateOf(sy, sm, daysIn(sy, sm)) });
  if (wholeLast) excluded.push({ since: dateOf(uy, um, ud + 1), until: monthsUntil });
  else if (monthsUntil < range.until) days.push({ since: dateOf(uy, um, 1), until: range.until });
  return { months: { since: monthsSince, until: monthsUntil }, days, excluded };
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

/** Ranges of up to this many years are written month by month (monthsInSql); longer ones as one range (periodInSql). */
const MONTH_LIST_YEARS = 5;

/**
 * The rows periodInSql keeps, written as each year's list of months: (year = y AND month IN (…)) OR …, month 0 with
 * January. Both databases then read one short range of the (scope, year, month, kind, …) key per month, bounded by a
 * condition on the kind (StatPeriodEntry), where one range of (year, month) reads every kind of every month between.
 * A range of more years falls back to periodInSql (a list per year of a range such as 0001–9999 would be absurd).
 */
export function monthsInSql(r: string, months: DayRange): Prisma.Sql {
  const [sy, sm] = partsOf(months.since);
  const [uy, um] = partsOf(months.until);
  if (uy - sy >= MONTH_LIST_YEARS) return periodInSql(r, months);
  const years: Prisma.Sql[] = [];
  for (let year = sy; year <= uy; year++) {
    const [first, last] = [year === sy ? sm : 1, year === uy ? um : 12];
    const list = [...(first === 1 ? [0] : []), ...Array.from({ length: last - first + 1 }, (_, i) => first + i)];
    years.push(Prisma.sql`(${Prisma.raw(`${r}."year"`)} = ${year} AND ${Prisma.raw(`${r}."month"`)} IN (${Prisma.join(list)}))`);
  }
  return Prisma.sql`(${Prisma.join(years, " OR ")})`;
}
