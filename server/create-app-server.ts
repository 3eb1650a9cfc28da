import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { errorBody, MESSAGES } from "@/lib/api/transport/contract-body";
import { HTTP_METHODS } from "@/lib/api/transport/route-methods";
import type { TrustProxy } from "@/lib/config/trust-proxy";
import { getConfig } from "@/lib/config";
import { boundRequestBody } from "./bound-request-body";
import { discardUnreadBody } from "./discard-unread-body";
import { handleApiRequest } from "./node-api-handler";
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders, setCommonSecurityHeaders } from "./security-headers";
import { requestBodyLimit } from "./request-body-limits";
import { servedRequestUrl } from "./served-request-url";
import { answerShareGate } from "./share-gate";
import { stampClientAddress } from "./stamp-client-address";
import { errorMessage } from "@/lib/errors";

/**
 * The production server's HTTP server (server.ts): every request's URL is first made the one Next.js serves
 * (server/served-request-url.ts: dot segments resolved), so every gate below judges the served path; it gets the
 * client's address stamped from the socket and TRUST_PROXY (the only address the rate limits trust), and its body is bounded by its route family's
 * limit (server/request-body-limits.ts); then the API's short path answers /api/, the share gate (server/share-gate.ts)
 * limits and screens /share/, and Next.js answers the rest. Every
 * answer gets the common security headers, and what Node answers before any handler runs (CONNECT, a method its
 * parser does not know, a malformed request) is JSON too.
 * An idle keep-alive connection stays open CONTRAIL_KEEP_ALIVE_SECONDS (Node's default is 5 s): longer than a proxy
 * keeps its idle upstream connections, so the proxy always closes first. Were the server first, a request the proxy
 * sends just as the server closes would meet a reset, and the proxy answers 502. The wait for a request's headers
 * must outlast it too, or Node would count the idle time against the next request's headers.
 */
export function createAppServer(
  handleWithNext: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  trust: TrustProxy,
  keepAliveSeconds: number = getConfig().keepAliveSeconds,
): Server {
  const server = createServer({ keepAliveTimeout: keepAliveSeconds * 1000, headersTimeout: (keepAliveSeconds + 1) * 1000 }, (request, response) => {
    request.url = servedRequestUrl(request.url ?? "/");
    stampClientAddress(request, trust);
    boundRequestBody(request, response, requestBodyLimit(request.url ?? "/"), () => handle(request, response));
  });
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (handleApiRequest(request, response)) return;
    setCommonSecurityHeaders(response);
    // As the short path does: a body Next's handler left unread (the upload's 413 or 401) must not stall the
    // connection. A handler that gave up on the body destroyed the request (Next's body iterator does), so the rest
    // cannot be read: the answer then closes the connection, or its next request would wait on the unread bytes.
    request.once("close", () => {
      if (!request.complete && !response.headersSent) response.setHeader("connection", "close");
    });
    // Before Node's own 'finish' listener: it would dump an untouched body, reading all of it, without a bound.
    response.prependOnceListener("finish", () => discardUnreadBody(request));
    void answerShareGate(request, response).then(
      (answered) => (answered ? undefined : handleWithNext(request, response)),
      (error: unknown) => {
        // the page and the card check their link again: Next answers as it would without the gate
        console.error("[share] gate failed:", errorMessage(error));
        return handleWithNext(request, response);
      },
    );
  };
  // Without a listener Node drops a CONNECT's connection without a word; nothing here is a proxy.
  server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => undefined);
    socket.end(rawJsonAnswer(405, "Method Not Allowed", errorBody(405, MESSAGES.methodNotAllowed), { allow: HTTP_METHODS.join(", ") }));
  });
  // Node's own answer to a request its parser refuses (a method like FOO, a broken header) is a bare 400.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    socket.on("error", () => undefined);
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ""] ?? [400, "Bad Request"];
    socket.end(rawJsonAnswer(status, reason, errorBody(status, reason)));
  });
  return server;
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

function rawJsonAnswer(status: number, reason: string, body: object, extra: Record<string, string> = {}): string {
  const text = JSON.stringify(body);
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    "cache-control": "no-store",
    connection: "close",
    ...commonSecurityHeaders(),
    "content-security-policy": API_CONTENT_SECURITY_POLICY,
    ...extra,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${text}`;
}
