import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/config/trust-proxy";
import { parseConfig } from "@/lib/config";
import { createAppServer } from "./create-app-server";
import { NEXT_AUTH_BODY_BYTES } from "./request-body-limits";

// The production server's HTTP server with a stand-in for Next.js: routing of odd methods, security headers, and the
// connection after an early answer on Next's side. Nothing here reaches the database.
let server: Server;
let port: number;

beforeAll(async () => {
  server = createAppServer(async (request, response) => {
    if (request.url === "/early-413") {
      // as a route that reads a little of an upload, then refuses it: its reader pauses the request and stays attached
      request.on("data", () => request.pause());
      response.writeHead(413, { "content-type": "application/json" }).end('{"message":"too large"}');
      return;
    }
    response.writeHead(200, { "content-type": "text/html" }).end(`<p>next ${request.url}</p>`);
  }, parseTrustProxy(undefined));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function send(method: string, path: string, options: { agent?: Agent; body?: Buffer; onSocket?: (socket: Socket) => void } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = options.body ? { "content-length": String(options.body.length) } : {};
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(3000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    if (options.onSocket) req.once("socket", options.onSocket);
    req.end(options.body);
  });
}

/** Raw bytes, for what Node's client will not send (CONNECT without tunnelling, unknown methods). */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(3000, () => socket.destroy(new Error("timed out")));
  });
}

const json = (answer: Answer) => JSON.parse(answer.text) as unknown;

describe("every method under /api is answered in JSON", () => {
  it.each(["TRACE", "PROPFIND", "PURGE", "OPTIONS", "PUT"])("%s /api/stats is 405 with Allow", async (method) => {
    const answer = await send(method, "/api/stats");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(json(answer)).toEqual({ success: "false", message: "Method not allowed" });
  });

  it("TRACE on an unknown path is 404 JSON", async () => {
    const answer = await send("TRACE", "/api/nope");
    expect(answer.status).toBe(404);
    expect(json(answer)).toEqual({ success: "false", message: "Not found" });
  });

  it.each(["PUT", "TRACE", "DELETE", "OPTIONS"])("%s on next-auth's routes is 405 JSON; GET and POST go to Next", async (method) => {
    const answer = await send(method, "/api/auth/session");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(json(answer)).toEqual({ success: "false", message: "Method not allowed" });
    expect((await send("GET", "/api/auth/session")).text).toBe("<p>next /api/auth/session</p>");
  });

  it("CONNECT is 405 JSON (Node would drop the connection)", async () => {
    const answer = await sendRaw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\ncontent-type: application\/json/i);
    expect(answer.slice(answer.indexOf("\r\n\r\n") + 4)).toBe(JSON.stringify({ success: "false", message: "Method not allowed" }));
  });

  it("a method Node's parser refuses (FOO) is 400 JSON", async () => {
    const answer = await sendRaw("FOO /api/stats HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({ success: false, message: "Bad Request" });
  });
});

