import { statsBreakdownAnswerSchema } from "@/lib/api/api-answers";
import { apiRoute } from "@/lib/api/api-route";
import type { PayloadOf } from "@/lib/api/contract-body";
import { routeMethods } from "@/lib/api/route-methods";
import { scopeParamsOf } from "@/lib/api/scope-query";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { authorizeScope } from "@/lib/scope/authorized-scope";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: apiRoute(async ({ db, principal, query }) => {
    const scope = await authorizeScope(db, principal, scopeParamsOf(query));
    const { breakdown } = await getStatsBreakdown(db, scope);
    return { breakdown } satisfies PayloadOf<typeof statsBreakdownAnswerSchema>;
  }),
});
