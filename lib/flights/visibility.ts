import { Prisma } from "@/lib/db/prisma";
import { seesEveryone, type Principal } from "@/lib/auth/principal";

/**
 * The flights a principal may read, as a WHERE clause: admins and owners every flight, a regular user
 * the flights on which they hold a seat. A missing user id matches nothing (Prisma would silently drop an
 * undefined filter and match everything).
 */
export function visibleFlightsWhere(principal: Principal): Prisma.FlightWhereInput {
  if (seesEveryone(principal)) return {};
  const userId = principal.userId;
  if (typeof userId !== "string" || userId === "") return { id: { in: [] } };
  return { seats: { some: { userId } } };
}

/** The same rule as a raw SQL condition on a flight aliased `f`. */
export function visibleFlightSql(principal: Principal): Prisma.Sql {
  if (seesEveryone(principal)) return Prisma.sql`1 = 1`;
  const userId = principal.userId;
  if (typeof userId !== "string" || userId === "") return Prisma.sql`1 = 0`;
  return Prisma.sql`EXISTS (SELECT 1 FROM "Seat" vs WHERE vs."flightId" = f."id" AND vs."userId" = ${userId})`;
}

/**
 * The rule for a read already narrowed to `subjectUserId`'s seats (null: every flight): the caller's own seats are
 * the rule itself, anything else gets it spelled out.
 */
export function visibleInScopeSql(principal: Principal, subjectUserId: string | null): Prisma.Sql {
  return subjectUserId !== null && subjectUserId === principal.userId ? Prisma.sql`1 = 1` : visibleFlightSql(principal);
}

/**
 * The same rule for one flight, as a query answering `id` (column "pickedId") when the principal may read
 * that flight, else nothing. Starting from the caller's seat rather than testing each flight row with EXISTS
 * makes /api/flight/get's statement much faster on SQLite.
 */
export function visibleFlightIdSql(principal: Principal, id: number): Prisma.Sql {
  if (seesEveryone(principal)) return Prisma.sql`SELECT CAST(${id} AS INTEGER) AS "pickedId"`;
  const userId = principal.userId;
  if (typeof userId !== "string" || userId === "") return Prisma.sql`SELECT CAST(${id} AS INTEGER) AS "pickedId" WHERE 1 = 0`;
  return Prisma.sql`SELECT vs."flightId" AS "pickedId" FROM "Seat" vs WHERE vs."flightId" = ${id} AND vs."userId" = ${userId}`;
}
