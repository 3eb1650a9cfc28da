import type { Principal } from "@/lib/auth/principal";
import { getDb, type Db } from "@/lib/db/client";
import { jsonResponse, successBody } from "./contract-body";
import { errorToResponse } from "./error-response";
import { authenticate } from "./authenticate";

/** What a Next.js 16 route handler receives: the request and a Promise of the route's params. */
export type RouteHandler<P extends object = object> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export interface ApiCall<P extends object> {
  request: Request;
  query: URLSearchParams;
  params: P;
  principal: Principal;
  db: Db;
}

export interface PublicCall<P extends object> {
  request: Request;
  query: URLSearchParams;
  params: P;
}

/**
 * THE wrapper for authenticated API routes: authenticates the key (rate limits included), runs the handler and
 * answers `{"success": true, ...payload}` (or the Response the handler made, for streamed lists); anything thrown becomes the contract's error answer (lib/api/error-response.ts).
 * Handlers only parse, call one lib function and return its payload: they never build an error body.
 */
export function apiRoute<P extends object = object>(handler: (call: ApiCall<P>) => Promise<object | Response>): RouteHandler<P> {
  return async (request, context) => {
    const url = new URL(request.url);
    try {
      const db = getDb();
      const principal = await authenticate(db, request.headers);
      const params = await context.params;
      const payload = await handler({ request, query: url.searchParams, params, principal, db });
      // a streamed answer (streamedListResponse) is already complete
      return payload instanceof Response ? payload : jsonResponse(successBody(payload));
    } catch (error) {
      return errorToResponse(error, `${request.method} ${url.pathname}`);
    }
  };
}

/** The same, for the few API documents that need no key (the OpenAPI description); answers the payload as it is. */
export function publicApiRoute<P extends object = object>(handler: (call: PublicCall<P>) => Promise<object>): RouteHandler<P> {
  return async (request, context) => {
    const url = new URL(request.url);
    try {
      const params = await context.params;
      return jsonResponse(await handler({ request, query: url.searchParams, params }));
    } catch (error) {
      return errorToResponse(error, `${request.method} ${url.pathname}`);
    }
  };
}
