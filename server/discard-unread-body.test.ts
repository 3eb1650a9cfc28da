import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/config/trust-proxy";
import { createAppServer } from "./create-app-server";
import { DISCARD_UNREAD_BODY_BYTES as BOUND } from "./discard-unread-body";

// The production server with a stand-in for a Next page that answers a POST without reading its body (a 413, a 401):
// the server reads and drops the rest up to the bound, so the connection serves its next request, and no further.
let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(): Promise<number> {
  server = createAppServer(async (_request, response) => {
    response.writeHead(413, { "content-type": "application/json" }).end('{"message":"too large"}');
  }, parseTrustProxy(undefined));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server!.address() as AddressInfo).port;
}

/** Sends a POST to a page of `bodyBytes` in 64 KiB pieces, then a second request on the same connection; what came back, and whether the server ended the connection. */
function sendOnOneConnection(port: number, bodyBytes: number): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ text, closedByServer });
    };
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      // both answers in: the connection was kept
      if (text.split("HTTP/1.1 ").length > 2) finish(false);
    });
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("connect", async () => {
      socket.write(`POST /settings/import HTTP/1.1\r\nHost: x\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
      const piece = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bodyBytes && !done; sent += piece.length) {
        if (!socket.write(piece.subarray(0, Math.min(piece.length, bodyBytes - sent)))) await new Promise((r) => socket.once("drain", r));
      }
      if (!done) socket.write("GET /flights HTTP/1.1\r\nHost: x\r\n\r\n");
      setTimeout(() => finish(false), 2000);
    });
  });
}

describe("a body a page left unread", () => {
  it("reads and drops a body within the bound, so the connection answers its next request", async () => {
    const result = await sendOnOneConnection(await listen(), BOUND / 2);
    expect(result.closedByServer).toBe(false);
    expect(result.text.match(/HTTP\/1\.1 413/g)).toHaveLength(2);
  });

  it("closes the connection once a body goes past the bound instead of reading on", async () => {
    const result = await sendOnOneConnection(await listen(), BOUND * 2);
    expect(result.text).toMatch(/^HTTP\/1\.1 413/);
    expect(result.closedByServer).toBe(true);
  });
});