describe("a path with dot segments is judged as the path Next serves", () => {
  it.each(["/x/../api/stats", "/x/%2e%2e/api/stats", "/api/./stats", "/%61pi/stats"])("PUT %s reaches the /api table: 405 JSON", async (path) => {
    const answer = await send("PUT", path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  it("a body is bounded by the served path's limit: next-auth's 64 KB, not a page's 1 MB", async () => {
    const body = Buffer.alloc(NEXT_AUTH_BODY_BYTES + 1, 0x20);
    expect((await send("POST", "/x/../api/auth/callback/credentials", { body })).status).toBe(413);
    expect((await send("POST", "/x/../settings", { body })).status).toBe(200);
  });

  it("Next gets the served path with the query as sent", async () => {
    expect((await send("GET", "/x/%2E%2e/settings?next=/a/../b")).text).toBe("<p>next /settings?next=/a/../b</p>");
  });
});

describe("security headers", () => {
  it("an API answer: nosniff, same-origin referrers, a policy allowing nothing", async () => {
    const answer = await send("GET", "/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("same-origin");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("what Next answers: nosniff and same-origin referrers (its pages' policy comes from proxy.ts)", async () => {
    const answer = await send("GET", "/");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("same-origin");
  });

  it("HSTS when the public URL is https", async () => {
    const previous = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://flights.example";
    try {
      expect((await send("GET", "/")).headers["strict-transport-security"]).toBe("max-age=31536000");
      expect((await send("GET", "/api/nope")).headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      if (previous === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = previous;
    }
  });
});

describe("an early answer from Next leaves the connection usable", () => {
  it("the next request on the same connection is answered at once", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send("POST", "/early-413", { agent, body: Buffer.alloc(2 * 1024 * 1024, 0x20) })).status).toBe(413);
      const started = Date.now();
      expect((await send("GET", "/", { agent })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });

  it("past the bound the connection is closed rather than read on", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets: Socket[] = [];
      // the server resets the connection while the body is still being written: that write's error is expected
      const onSocket = (socket: Socket) => sockets.push(socket.on("error", () => undefined));
      await send("POST", "/early-413", { agent, body: Buffer.alloc(12 * 1024 * 1024, 0x20), onSocket }).catch(() => null);
      // the server ends that connection (a keep-alive client that reused it before seeing the close would be reset)
      expect(sockets).toHaveLength(1);
      const [first] = sockets;
      if (!first!.destroyed) await new Promise((resolve) => first!.once("close", resolve));
      const started = Date.now();
      expect((await send("GET", "/", { agent })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });
});

describe("keep-alive behind a proxy", () => {
  /** One raw connection: sends a GET, resolves with the answer's status line once the whole answer is in. */
  function getOn(socket: Socket): Promise<string> {
    return new Promise((resolve, reject) => {
      if (socket.destroyed) return reject(new Error("the server closed the connection"));
      let text = "";
      const onData = (chunk: Buffer) => {
        text += chunk.toString();
        const end = text.indexOf("\r\n\r\n");
        const length = /content-length: (\d+)/i.exec(text);
        const complete = length ? text.length >= end + 4 + Number(length[1]) : text.endsWith("\r\n0\r\n\r\n");
        if (end >= 0 && complete) {
          socket.off("data", onData);
          socket.off("close", onClose);
          resolve(text.split("\r\n")[0]!);
        }
      };
      const onClose = () => reject(new Error("the server closed the connection"));
      socket.on("data", onData);
      socket.once("close", onClose);
      socket.write("GET /page HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n");
    });
  }

  it("keeps idle connections as long as CONTRAIL_KEEP_ALIVE_SECONDS says, and waits a second longer for headers", () => {
    const configured = createAppServer(async () => undefined, parseTrustProxy(undefined), parseConfig({ CONTRAIL_KEEP_ALIVE_SECONDS: "75" }).keepAliveSeconds);
    expect([configured.keepAliveTimeout, configured.headersTimeout]).toEqual([75_000, 76_000]);
    const byDefault = createAppServer(async () => undefined, parseTrustProxy(undefined), parseConfig({}).keepAliveSeconds);
    expect([byDefault.keepAliveTimeout, byDefault.headersTimeout]).toEqual([65_000, 66_000]);
    expect(() => parseConfig({ CONTRAIL_KEEP_ALIVE_SECONDS: "300" })).toThrow(/CONTRAIL_KEEP_ALIVE_SECONDS must be a whole number from 1 to 299/);
  });

  it("keeps an idle keep-alive connection open past Node's default 5 s, so a proxy's reuse of it finds it open", async () => {
    const socket = connect(port, "127.0.0.1");
    try {
      await new Promise((resolve) => socket.once("connect", resolve));
      expect(await getOn(socket)).toBe("HTTP/1.1 200 OK");
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await getOn(socket)).toBe("HTTP/1.1 200 OK");
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
