// Generated from the route.ts files under app/api by server/generate-api-routes.ts: do not edit. `npm run build`
// rewrites it (`npx tsx scripts/build-server.ts` alone too); server/api-routes.test.ts fails when it is not current.
import { apiRouteEntry, type ApiRouteEntry } from "./api-route-table";
import * as route0 from "@/app/api/flight/delete/route";
import * as route1 from "@/app/api/flight/export/route";
import * as route2 from "@/app/api/flight/get/[id]/route";
import * as route3 from "@/app/api/flight/list/route";
import * as route4 from "@/app/api/flight/save/route";
import * as route5 from "@/app/api/openapi.json/route";
import * as route6 from "@/app/api/stats/route";
import * as route7 from "@/app/api/[[...path]]/route";

/** In Next.js's matching order: the first entry whose pattern matches a path answers it. */
export const API_ROUTES: ApiRouteEntry[] = [
  apiRouteEntry(["api","flight","delete"], route0),
  apiRouteEntry(["api","flight","export"], route1),
  apiRouteEntry(["api","flight","get","[id]"], route2),
  apiRouteEntry(["api","flight","list"], route3),
  apiRouteEntry(["api","flight","save"], route4),
  apiRouteEntry(["api","openapi.json"], route5),
  apiRouteEntry(["api","stats"], route6),
  apiRouteEntry(["api","[[...path]]"], route7),
];
