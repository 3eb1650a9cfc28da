import { statsAnswerSchema } from "@/lib/api/schemas/answers";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { scopeParamsOf } from "@/lib/api/schemas/query-params";
import { getStats } from "@/lib/stats/get-stats";
import { authorizeScope } from "@/lib/scope/authorized-scope";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: apiRoute(async ({ db, principal, query }) => {
    const scope = await authorizeScope(db, principal, scopeParamsOf(query));
    return { stats: await getStats(db, scope) } satisfies PayloadOf<typeof statsAnswerSchema>;
  }),
});
