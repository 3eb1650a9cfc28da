import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST a receiver got, with its signature checked as a receiver would (see docs/operations.md, Webhooks). */
export interface Received {
  event: string;
  delivery: string;
  userAgent: string | undefined;
  signatureValid: boolean;
  body: { id: string; event: string; createdAt: string; gap?: { dropped: number; from: string; to: string }; data: Record<string, unknown> };
}

/**
 * What a receiver does with Contrail-Signature: take t and v1, recompute HMAC-SHA256(secret, "<t>.<raw body>"), compare
 * in constant time, and refuse a timestamp more than five minutes away.
 */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || typeof parts.v1 !== "string") return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** the statuses to answer next, in order; 204 when none is left */
  answers: number[];
  /** the secret to check signatures with */
  secret: string;
  /** how long to wait before answering (a slow receiver) */
  delayMs: number;
  /** never answer (a receiver that hangs); the POST is still recorded */
  hang: boolean;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    port: 0,
    received: [],
    answers: [],
    secret: "",
    delayMs: 0,
    hang: false,
    async waitFor(count, timeoutMs = 30_000) {
      const started = Date.now();
      while (receiver.received.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`${receiver.received.length} of ${count} webhook POSTs arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receiver.received;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      receiver.received.push({
        event: String(req.headers["contrail-event"]),
        delivery: String(req.headers["contrail-delivery"]),
        userAgent: req.headers["user-agent"],
        signatureValid: verifySignature(receiver.secret, req.headers["contrail-signature"] as string | undefined, raw),
        body: JSON.parse(raw) as Received["body"],
      });
      if (receiver.hang) return;
      const status = receiver.answers.shift() ?? 204;
      const answer = () => res.writeHead(status, { "Content-Type": "text/plain" }).end(status >= 400 ? "receiver says no" : "");
      if (receiver.delayMs > 0) setTimeout(answer, receiver.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
  return receiver;
}
