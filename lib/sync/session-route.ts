import "server-only";
import { isOwnAnswer, jsonAnswer, type ApiAnswer } from "@/lib/api/transport/answer";
import { answeringHandler, type RouteHandler } from "@/lib/api/transport/api-route";
import { errorToAnswer, successBody } from "@/lib/api/transport/contract-body";
import type { Principal } from "@/lib/auth/principal";
import { getCurrentSession } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { UnauthorizedError } from "@/lib/errors";

export interface SessionCall {
  request: Request;
  query: URLSearchParams;
  principal: Principal;
  db: Db;
}

/**
 * The wrapper for the offline app's sync routes (/sync/**): like apiRoute, but authenticated by the browser's session
 * cookie (the /api routes take only keys). Answers `{"success": true, ...payload}` or the contract's error body (no
 * session: 401); every answer is `no-store` (jsonAnswer, streamedListAnswer), so no HTTP cache keeps a user's data.
 */
export function sessionRoute(handler: (call: SessionCall) => Promise<object | ApiAnswer>): RouteHandler {
  return answeringHandler(async (request) => {
    const url = new URL(request.url);
    try {
      const session = await getCurrentSession();
      if (!session) throw new UnauthorizedError();
      const payload = await handler({ request, query: url.searchParams, principal: session.principal, db: getDb() });
      return isOwnAnswer(payload) ? payload : jsonAnswer(successBody(payload));
    } catch (error) {
      return errorToAnswer(error, `${request.method} ${url.pathname}`);
    }
  });
}
