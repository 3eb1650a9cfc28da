import { answeringHandler, type RouteHandler } from "./api-route";
import { errorAnswer, errorBody, MESSAGES, type ErrorBodyOf } from "./contract-body";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteMethods<P extends object> = Record<HttpMethod, RouteHandler<P>>;

/**
 * Every HTTP method for one route: the given handlers, HEAD answered by GET, and a JSON 405 with `Allow` for the
 * rest (Next's own 405 and OPTIONS answers have no JSON body). Routing comes before authentication, so the 405
 * is answered whatever the key. Use as `export const { GET, HEAD, POST, ... } = routeMethods({ GET: apiRoute(...) })`;
 * `errorBodyOf` writes the 405 in another API's error body.
 */
export function routeMethods<P extends object>(
  handlers: { GET?: RouteHandler<P>; POST?: RouteHandler<P> },
  errorBodyOf: ErrorBodyOf = errorBody,
): RouteMethods<P> {
  const implemented: Partial<Record<HttpMethod, RouteHandler<P>>> = { ...handlers };
  if (handlers.GET) implemented.HEAD = handlers.GET;
  const allow = HTTP_METHODS.filter((method) => implemented[method]).join(", ");
  const notAllowed = answeringHandler<P>(async () => errorAnswer(405, MESSAGES.methodNotAllowed, { allow }, errorBodyOf));
  notAllowedHandlers.add(notAllowed as RouteHandler<never>);
  const methods = {} as RouteMethods<P>;
  for (const method of HTTP_METHODS) methods[method] = implemented[method] ?? notAllowed;
  return methods;
}

const notAllowedHandlers = new WeakSet<RouteHandler<never>>();

/**
 * The 405 answer of a route made by routeMethods, for a method outside HTTP_METHODS (TRACE, PROPFIND, ...) that the
 * production server's short path receives; a route whose every method is implemented or 404 gives null.
 */
export function notAllowedHandlerOf<P extends object>(methods: RouteMethods<P>): RouteHandler<P> | null {
  for (const method of HTTP_METHODS) {
    if (notAllowedHandlers.has(methods[method] as RouteHandler<never>)) return methods[method];
  }
  return null;
}

/** Every method answering 404 JSON: for the /api catch-all (an unknown path is 404 whatever the method or key). */
export function notFoundMethods<P extends object>(errorBodyOf: ErrorBodyOf = errorBody): RouteMethods<P> {
  const notFound = answeringHandler<P>(async () => errorAnswer(404, MESSAGES.notFound, {}, errorBodyOf));
  const methods = {} as RouteMethods<P>;
  for (const method of HTTP_METHODS) methods[method] = notFound;
  return methods;
}
