import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { toFlightBody, type FlightBody, type FlightSource } from "./flight-body";
import { yieldToEventLoop } from "@/lib/db/yield-to-event-loop";
import { readVisibleFlights, type ListPosition } from "./read-flight";

export interface ListFlightsOptions {
  /** at most this many flights (all when omitted) */
  take?: number;
  /** skip this many of the newest first */
  skip?: number;
}

/**
 * The flights of a scope, newest first: by departure, or the start of the date at the origin (sortAt),
 * then by id descending. The authorized scope is combined with its caller's visibility rule.
 */
export async function listFlights(
  db: Db,
  scope: AuthorizedScope,
  options: ListFlightsOptions = {},
): Promise<FlightBody[]> {
  const rows = await readVisibleFlights(db, scope.principal, scope.subjectUserId, options);
  return rows.map(toFlightBody);
}

/**
 * Flights per query when a whole list is streamed (/api/flight/list): small, since on SQLite each page holds the
 * event loop while it is read.
 */
export const LIST_PAGE_SIZE = 50;

/**
 * The same list in pages, each read by its own query continuing after the previous page's last flight (keyset
 * paging: no OFFSET to rescan). Memory stays at one page however many flights the scope holds. Pages are not
 * one snapshot: a flight written while the list streams may or may not appear, but none appears twice.
 */
export function listFlightPages(db: Db, scope: AuthorizedScope, pageSize = LIST_PAGE_SIZE): AsyncGenerator<FlightBody[]> {
  return listFlightPagesAs(db, scope, toFlightBody, pageSize);
}

/** The same pages in another API's shape (the AirTrail-compatible one): the same query and rule, another body. */
export async function* listFlightPagesAs<T>(
  db: Db,
  scope: AuthorizedScope,
  shape: (row: FlightSource) => T,
  pageSize = LIST_PAGE_SIZE,
  changedSince?: Date,
): AsyncGenerator<T[]> {
  let after: ListPosition | undefined;
  for (;;) {
    if (after) await yieldToEventLoop();
    const page = await readVisibleFlights(db, scope.principal, scope.subjectUserId, { take: pageSize, ...(after ? { after } : {}), ...(changedSince ? { changedSince } : {}) });
    yield page.map(shape);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.position;
  }
}
