import type { Principal } from "@/lib/auth/principal";
import { getDb, type Db } from "@/lib/db/client";
import { isOwnAnswer, jsonAnswer, responseOf, type ApiAnswer } from "./answer";
import { errorBody, type ErrorBodyOf, errorToAnswer, successBody } from "./contract-body";
import { authenticate } from "./authenticate";

/** A handler's answer before any transport (lib/api/transport/answer.ts), from what a Next.js 16 route handler receives. */
export type AnswerHandler<P extends object = object> = (request: Request, context: { params: Promise<P> }) => Promise<ApiAnswer>;

/**
 * What a Next.js 16 route handler is: the request and a Promise of the route's params in, a Response out. Handlers
 * made here also carry `answer`, the same handler giving its answer value, which the production server writes to
 * Node's response itself (server/node-api-handler.ts).
 */
export interface RouteHandler<P extends object = object> {
  (request: Request, context: { params: Promise<P> }): Promise<Response>;
  readonly answer?: AnswerHandler<P>;
}

/** A route handler for Next.js (a Response) that also offers its answer value to the production server. */
export function answeringHandler<P extends object>(answer: AnswerHandler<P>): RouteHandler<P> & { answer: AnswerHandler<P> } {
  return Object.assign(async (request: Request, context: { params: Promise<P> }) => responseOf(await answer(request, context)), { answer });
}

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
 * answers `{"success": true, ...payload}` (or the handler's own answer: a stream, for lists, or JSON with headers of its own); anything thrown becomes the contract's error answer (errorToAnswer).
 * Handlers only parse, call one lib function and return its payload: they never build an error body.
 * `errorBodyOf` picks the error bodies' shape: the contract's unless another API's (the AirTrail-compatible one).
 */
export function apiRoute<P extends object = object>(
  handler: (call: ApiCall<P>) => Promise<object | ApiAnswer>,
  errorBodyOf: ErrorBodyOf = errorBody,
): RouteHandler<P> {
  return answeringHandler(async (request, context) => {
    const url = new URL(request.url);
    try {
      const db = getDb();
      const principal = await authenticate(db, request.headers);
      const params = await context.params;
      const payload = await handler({ request, query: url.searchParams, params, principal, db });
      return isOwnAnswer(payload) ? payload : jsonAnswer(successBody(payload));
    } catch (error) {
      return errorToAnswer(error, `${request.method} ${url.pathname}`, errorBodyOf);
    }
  });
}

/** The same, for the few API documents that need no key (the OpenAPI descriptions); answers the payload as it is. */
export function publicApiRoute<P extends object = object>(
  handler: (call: PublicCall<P>) => Promise<object>,
  errorBodyOf: ErrorBodyOf = errorBody,
): RouteHandler<P> {
  return answeringHandler(async (request, context) => {
    const url = new URL(request.url);
    try {
      const params = await context.params;
      return jsonAnswer(await handler({ request, query: url.searchParams, params }));
    } catch (error) {
      return errorToAnswer(error, `${request.method} ${url.pathname}`, errorBodyOf);
    }
  });
}
