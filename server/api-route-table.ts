import { HTTP_METHODS, type RouteMethods } from "@/lib/api/transport/route-methods";

/**
 * The pieces of the production server's /api route table (server/api-routes.generated.ts, generated from every
 * route.ts under app/api by server/generate-api-routes.ts): patterns written as Next.js names the folders
 * (`stats`, `[id]`, `[...path]`, `[[...path]]`), ordered and matched as Next.js does.
 */

/** next-auth's routes need Next's request context: the short path leaves them to Next, and the table skips them. */
export const NEXT_AUTH_PATH = "/api/auth";

export type RouteParams = Record<string, string | string[]>;

type PatternSegment =
  | { kind: "static"; value: string }
  | { kind: "param"; name: string }
  | { kind: "catchAll"; name: string; optional: boolean };

export interface ApiRouteEntry {
  /** the URL path's folder names, route groups left out: ["api", "flight", "get", "[id]"] */
  path: string[];
  pattern: PatternSegment[];
  methods: RouteMethods<RouteParams>;
}

/** One table row: the route module itself, whose type tsc checks (every API route exports routeMethods' seven). */
export function apiRouteEntry<P extends object>(path: string[], methods: RouteMethods<P>): ApiRouteEntry {
  const pattern = path.map(patternSegmentOf);
  if (HTTP_METHODS.some((method) => typeof methods[method] !== "function")) throw new Error(`/${path.join("/")}: use routeMethods`);
  return { path, pattern, methods: methods as unknown as RouteMethods<RouteParams> };
}

function patternSegmentOf(folder: string): PatternSegment {
  const optional = /^\[\[\.\.\.([^\]]+)\]\]$/.exec(folder);
  if (optional) return { kind: "catchAll", name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.([^\]]+)\]$/.exec(folder);
  if (catchAll) return { kind: "catchAll", name: catchAll[1]!, optional: false };
  const param = /^\[([^\]]+)\]$/.exec(folder);
  if (param) return { kind: "param", name: param[1]! };
  return { kind: "static", value: folder };
}

const RANK = { static: 0, param: 1, catchAll: 2, optionalCatchAll: 3 } as const;

function rankOf(segment: PatternSegment): number {
  if (segment.kind === "catchAll") return segment.optional ? RANK.optionalCatchAll : RANK.catchAll;
  return RANK[segment.kind];
}

/**
 * Next.js's order, most specific first: at the first folder where two paths differ, a static name before [param]
 * before [...catchAll] before [[...optional]] (static names alphabetically); a path before the paths under it.
 * The first route of this order that matches a URL is the one Next.js runs.
 */
export function compareRoutePaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const [left, right] = [patternSegmentOf(a[i]!), patternSegmentOf(b[i]!)];
    return rankOf(left) - rankOf(right) || (a[i]! < b[i]! ? -1 : 1);
  }
  return a.length - b.length;
}

/** The params of a decoded URL path matching the pattern (a catch-all takes the rest), or null. */
export function matchPattern(pattern: PatternSegment[], segments: string[]): RouteParams | null {
  const last = pattern[pattern.length - 1];
  if (last?.kind !== "catchAll" && pattern.length !== segments.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    if (expected.kind === "catchAll") {
      const rest = segments.slice(i);
      if (rest.length === 0 && !expected.optional) return null;
      if (rest.length > 0) params[expected.name] = rest;
      return params;
    }
    const actual = segments[i];
    if (actual === undefined) return null;
    if (expected.kind === "param") params[expected.name] = actual;
    else if (expected.value !== actual) return null;
  }
  return params;
}
