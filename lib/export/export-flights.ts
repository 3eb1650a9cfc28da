import type { Db } from "@/lib/db/client";
import type { Aircraft, Airline, Airport, Flight, Prisma, Seat } from "@/lib/db/generated/sqlite/client";
import type { Principal } from "@/lib/auth/principal";
import { visibleFlightsWhere } from "@/lib/flights/visibility";
import { scopeFlightWhere, type StatsScope } from "@/lib/stats/scope";

/**
 * The flights an export covers, read a page at a time in the order of the log (oldest first, by sortAt then id), so
 * a large log is never loaded whole. The scope is re-checked against the role and combined with the visibility rule,
 * like every other reader of flights.
 */

export type ExportSeat = Seat & { user: { username: string; displayName: string } | null };
export type ExportFlight = Flight & { from: Airport; to: Airport; airline: Airline | null; aircraft: Aircraft | null; seats: ExportSeat[] };

const PAGE = 500;

export function exportWhere(principal: Principal, scope: StatsScope): Prisma.FlightWhereInput {
  return { AND: [scopeFlightWhere(principal, scope), visibleFlightsWhere(principal)] };
}

export async function* exportFlights(db: Db, principal: Principal, scope: StatsScope): AsyncGenerator<ExportFlight> {
  const where = exportWhere(principal, scope);
  let after: { sortAt: Date; id: number } | null = null;
  for (;;) {
    const page: ExportFlight[] = await db.flight.findMany({
      where: after
        ? { AND: [where, { OR: [{ sortAt: { gt: after.sortAt } }, { sortAt: after.sortAt, id: { gt: after.id } }] }] }
        : where,
      orderBy: [{ sortAt: "asc" }, { id: "asc" }],
      take: PAGE,
      include: {
        from: true,
        to: true,
        airline: true,
        aircraft: true,
        seats: { orderBy: { id: "asc" }, include: { user: { select: { username: true, displayName: true } } } },
      },
    });
    yield* page;
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    after = { sortAt: last.sortAt, id: last.id };
  }
}

/** The username whose log a scope is (mine: the caller; user: that user); null for everybody's. */
export async function subjectUsername(db: Db, principal: Principal, scope: StatsScope): Promise<string | null> {
  const userId = scope.kind === "mine" ? principal.userId : scope.kind === "user" ? scope.userId : null;
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true } });
  return user?.username ?? null;
}
