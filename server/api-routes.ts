import * as catchAll from "@/app/api/[[...path]]/route";
import * as flightDelete from "@/app/api/flight/delete/route";
import * as flightExport from "@/app/api/flight/export/route";
import * as flightGet from "@/app/api/flight/get/[id]/route";
import * as flightList from "@/app/api/flight/list/route";
import * as flightSave from "@/app/api/flight/save/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as stats from "@/app/api/stats/route";
import type { RouteHandler } from "@/lib/api/api-route";
import { HTTP_METHODS, notAllowedHandlerOf, type HttpMethod, type RouteMethods } from "@/lib/api/route-methods";

/**
 * The JSON API's routes, each the very module Next.js serves from app/api (so `next dev` and the production
 * server answer with the same handlers). Segments are matched after percent-decoding; `:name` is a parameter.
 * /api/auth/* is not here: next-auth needs Next's request context, so the server hands it to Next.
 */
interface ApiRoute {
  segments: string[];
  methods: RouteMethods<never>;
}

const ROUTES: ApiRoute[] = [
  { segments: ["api", "stats"], methods: stats },
  { segments: ["api", "flight", "get", ":id"], methods: flightGet },
  { segments: ["api", "flight", "list"], methods: flightList },
  { segments: ["api", "flight", "save"], methods: flightSave },
  { segments: ["api", "flight", "delete"], methods: flightDelete },
  { segments: ["api", "flight", "export"], methods: flightExport },
  { segments: ["api", "openapi.json"], methods: openApi },
] as unknown as ApiRoute[];

const NOT_FOUND = catchAll as unknown as RouteMethods<never>;

export interface MatchedRoute {
  handler: RouteHandler<Record<string, string>>;
  params: Record<string, string>;
}

/**
 * The handler for a decoded /api path and method: a route's, or the catch-all's 404 when no route matches or the
 * path names none (null). A method beyond HTTP_METHODS (TRACE, PROPFIND, ...) gets the route's 405.
 */
export function matchApiRoute(segments: string[] | null, method: string): MatchedRoute {
  const known = (HTTP_METHODS as readonly string[]).includes(method);
  if (segments) {
    for (const route of ROUTES) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      const handler = known ? route.methods[method as HttpMethod] : notAllowedHandlerOf(route.methods);
      if (handler) return { handler: handler as RouteHandler<Record<string, string>>, params };
    }
  }
  return { handler: NOT_FOUND[known ? (method as HttpMethod) : "GET"] as RouteHandler<Record<string, string>>, params: {} };
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const actual = segments[i]!;
    if (expected.startsWith(":")) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}
