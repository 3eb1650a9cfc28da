import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Principal } from "@/lib/auth/principal";
import type { ListPosition } from "@/lib/flights/read-flight";
import { visibleFlightsWhere } from "@/lib/flights/visibility";
import { yieldToEventLoop } from "@/lib/db/yield-to-event-loop";
import { scopeFlightWhere, scopeUserId, type StatsScope } from "@/lib/stats/scope";
import { readExportPage, type ExportFlight } from "./read-export-page";

/**
 * The flights an export covers, read a page at a time in the order of the log (oldest first, by sortAt then id), so
 * a large log is never loaded whole. The scope is re-checked against the role and combined with the visibility rule,
 * like every other reader of flights. Pages are small and the event loop gets a turn before each: on SQLite every
 * query runs synchronously, and one user's export must not stall everybody else's requests.
 */

export type { ExportFlight, ExportSeat } from "./read-export-page";

export const EXPORT_PAGE_SIZE = 25;

export function exportWhere(principal: Principal, scope: StatsScope): Prisma.FlightWhereInput {
  return { AND: [scopeFlightWhere(principal, scope), visibleFlightsWhere(principal)] };
}

export async function* exportFlights(db: Db, principal: Principal, scope: StatsScope, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportFlight> {
  const userId = scopeUserId(principal, scope);
  let after: ListPosition | undefined;
  for (;;) {
    await yieldToEventLoop();
    const page = await readExportPage(db, principal, userId, { take: pageSize, ascending: true, ...(after ? { after } : {}) });
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.position;
  }
}

/** The username whose log a scope is (mine: the caller; user: that user); null for everybody's. */
export async function subjectUsername(db: Db, principal: Principal, scope: StatsScope): Promise<string | null> {
  const userId = scope.kind === "mine" ? principal.userId : scope.kind === "user" ? scope.userId : null;
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true } });
  return user?.username ?? null;
}
