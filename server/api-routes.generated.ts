// Generated from the route.ts files under app/api and app/airtrail/api by server/generate-api-routes.ts: do not edit. `npm run build`
// rewrites it (`npx tsx scripts/build-server.ts` alone too); server/api-routes.test.ts fails when it is not current.
import { apiRouteEntry, type ApiRouteEntry } from "./api-route-table";
import * as route0 from "@/app/airtrail/api/flight/delete/route";
import * as route1 from "@/app/airtrail/api/flight/export/route";
import * as route2 from "@/app/airtrail/api/flight/get/[id]/route";
import * as route3 from "@/app/airtrail/api/flight/list/route";
import * as route4 from "@/app/airtrail/api/flight/save/route";
import * as route5 from "@/app/airtrail/api/openapi.json/route";
import * as route6 from "@/app/airtrail/api/stats/route";
import * as route7 from "@/app/airtrail/api/[[...path]]/route";
import * as route8 from "@/app/api/flight/delete/route";
import * as route9 from "@/app/api/flight/export/route";
import * as route10 from "@/app/api/flight/from-boarding-pass/route";
import * as route11 from "@/app/api/flight/get/[id]/route";
import * as route12 from "@/app/api/flight/list/route";
import * as route13 from "@/app/api/flight/save/route";
import * as route14 from "@/app/api/health/route";
import * as route15 from "@/app/api/openapi.json/route";
import * as route16 from "@/app/api/stats/route";
import * as route17 from "@/app/api/stats/breakdown/route";
import * as route18 from "@/app/api/[[...path]]/route";

/** In Next.js's matching order: the first entry whose pattern matches a path answers it. */
export const API_ROUTES: ApiRouteEntry[] = [
  apiRouteEntry(["airtrail","api","flight","delete"], route0),
  apiRouteEntry(["airtrail","api","flight","export"], route1),
  apiRouteEntry(["airtrail","api","flight","get","[id]"], route2),
  apiRouteEntry(["airtrail","api","flight","list"], route3),
  apiRouteEntry(["airtrail","api","flight","save"], route4),
  apiRouteEntry(["airtrail","api","openapi.json"], route5),
  apiRouteEntry(["airtrail","api","stats"], route6),
  apiRouteEntry(["airtrail","api","[[...path]]"], route7),
  apiRouteEntry(["api","flight","delete"], route8),
  apiRouteEntry(["api","flight","export"], route9),
  apiRouteEntry(["api","flight","from-boarding-pass"], route10),
  apiRouteEntry(["api","flight","get","[id]"], route11),
  apiRouteEntry(["api","flight","list"], route12),
  apiRouteEntry(["api","flight","save"], route13),
  apiRouteEntry(["api","health"], route14),
  apiRouteEntry(["api","openapi.json"], route15),
  apiRouteEntry(["api","stats"], route16),
  apiRouteEntry(["api","stats","breakdown"], route17),
  apiRouteEntry(["api","[[...path]]"], route18),
];
