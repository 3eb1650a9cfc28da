import { flightListAnswerSchema } from "@/lib/api/schemas/answers";
import { apiRoute } from "@/lib/api/transport/api-route";
import { type PayloadOf, streamedListAnswer } from "@/lib/api/transport/contract-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { scopeParamsOf, sinceParamOf } from "@/lib/api/schemas/query-params";
import { listChanges } from "@/lib/flights/change-feed";
import { toFlightBody } from "@/lib/flights/flight-body";
import { listFlightPages } from "@/lib/flights/list-flights";
import { authorizeScope } from "@/lib/scope/authorized-scope";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: apiRoute(async ({ db, principal, query }) => {
    const params = scopeParamsOf(query);
    const since = sinceParamOf(query);
    const scope = await authorizeScope(db, principal, params);
    if (since) {
      const { cursor, deleted, flights } = await listChanges(db, scope, since, toFlightBody);
      return streamedListAnswer("flights", flights, { cursor, deleted });
    }
    const pages: AsyncGenerator<PayloadOf<typeof flightListAnswerSchema>["flights"]> = listFlightPages(db, scope);
    return streamedListAnswer("flights", pages);
  }),
});
