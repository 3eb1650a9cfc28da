import type { StreamAnswer } from "@/lib/api/transport/answer";
import { streamedListAnswer } from "@/lib/api/transport/contract-body";
import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { listChanges } from "@/lib/flights/change-feed";
import { toFlightBody } from "@/lib/flights/flight-body";
import { listFlightPages } from "@/lib/flights/list-flights";
import { authorizeScope } from "@/lib/scope/authorized-scope";

/**
 * The signed-in user's own flights for the offline copy (GET /sync/flights): with `since`, the change feed's answer
 * (cursor, deleted ids, changed flights: a cursor too old is 410, start again); without, the whole list. Always the
 * caller's own scope, whatever their role: the same functions as GET /api/flight/list, so both read one rule.
 */
export async function syncedFlights(db: Db, principal: Principal, since: Date | undefined): Promise<StreamAnswer> {
  const scope = await authorizeScope(db, principal, { scope: "mine" });
  if (!since) return streamedListAnswer("flights", listFlightPages(db, scope));
  const { cursor, deleted, flights } = await listChanges(db, scope, since, toFlightBody);
  return streamedListAnswer("flights", flights, { cursor, deleted });
}
