import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

/** The longest a delivery may take, connecting and answering together. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is kept for the delivery log. */
export const RESPONSE_BODY_BYTES = 300;

export type PostOutcome =
  | { kind: "answered"; status: number; body: string; durationMs: number }
  | { kind: "failed"; error: string; durationMs: number };

/**
 * POSTs `body` to `url` once: no redirect is followed (a 3xx is an answer like any other, and the caller counts it
 * as a failure), the socket's addresses come from `lookup` (lib/webhooks/url-guard.ts checks each), and the whole
 * exchange ends after `timeoutMs`. Reads at most RESPONSE_BODY_BYTES of the answer.
 */
export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({ kind: "answered", status: response.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES).toString("utf8"), durationMs: elapsed() });
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => finish({ kind: "failed", error: `no answer within ${timeoutMs / 1000} s`, durationMs: elapsed() }), timeoutMs);
    request.on("error", (error: Error) => finish({ kind: "failed", error: describe(error), durationMs: elapsed() }));
    request.end(body);
  });
}

/** An error as the delivery log shows it: its code and message, never the request (which carries the signature). */
function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message).slice(0, 200);
}
