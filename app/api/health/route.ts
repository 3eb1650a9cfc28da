import { jsonAnswer } from "@/lib/api/answer";
import { answeringHandler } from "@/lib/api/api-route";
import { routeMethods } from "@/lib/api/route-methods";
import { getDb } from "@/lib/db/client";
import { checkHealth } from "@/lib/health/check-health";

export const dynamic = "force-dynamic";

// No key and no rate limit: container health checks and load balancers call it every few seconds.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: answeringHandler(async () => {
    const health = await checkHealth(getDb());
    return jsonAnswer(health, health.status === "ok" ? 200 : 503);
  }),
});
