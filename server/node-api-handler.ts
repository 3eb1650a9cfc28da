import type { IncomingMessage, ServerResponse } from "node:http";
import { createGzip } from "node:zlib";
import { answerOfResponse, type ApiAnswer } from "@/lib/api/transport/answer";
import { airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { errorAnswer, errorBody, MESSAGES } from "@/lib/api/transport/contract-body";
import { decodePathSegments } from "@/lib/api/transport/path-segments";
import { HTTP_METHODS, type HttpMethod } from "@/lib/api/transport/route-methods";
import { isClientAbort, logDebug } from "@/lib/log";
import { NEXT_AUTH_PATH } from "./api-route-table";
import { discardUnreadBody } from "./discard-unread-body";
import { matchApiRoute } from "./match-api-route";
import { setApiSecurityHeaders } from "./security-headers";
import { errorMessage } from "@/lib/errors";

/**
 * The JSON API's fast path in the production server (server.ts): a request under /api/ (except next-auth's
 * /api/auth/ with GET, HEAD or POST) or under the AirTrail-compatible /airtrail/api/ goes straight to its route
 * handler, whatever its method: the very module Next.js serves from app/api or app/airtrail/api, found through the
 * table generated from them (server/api-routes.generated.ts).
 * The handler's answer value is written to Node's response here, skipping Next's request pipeline, which costs
 * more CPU per request than the API's own work. Returns false for requests it leaves to Next.
 */
export function handleApiRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const rawUrl = request.url ?? "/";
  if (!rawUrl.startsWith("/api/") && !rawUrl.startsWith(AIRTRAIL_PREFIX)) return false;
  const method = (request.method ?? "GET").toUpperCase();
  const nextAuth = rawUrl.startsWith(`${NEXT_AUTH_PATH}/`) || rawUrl === NEXT_AUTH_PATH;
  if (nextAuth && NEXT_AUTH_METHODS.includes(method)) return false;
  setApiSecurityHeaders(response);
  const answering = nextAuth
    ? send(errorAnswer(405, MESSAGES.methodNotAllowed, { allow: NEXT_AUTH_METHODS.join(", ") }), response, method === "HEAD", false)
    : answer(request, response, method, rawUrl);
  void answering
    .catch((error: unknown) => {
      if (isClientAbort(error)) logDebug("[api] client went away before the answer was sent");
      else console.error("[api] failed to answer:", errorMessage(error));
      if (!response.headersSent) return send(errorAnswer(500, MESSAGES.internal), response, false, false);
      response.destroy();
    })
    .finally(() => discardUnreadBody(request));
  return true;
}

const AIRTRAIL_PREFIX = "/airtrail/api/";

/** next-auth's routes (app/api/auth/[...nextauth]) answer these through Next; any other method is a JSON 405 here. */
const NEXT_AUTH_METHODS = ["GET", "HEAD", "POST"];

function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

async function answer(request: IncomingMessage, response: ServerResponse, method: string, rawUrl: string): Promise<void> {
  const queryAt = rawUrl.indexOf("?");
  const segments = decodePathSegments(queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt));
  // An undecodable or empty segment (`/api/%`, `/api/stats/`) names no route: 404, before authentication.
  const route = segments && !segments.includes("") ? matchApiRoute(segments, method) : null;
  if (!route) {
    const bodyOf = rawUrl.startsWith(AIRTRAIL_PREFIX) ? airtrailErrorBody : errorBody;
    return send(errorAnswer(404, MESSAGES.notFound, {}, bodyOf), response, method === "HEAD", false);
  }
  // Any other method Node parses (TRACE, PROPFIND, ...) gets the route's 405 or the 404, which read neither the
  // method nor the body; a Web Request cannot even carry TRACE or CONNECT.
  const webRequest = isHttpMethod(method) ? toWebRequest(request, method, rawUrl) : new Request(`http://localhost${rawUrl}`);
  const context = { params: Promise.resolve(route.params) };
  const { handler } = route;
  const answered = handler.answer ? await handler.answer(webRequest, context) : answerOfResponse(await handler(webRequest, context));
  await send(answered, response, method === "HEAD", acceptsGzip(request));
}

function toWebRequest(request: IncomingMessage, method: HttpMethod, rawUrl: string): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://localhost${rawUrl}`, {
    method,
    headers,
    ...(hasBody ? { body: bodyOf(request), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * The request body as a Web stream, read only when the handler asks. Unlike Readable.toWeb, cancelling it
 * (readJsonBody does, past 1 MB) does not destroy the socket: the 413 must still reach the client.
 */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const onData = (chunk: Buffer) => {
    controller?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller?.desiredSize ?? 0) <= 0) request.pause();
  };
  // guarded: after a cancel, or once the answer is out (discardUnreadBody), the stream may be closed already
  const onEnd = () => {
    try {
      controller?.close();
    } catch {
      // already closed
    }
  };
  const onError = (error: Error) => controller?.error(error);
  const stopListening = () => {
    request.off("data", onData).off("end", onEnd).off("error", onError);
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(streamController) {
        if (!controller) {
          controller = streamController;
          request.on("data", onData).once("end", onEnd).once("error", onError);
        }
        request.resume();
      },
      cancel() {
        stopListening();
        request.resume(); // the rest is discarded
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
}

/**
 * Writes an answer to Node's response: JSON as the string it is, a stream chunk by chunk. Bodies are gzipped for
 * clients that accept it unless the answer says `no-transform` (small JSON, see lib/api/transport/answer.ts), as Next's
 * compression would.
 */
function send(answer: ApiAnswer, response: ServerResponse, headOnly: boolean, gzip: boolean): Promise<void> {
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  const compress = gzip && !/\bno-transform\b/i.test(answer.headers["cache-control"] ?? "");
  if (answer.kind === "json") {
    sendText(answer.text, response, headOnly, compress);
    return Promise.resolve();
  }
  return sendStream(answer.body, response, headOnly, compress);
}

function sendText(text: string, response: ServerResponse, headOnly: boolean, compress: boolean): void {
  if (compress && !headOnly) {
    gzipInto(response).end(text);
    return;
  }
  response.setHeader("content-length", Buffer.byteLength(text));
  response.end(headOnly ? undefined : text);
}

async function sendStream(body: ReadableStream<Uint8Array> | null, response: ServerResponse, headOnly: boolean, compress: boolean): Promise<void> {
  if (headOnly || !body) {
    await body?.cancel().catch(() => undefined); // an export frees its slot
    response.end();
    return;
  }
  const sink = compress ? gzipInto(response) : response;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (response.destroyed) {
      // the client went away: stop producing (an export would otherwise read on to the end)
      await reader.cancel().catch(() => undefined);
      return;
    }
    if (!sink.write(value)) await drainedOrClosed(sink, response);
  }
  sink.end();
}

function gzipInto(response: ServerResponse): NodeJS.WritableStream {
  response.removeHeader("content-length");
  response.setHeader("content-encoding", "gzip");
  response.setHeader("vary", "Accept-Encoding");
  const gzipStream = createGzip();
  gzipStream.pipe(response);
  return gzipStream;
}

function drainedOrClosed(sink: NodeJS.WritableStream, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.removeListener("drain", done);
      response.removeListener("close", done);
      resolve();
    };
    sink.once("drain", done);
    response.once("close", done);
  });
}
