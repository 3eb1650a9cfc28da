import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/config/trust-proxy";
import { parseConfig } from "@/lib/config";
import { createAppServer } from "./create-app-server";
import { IDLE_LINGER_MS, shutDown } from "./graceful-shutdown";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose /slow answers after `delayMs`, and everything else at once. */
async function listening(delayMs: number): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((request, response) => {
    if (request.url === "/slow") setTimeout(() => response.end("slow done"), delayMs);
    else response.end("quick");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent?: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: agent ?? false }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve(`${res.statusCode} ${text}`));
        res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

let opened: http.Server | undefined;
afterEach(() => {
  opened?.closeAllConnections();
  opened?.close();
});

describe("shutDown", () => {
  it("answers the request in flight, refuses new connections, stops the work, then closes and answers 0", async () => {
    const { server, port } = await listening(500);
    opened = server;
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(port, "/quick", agent)).toBe("200 quick"); // leaves an idle keep-alive connection
    const slow = get(port, "/slow");
    await sleep(50);
    const order: string[] = [];
    const stopping = shutDown({
      server,
      graceMs: 5000,
      stopWork: async () => {
        await sleep(100);
        order.push("work stopped");
      },
      close: async () => void order.push("closed"),
      log: () => undefined,
    });
    await sleep(50);
    expect(await get(port, "/quick")).toBe("ECONNREFUSED");
    expect(await slow).toBe("200 slow done");
    expect(await stopping).toBe(0);
    expect(order).toEqual(["work stopped", "closed"]);
    agent.destroy();
  });

  it("answers a request sent on an idle keep-alive connection after the stop began, closing it; closes the idle ones after a moment", async () => {
    const { server, port } = await listening(0);
    opened = server;
    // a proxy's pool: one connection it sends on again, one it leaves idle
    const pooled = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, "/quick", pooled)).toBe("200 quick");
    expect(await get(port, "/quick", idle)).toBe("200 quick");
    const started = Date.now();
    const stopping = shutDown({ server, graceMs: 5000, stopWork: async () => undefined, close: async () => undefined, log: () => undefined });
    await sleep(50);
    const answer = await new Promise<string>((resolve) => {
      http
        .get({ host: "127.0.0.1", port, path: "/quick", agent: pooled }, (res) => {
          res.resume();
          res.on("end", () => resolve(`${res.statusCode} connection: ${res.headers.connection}`));
        })
        .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(answer).toBe("200 connection: close");
    expect(await stopping).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_LINGER_MS - 50);
    pooled.destroy();
    idle.destroy();
  });

  it("cuts what is still running after the grace period and answers 1", async () => {
    const { server, port } = await listening(60_000);
    opened = server;
    const slow = get(port, "/slow");
    await sleep(50);
    let closed = false;
    const started = Date.now();
    const status = await shutDown({ server, graceMs: 300, stopWork: async () => undefined, close: async () => void (closed = true), log: () => undefined });
    expect(status).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(closed).toBe(true);
    expect(await slow).toMatch(/ECONNRESET|socket hang up|aborted/);
  });

  it("does not wait for an idle keep-alive connection of the production server (kept 65 s): it closes it after the short linger", async () => {
    const server = createAppServer(async (_request, response) => void response.end("next"), parseTrustProxy(undefined), parseConfig({}).keepAliveSeconds);
    expect(server.keepAliveTimeout).toBe(65_000);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    opened = server;
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(port, "/page", agent)).toBe("200 next");
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    const closed = new Promise((resolve) => idle.once("close", resolve));
    const started = Date.now();
    expect(await shutDown({ server, graceMs: 5000, stopWork: async () => undefined, close: async () => undefined, log: () => undefined })).toBe(0);
    expect(Date.now() - started).toBeLessThan(IDLE_LINGER_MS + 1000);
    await closed;
    agent.destroy();
  });
});
