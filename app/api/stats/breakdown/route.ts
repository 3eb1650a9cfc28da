import type { rangedStatsBreakdownAnswerSchema, statsBreakdownAnswerSchema } from "@/lib/api/schemas/answers";
import { apiRoute } from "@/lib/api/transport/api-route";
import { type PayloadOf } from "@/lib/api/transport/contract-body";
import { rangeParamsOf, scopeParamsOf } from "@/lib/api/schemas/query-params";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { getRangedBreakdown } from "@/lib/stats/breakdown/ranged-breakdown";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { authorizeScope } from "@/lib/scope/authorized-scope";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: apiRoute(async ({ db, principal, query }) => {
    const now = new Date();
    const params = scopeParamsOf(query);
    const range = rangeParamsOf(query, now);
    const scope = await authorizeScope(db, principal, params);
    if (range) {
      const { totals, breakdown } = await getRangedBreakdown(db, scope, now, range);
      return { period: { since: range.since, until: range.until }, totals, breakdown } satisfies PayloadOf<typeof rangedStatsBreakdownAnswerSchema>;
    }
    const { breakdown } = await getStatsBreakdown(db, scope, now);
    return { breakdown } satisfies PayloadOf<typeof statsBreakdownAnswerSchema>;
  }),
});
