import { sinceParamOf } from "@/lib/api/schemas/query-params";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { sessionRoute } from "@/lib/sync/session-route";
import { syncedFlights } from "@/lib/sync/synced-flights";

export const dynamic = "force-dynamic";

// The offline copy's feed (components/offline/): the signed-in user's own flights, by session cookie.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: sessionRoute(async ({ db, principal, query }) => syncedFlights(db, principal, sinceParamOf(query))),
});
