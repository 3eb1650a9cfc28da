import { jsonAnswer } from "@/lib/api/transport/answer";
import { answeringHandler } from "@/lib/api/transport/api-route";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { getDb } from "@/lib/db/client";
import { healthOfThisProcess } from "@/lib/health/shared-health-check";

export const dynamic = "force-dynamic";

// No key and no rate limit: container health checks and load balancers call it every few seconds. A flood of calls
// costs no database work beyond the shared check's one read a second.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: answeringHandler(async () => {
    const health = await healthOfThisProcess(getDb());
    return jsonAnswer(health, health.status === "ok" ? 200 : 503);
  }),
});
