import { Prisma } from "@/lib/db/generated/sqlite/client";
import { completedSql } from "../completed";

/**
 * Whose flights a dashboard chart aggregates, already authorised: a user id (that user's seats) or null (every flight).
 * Built from the domain's StatsScope by `dashboardFilter` so the rule stays in one place.
 */
export interface DashboardFilter {
  userId: string | null;
  now: Date;
}

/**
 * The completed flights of the filter as a FROM clause with the flight aliased `f` (each flight once):
 * for one user, driven from their seats (index Seat(userId, flightId); a user holds at most one seat per
 * flight), so other users' flights are never scanned; for everyone, the Flight table itself.
 */
export function completedFlightsFrom(filter: DashboardFilter): Prisma.Sql {
  const completed = completedSql('f."endsAt"', filter.now);
  if (filter.userId === null) return Prisma.sql`(SELECT * FROM "Flight" f WHERE ${completed}) f`;
  return Prisma.sql`(SELECT f.* FROM "Seat" s0 JOIN "Flight" f ON f."id" = s0."flightId" WHERE s0."userId" = ${filter.userId} AND ${completed}) f`;
}

/** Aggregates come back as bigint (COUNT on PostgreSQL), number, or string (numeric); charts want numbers. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string") return Number(value);
  if (value && typeof value === "object" && "toNumber" in value && typeof value.toNumber === "function") return Number(value.toNumber());
  return 0;
}
