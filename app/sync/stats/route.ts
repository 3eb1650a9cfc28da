import { routeMethods } from "@/lib/api/transport/route-methods";
import { dashboardFigures } from "@/lib/sync/dashboard-figures";
import { sessionRoute } from "@/lib/sync/session-route";

export const dynamic = "force-dynamic";

// The offline dashboard's figures (components/offline/): the signed-in user's own stat cards, by session cookie.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: sessionRoute(async ({ db, principal }) => dashboardFigures(db, principal)),
});
