import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/prisma";
import type { ListPosition } from "@/lib/flights/read-flight";
import { visibleFlightsWhere } from "@/lib/flights/visibility";
import { yieldToEventLoop } from "@/lib/db/yield-to-event-loop";
import { scopeFlightWhere, type AuthorizedScope } from "@/lib/scope/authorized-scope";
import { readExportPage, type ExportFlight } from "./read-export-page";

/**
 * The flights an export covers, read a page at a time in the order of the log (oldest first, by sortAt then id), so
 * a large log is never loaded whole. The authorized scope is combined with its caller's visibility rule,
 * like every other reader of flights. Pages are small and the event loop gets a turn before each: on SQLite every
 * query runs synchronously, and one user's export must not stall everybody else's requests.
 */

export type { ExportFlight, ExportSeat } from "./read-export-page";

export const EXPORT_PAGE_SIZE = 25;

export function exportWhere(scope: AuthorizedScope): Prisma.FlightWhereInput {
  return { AND: [scopeFlightWhere(scope), visibleFlightsWhere(scope.principal)] };
}

export async function* exportFlights(db: Db, scope: AuthorizedScope, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportFlight> {
  let after: ListPosition | undefined;
  for (;;) {
    await yieldToEventLoop();
    const page = await readExportPage(db, scope.principal, scope.subjectUserId, { take: pageSize, ascending: true, ...(after ? { after } : {}) });
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.position;
  }
}

/** The username whose log a scope is (mine: the caller; user: that user); null for everybody's. */
export async function subjectUsername(db: Db, scope: AuthorizedScope): Promise<string | null> {
  const userId = scope.subjectUserId;
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true } });
  return user?.username ?? null;
}
