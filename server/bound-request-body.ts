import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody, MESSAGES } from "@/lib/api/transport/contract-body";
import { DISCARD_UNREAD_BODY_BYTES, discardUnreadBody } from "./discard-unread-body";
import type { BodyLimit } from "./request-body-limits";
import { setApiSecurityHeaders } from "./security-headers";

type Push = (chunk: Buffer | null) => boolean;

/**
 * Keeps a request's body within its limit (server/request-body-limits.ts) before anything reads it, then calls
 * `proceed` (at once, or once a held body has ended and fits); when the server answers the 413 itself, never.
 * A declared Content-Length within the limit bounds the body already (Node's parser reads no further); any other
 * body is counted where Node's parser hands each piece to the request stream, before any reader sees it.
 * What comes past the limit is dropped up to DISCARD_UNREAD_BODY_BYTES, so the client can read the answer and the
 * connection serves its next request; beyond that the connection is closed.
 */
export function boundRequestBody(request: IncomingMessage, response: ServerResponse, limit: BodyLimit, proceed: () => void): void {
  const declared = declaredLength(request);
  const chunked = declared === null && request.headers["transfer-encoding"] !== undefined;
  if (limit.keeper === "server") {
    if (declared !== null && declared > limit.bytes) return refuse(request, response);
    if (chunked) return hold(request, response, limit.bytes, proceed);
    return proceed();
  }
  if (chunked || (declared !== null && declared > limit.bytes)) cap(request, response, limit.bytes);
  proceed();
}

function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers["content-length"];
  // Node's parser refuses a malformed or doubled Content-Length before a request gets here
  return header === undefined ? null : Number(header);
}

/** The server's own 413, in the API's JSON and headers; the unread rest is drained within the bound. */
function refuse(request: IncomingMessage, response: ServerResponse): void {
  if (response.headersSent) return;
  const text = JSON.stringify(errorBody(413, MESSAGES.payloadTooLarge));
  setApiSecurityHeaders(response);
  response.statusCode = 413;
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.setHeader("content-length", Buffer.byteLength(text));
  response.setHeader("cache-control", "no-store");
  // before Node's own 'finish' listener, which would read an unread body to its end (server/create-app-server.ts)
  response.prependOnceListener("finish", () => discardUnreadBody(request));
  response.end(text);
}

/**
 * Takes over the parser's pushes into the request stream: Node's HTTP parser hands every piece of a body to
 * `request.push` (and `push(null)` at its end) before any listener or reader sees it, whichever framework reads.
 * Answers the stream's own push, which passes a piece on.
 */
function intercept(request: IncomingMessage, onPush: Push): Push {
  const push = request.push.bind(request) as Push;
  (request as { push: Push }).push = onPush;
  return push;
}

/** For the "server" keeper: holds a chunked body until it ends; hands it over if it fits, else answers 413. */
function hold(request: IncomingMessage, response: ServerResponse, maxBytes: number, proceed: () => void): void {
  let held: Buffer[] = [];
  let total = 0;
  let over = false;
  const push = intercept(request, (chunk) => {
    if (over) return drop(chunk);
    if (chunk === null) {
      for (const piece of held) push(piece);
      held = [];
      push(null);
      proceed();
      return true;
    }
    total += chunk.length;
    if (total <= maxBytes) held.push(chunk);
    else {
      over = true;
      held = [];
      refuse(request, response);
    }
    return true;
  });
  const drop = dropper(request, response, push);
  // a client that goes away mid-body leaves nothing to answer
  request.once("close", () => {
    held = [];
  });
}

/**
 * For the "handler" keeper: hands the body over as it comes, up to one byte past the limit, so the handler's own
 * reader refuses it; the rest is dropped. A reader that would read on waits instead, holding no more than that.
 */
function cap(request: IncomingMessage, response: ServerResponse, maxBytes: number): void {
  let total = 0;
  let over = false;
  const push = intercept(request, (chunk) => {
    if (over) return drop(chunk);
    if (chunk === null) return push(null);
    const room = maxBytes + 1 - total;
    total += chunk.length;
    if (chunk.length < room) return push(chunk);
    over = true;
    push(chunk.subarray(0, room));
    return true;
  });
  const drop = dropper(request, response, push);
}

/**
 * What comes past the limit: dropped, up to DISCARD_UNREAD_BODY_BYTES (then the connection is closed). The body's
 * end is passed on only once the answer is out, so no reader ever takes the cut body for a whole one.
 */
function dropper(request: IncomingMessage, response: ServerResponse, push: Push): Push {
  let dropped = 0;
  let ended = false;
  response.once("finish", () => {
    if (ended) push(null);
  });
  return (chunk) => {
    if (chunk === null) {
      ended = true;
      if (response.writableFinished) push(null);
      return true;
    }
    dropped += chunk.length;
    if (dropped > DISCARD_UNREAD_BODY_BYTES) request.socket?.destroy();
    return true;
  };
}
