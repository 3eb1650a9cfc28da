import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { CLIENT_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { parseTrustProxy } from "@/lib/config/trust-proxy";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { createAppServer } from "./create-app-server";

// The production server (server.ts) over real HTTP, with a stand-in for Next that answers the client
// address it was handed, in both views of the headers. The API's failed-key limit is the default: 20 per minute.
let t: TestDb;
let key: string;
const servers: Server[] = [];
const previousUrl = process.env.DATABASE_URL;

function echoAddress(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const raw: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.push(request.rawHeaders[i + 1]!);
  }
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ address: request.headers[CLIENT_ADDRESS_HEADER], raw }));
  return Promise.resolve();
}

async function serve(trustProxy: string | undefined): Promise<string> {
  const server = createAppServer(echoAddress, parseTrustProxy(trustProxy));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, path, headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const addressSeenBy = async (base: string, headers: Record<string, string>) => JSON.parse((await get(base, "/signin", headers)).body) as unknown;

beforeAll(async () => {
  t = await createTestDb();
  process.env.DATABASE_URL = t.url; // the route handlers use getDb()
  key = (await createApiKey(t.db, (await createUser(t.db)).id, { name: "test" })).key;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
  await t.cleanup();
});

describe("without TRUST_PROXY", () => {
  it("hands Next the socket's address, whatever the client wrote in X-Forwarded-For or the address header", async () => {
    const base = await serve(undefined);
    const spoofed = { "x-forwarded-for": "203.0.113.9", [CLIENT_ADDRESS_HEADER]: "203.0.113.10" };
    expect(await addressSeenBy(base, spoofed)).toEqual({ address: "127.0.0.1", raw: ["127.0.0.1"] });
  });

  it("a new X-Forwarded-For per try does not escape the API's failed-key limit; a valid key still works", async () => {
    const base = await serve(undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const spoofed = `203.0.113.${i}`;
      const res = await get(base, "/api/stats", { authorization: "Bearer wrong", "x-forwarded-for": spoofed, [CLIENT_ADDRESS_HEADER]: spoofed });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429, 429]);
    expect((await get(base, "/api/stats", { authorization: `Bearer ${key}` })).status).toBe(200);
  });
});

describe("with TRUST_PROXY", () => {
  it("1: the last X-Forwarded-For entry is the client", async () => {
    const base = await serve("1");
    expect(await addressSeenBy(base, { "x-forwarded-for": "203.0.113.9, 198.51.100.7" })).toMatchObject({ address: "198.51.100.7" });
    expect(await addressSeenBy(base, {})).toMatchObject({ address: "127.0.0.1" });
  });

  it("a list: X-Forwarded-For is walked from the right past the trusted proxies", async () => {
    const base = await serve("loopback, 10.0.0.0/8");
    expect(await addressSeenBy(base, { "x-forwarded-for": "203.0.113.9, 198.51.100.7, 10.1.1.1" })).toMatchObject({ address: "198.51.100.7" });
  });
});
