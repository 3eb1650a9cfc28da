import type { RouteHandler } from "@/lib/api/transport/api-route";
import { HTTP_METHODS, notAllowedHandlerOf, type HttpMethod } from "@/lib/api/transport/route-methods";
import { matchPattern, type ApiRouteEntry, type RouteParams } from "./api-route-table";
import { API_ROUTES } from "./api-routes.generated";

export interface MatchedRoute {
  handler: RouteHandler<RouteParams>;
  params: RouteParams;
}

/**
 * The handler for a decoded /api path and method, from the table generated from app/api: the very modules Next.js
 * serves, so `next dev` and the production server answer with the same handlers (an unknown path reaches
 * app/api/[[...path]], the JSON 404). A method beyond HTTP_METHODS (TRACE, PROPFIND, ...) gets the route's 405.
 * Null when no route answers: the caller's 404.
 */
export function matchApiRoute(segments: string[], method: string, routes: ApiRouteEntry[] = API_ROUTES): MatchedRoute | null {
  const known = (HTTP_METHODS as readonly string[]).includes(method);
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    const handler = known ? route.methods[method as HttpMethod] : notAllowedHandlerOf(route.methods);
    if (handler) return { handler, params };
  }
  return null;
}
