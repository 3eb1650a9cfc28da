import { Prisma } from "@/lib/db/prisma";

/**
 * When a flight counts (docs/contract/decisions.md "Statistics semantics", Completed): once its end instant has been
 * reached, judged at request time: endsAt <= now. Every statistic, chart, list badge and cache bound asks here.
 * `column` is trusted SQL naming an endsAt column, e.g. `f."endsAt"`.
 */
export function completedSql(column: string, now: Date): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} <= ${now}`;
}

/** The complement: not over yet at `now` (the rollups subtract these flights). */
export function upcomingSql(column: string, now: Date): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} > ${now}`;
}

/** The same rule for a row already read. */
export function isCompleted(endsAt: Date, now: Date): boolean {
  return endsAt.getTime() <= now.getTime();
}

/** The same rule as a Prisma filter on Flight (tests' naive oracles, which load flights through Prisma). */
export function completedWhere(now: Date): Prisma.FlightWhereInput {
  return { endsAt: { lte: now } };
}
