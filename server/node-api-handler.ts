import type { IncomingMessage, ServerResponse } from "node:http";
import { createGzip } from "node:zlib";
import { errorResponse, MESSAGES, smallJsonBodyOf } from "@/lib/api/contract-body";
import { decodePathSegments } from "@/lib/api/path-segments";
import { HTTP_METHODS, type HttpMethod } from "@/lib/api/route-methods";
import { isClientAbort, logDebug } from "@/lib/log";
import { matchApiRoute } from "./api-routes";
import { discardUnreadBody } from "./discard-unread-body";
import { setApiSecurityHeaders } from "./security-headers";

/**
 * The JSON API's fast path in the production server (server.ts): a request under /api/ (except next-auth's
 * /api/auth/ with GET, HEAD or POST) goes straight to its route handler, whatever its method, the same Web Request → Response function Next.js runs
 * from app/api. Next's own request pipeline costs about 1 ms of CPU per request on this 2-core machine, which
 * caps one process near 950 requests/s whatever the handler does; this path costs a few hundredths of that.
 * Returns false for requests it leaves to Next.
 */
export function handleApiRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const rawUrl = request.url ?? "/";
  if (!rawUrl.startsWith("/api/")) return false;
  const method = (request.method ?? "GET").toUpperCase();
  const nextAuth = rawUrl.startsWith("/api/auth/") || rawUrl === "/api/auth";
  if (nextAuth && NEXT_AUTH_METHODS.includes(method)) return false;
  setApiSecurityHeaders(response);
  const answering = nextAuth
    ? send(errorResponse(405, MESSAGES.methodNotAllowed, { allow: NEXT_AUTH_METHODS.join(", ") }), response, method === "HEAD", false)
    : answer(request, response, method, rawUrl);
  void answering
    .catch((error: unknown) => {
      if (isClientAbort(error)) logDebug("[api] client went away before the answer was sent");
      else console.error("[api] failed to answer:", error instanceof Error ? error.message : String(error));
      if (!response.headersSent) return send(errorResponse(500, MESSAGES.internal), response, false, false);
      response.destroy();
    })
    .finally(() => discardUnreadBody(request));
  return true;
}

/** next-auth's routes (app/api/auth/[...nextauth]) answer these through Next; any other method is a JSON 405 here. */
const NEXT_AUTH_METHODS = ["GET", "HEAD", "POST"];

function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

async function answer(request: IncomingMessage, response: ServerResponse, method: string, rawUrl: string): Promise<void> {
  const queryAt = rawUrl.indexOf("?");
  const segments = decodePathSegments(queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt));
  // An undecodable or empty segment (`/api/%`, `/api/stats/`) names no route: 404, before authentication.
  const routable = segments && !segments.includes("") ? segments : null;
  const { handler, params } = matchApiRoute(routable, method);
  // Any other method Node parses (TRACE, PROPFIND, ...) gets the route's 405 or the 404, which read neither the
  // method nor the body; a Web Request cannot even carry TRACE or CONNECT.
  const webRequest = isHttpMethod(method) ? toWebRequest(request, method, rawUrl) : new Request(`http://localhost${rawUrl}`);
  const webResponse = await handler(webRequest, { params: Promise.resolve(params) });
  await send(webResponse, response, method === "HEAD", acceptsGzip(request));
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
 * Writes a Web Response to Node's response. Bodies are gzipped for clients that accept it unless the answer
 * says `no-transform` (small JSON, see lib/api/contract-body.ts), as Next's compression would.
 */
async function send(webResponse: Response, response: ServerResponse, headOnly: boolean, gzip: boolean): Promise<void> {
  response.statusCode = webResponse.status;
  webResponse.headers.forEach((value, name) => response.setHeader(name, value));
  const small = smallJsonBodyOf(webResponse);
  if (small !== undefined) {
    response.setHeader("content-length", Buffer.byteLength(small));
    response.end(headOnly ? undefined : small);
    return;
  }
  const body = webResponse.body;
  if (headOnly || !body) {
    await body?.cancel().catch(() => undefined);
    response.end();
    return;
  }
  const compress = gzip && !/\bno-transform\b/i.test(webResponse.headers.get("cache-control") ?? "");
  let sink: NodeJS.WritableStream = response;
  if (compress) {
    response.removeHeader("content-length");
    response.setHeader("content-encoding", "gzip");
    response.setHeader("vary", "Accept-Encoding");
    const gzipStream = createGzip();
    gzipStream.pipe(response);
    sink = gzipStream;
  }
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
