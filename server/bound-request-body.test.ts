import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "@/lib/api/transport/read-json-body";
import { parseTrustProxy } from "@/lib/config/trust-proxy";
import { createAppServer } from "./create-app-server";
import { IMPORT_UPLOAD_PATH, NEXT_AUTH_BODY_BYTES, PAGE_BODY_BYTES, requestBodyLimit } from "./request-body-limits";

// The production server with a stand-in for Next that reads every body whole, as next-auth and server actions do:
// what it is handed, and what the client gets back, for bodies around each route family's limit.
let server: Server;
let port: number;
/** the bytes of each body the stand-in was handed */
let handed: number[] = [];

beforeAll(async () => {
  server = createAppServer(async (request: IncomingMessage, response: ServerResponse) => {
    let bytes = 0;
    // a reader without a bound of its own; past the limit it would read on forever, so it answers once it has more
    const answer = () => {
      if (response.headersSent) return;
      handed.push(bytes);
      const text = `read ${bytes}`;
      response.writeHead(200, { "content-type": "text/plain", "content-length": String(text.length) }).end(text);
    };
    request.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (request.url === IMPORT_UPLOAD_PATH && bytes > requestBodyLimit(IMPORT_UPLOAD_PATH).bytes) answer();
    });
    request.on("end", answer);
  }, parseTrustProxy(undefined));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  handed = [];
});

interface Sent {
  status: number | null;
  body: string;
  closedByServer: boolean;
}

/** Sends a POST of `bytes` in 64 KiB pieces (chunked, or with its Content-Length), stopping once the answer is in. */
function post(path: string, bytes: number, framing: "chunked" | "length"): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, body: text.slice(text.indexOf("\r\n\r\n") + 4), closedByServer });
    };
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const head = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: (\d+)/i.exec(text);
      if (head >= 0 && length && text.length >= head + 4 + Number(length[1])) finish(false);
    });
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
    socket.on("connect", async () => {
      const framingHeader = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${bytes}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\n${framingHeader}\r\n\r\n`);
      const piece = Buffer.alloc(64 * 1024, 0x61);
      for (let sent = 0; sent < bytes && !done; sent += piece.length) {
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        const framed = framing === "chunked" ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]) : part;
        if (!socket.write(framed)) await new Promise((drained) => socket.once("drain", drained));
      }
      if (!done && framing === "chunked") socket.write("0\r\n\r\n");
    });
  });
}

const TOO_LARGE = JSON.stringify({ success: "false", message: "Payload too large" });

describe("the limit of each route family, kept by the server before the handler reads", () => {
  it("has one limit per family", () => {
    expect(requestBodyLimit("/api/auth/callback/credentials?x=1")).toEqual({ family: "next-auth", bytes: NEXT_AUTH_BODY_BYTES, keeper: "server" });
    expect(requestBodyLimit("/api/auth")).toMatchObject({ family: "next-auth" });
    expect(requestBodyLimit("/api/authors")).toMatchObject({ family: "API", bytes: MAX_JSON_BODY_BYTES, keeper: "handler" });
    expect(requestBodyLimit("/airtrail/api/flight/save")).toMatchObject({ family: "API" });
    expect(requestBodyLimit(`${IMPORT_UPLOAD_PATH}?x`)).toMatchObject({ family: "import upload", bytes: 32 * 1024 * 1024, keeper: "handler" });
    expect(requestBodyLimit(`${IMPORT_UPLOAD_PATH}/x`)).toMatchObject({ family: "pages", bytes: PAGE_BODY_BYTES, keeper: "server" });
    expect(requestBodyLimit("/settings/security")).toMatchObject({ family: "pages" });
  });

  it.each(["chunked", "length"] as const)("next-auth: a body over 64 KB (%s) is 413 and never handed over", async (framing) => {
    const sent = await post("/api/auth/callback/credentials", 3 * NEXT_AUTH_BODY_BYTES, framing);
    expect(sent.status).toBe(413);
    expect(sent.body).toBe(TOO_LARGE);
    expect(handed).toEqual([]);
  });

  it.each(["chunked", "length"] as const)("next-auth: a body within 64 KB (%s) is handed over whole", async (framing) => {
    const sent = await post("/api/auth/signout", NEXT_AUTH_BODY_BYTES, framing);
    expect(sent.status).toBe(200);
    expect(sent.body).toBe(`read ${NEXT_AUTH_BODY_BYTES}`);
  });

  it.each(["chunked", "length"] as const)("a page: a body over 1 MB (%s) is 413 and never handed over", async (framing) => {
    const sent = await post("/settings/security", PAGE_BODY_BYTES + 1, framing);
    expect(sent.status).toBe(413);
    expect(handed).toEqual([]);
    expect((await post("/settings/security", PAGE_BODY_BYTES, framing)).body).toBe(`read ${PAGE_BODY_BYTES}`);
  });

  it("a body far past the limit is refused as it passes the limit, not read to its end", async () => {
    const sent = await post("/api/auth/session", 64 * 1024 * 1024, "chunked");
    expect(sent.status).toBe(413);
    expect(handed).toEqual([]);
  });

  it.each(["chunked", "length"] as const)(
    "the upload (the handler refuses past its limit): a body (%s) is handed over up to one byte past the limit, no more",
    async (framing) => {
      const limit = requestBodyLimit(IMPORT_UPLOAD_PATH).bytes;
      const sent = await post(IMPORT_UPLOAD_PATH, limit + 2 * 1024 * 1024, framing);
      expect(sent.body).toBe(`read ${limit + 1}`);
      expect(handed).toEqual([limit + 1]);
      expect((await post(IMPORT_UPLOAD_PATH, 100_000, framing)).body).toBe("read 100000");
    },
  );
});
