import type { IncomingMessage } from "node:http";

/**
 * The most of an unread request body the server reads and drops after answering (a 413, or a 401/404/405 before
 * the body mattered) to keep the connection; past it the connection is closed instead. Reading on lets a client
 * that is still sending finish and read the answer (closing at once gave fetch clients EPIPE), and keeps the
 * connection for its next request; the bound stops a client from making the server read without end.
 */
export const DISCARD_UNREAD_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Call once the answer is sent. Whoever was reading the body is detached first: a stream wrapper that pauses the
 * request when its queue is full, or an async iterator's 'readable' listener (Next's route bodies), which keeps
 * the request from flowing at all; either would leave the connection stalled.
 */
export function discardUnreadBody(request: IncomingMessage, maxBytes = DISCARD_UNREAD_BODY_BYTES): void {
  if (request.complete || request.destroyed) return;
  request.removeAllListeners("data");
  request.removeAllListeners("readable");
  let dropped = 0;
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) request.socket.destroy();
  });
  request.on("error", () => undefined); // a client that goes away meanwhile is nothing to report
  request.resume();
}
