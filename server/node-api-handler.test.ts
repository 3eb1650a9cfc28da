import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { handleApiRequest } from "./node-api-handler";

// The production server's short path to the API route handlers, over real HTTP. Whatever it leaves to Next
// is answered here by a stand-in that says so (418), so each test sees who answered.
let t: TestDb;
let server: Server;
let base: string;
let alice: TestUser;
let aliceKey: string;
let flightId: number;
let ref: ReferenceFixtureIds;
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  t = await createTestDb();
  process.env.DATABASE_URL = t.url; // the route handlers use getDb()
  ref = await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  aliceKey = (await createApiKey(t.db, alice.id, { name: "test" })).key;
  flightId = (await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "JFK", date: "2024-03-31" }))).id;
  server = createServer((request, response) => {
    if (handleApiRequest(request, response)) return;
    response.writeHead(418, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
  await t.cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw HTTP, so paths are sent exactly as written (fetch would normalise `%` and `..`). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    let answered = false;
    // a connection per request: in one process the keep-alive pool's reuse after an unread upload is not what a
    // separate client sees (the contract tests cover that over fetch against the real server)
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    // A server may answer (413) before the upload is done and drop the rest: what counts is the answer.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
const auth = () => ({ authorization: `Bearer ${aliceKey}` });

describe("what goes where", () => {
  it("answers /api routes itself and leaves pages and next-auth to Next", async () => {
    expect((await send("GET", "/api/openapi.json")).status).toBe(200);
    for (const path of ["/", "/signin", "/api/auth/session", "/api/auth", "/apiary"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(418);
    }
  });

  it("runs the route's handler with the decoded path parameter", async () => {
    const plain = await send("GET", `/api/flight/get/${flightId}`, auth());
    expect(plain.status).toBe(200);
    expect(json(plain)).toMatchObject({ success: true, flight: { id: flightId } });
    const encoded = await send("GET", `/api/flight/get/${encodeURIComponent(String(flightId)).replace(/\d/, (d) => `%3${d}`)}`, auth());
    expect(encoded.status).toBe(200);
    expect(json(encoded)).toEqual(json(plain));
  });

  it("passes the query string and the Authorization header", async () => {
    expect(json(await send("GET", "/api/stats?scope=mine", auth()))).toMatchObject({ success: true, stats: { flights: 1 } });
    expect(json(await send("GET", "/api/stats?scope=everyone", auth()))).toEqual({ success: false, message: "Invalid scope" });
    const noKey = await send("GET", "/api/stats");
    expect(noKey.status).toBe(401);
    expect(json(noKey)).toEqual({ success: "false", message: "Unauthorized" });
    expect(noKey.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("routing answers, before authentication", () => {
  it.each(["/api/nope", "/api/stats/", "/api//stats", "/api/%", "/api/flight/get/%E0%A4%A", "/api/flight/get/1/2", "/api/"])(
    "%s is an unknown path: 404 JSON",
    async (path) => {
      const answer = await send("GET", path, auth());
      expect(answer.status).toBe(404);
      expect(json(answer)).toEqual({ success: "false", message: "Not found" });
    },
  );

  it("a wrong method is 405 with Allow", async () => {
    const answer = await send("PUT", "/api/stats", auth());
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(json(answer)).toEqual({ success: "false", message: "Method not allowed" });
  });

  it("HEAD answers the GET's status and headers without a body", async () => {
    const answer = await send("HEAD", "/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.body.length).toBe(0);
  });
});

describe("bodies", () => {
  it("reads a JSON request body", async () => {
    const answer = await send("POST", "/api/flight/save", { ...auth(), "content-type": "application/json" }, JSON.stringify({ from: "JFK", to: "ZRH", date: "2024-04-02" }));
    expect(answer.status).toBe(200);
    expect(json(answer)).toMatchObject({ success: true, id: expect.any(Number) });
  });

  it("refuses a body over 1 MB with 413, also when no length is declared", async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 0x20);
    const declared = await send("POST", "/api/flight/save", { ...auth(), "content-type": "application/json" }, big);
    expect(declared.status).toBe(413);
    const chunked = await send("POST", "/api/flight/save", { ...auth(), "content-type": "application/json", "transfer-encoding": "chunked" }, big);
    expect(chunked.status).toBe(413);
    expect(json(chunked)).toEqual({ success: "false", message: "Payload too large" });
  });

  it("gzips large answers for clients that accept it, and leaves small JSON alone", async () => {
    for (let day = 1; day <= 28; day++) {
      await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "JFK", date: `2023-02-${String(day).padStart(2, "0")}` }));
    }
    const plain = await send("GET", "/api/flight/list", auth());
    const zipped = await send("GET", "/api/flight/list", { ...auth(), "accept-encoding": "gzip, br" });
    expect(plain.body.length).toBeGreaterThan(16 * 1024); // long enough to be compressed (lib/api/transport/answer.ts)
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const small = await send("GET", `/api/flight/get/${flightId}`, { ...auth(), "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(json(small)).toMatchObject({ success: true });
  });
});

describe("answer values", () => {
  it("writes small JSON whole, with its length, uncompressed", async () => {
    const answer = await send("GET", `/api/flight/get/${flightId}`, { ...auth(), "accept-encoding": "gzip" });
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("no-store, no-transform");
    expect(json(answer)).toMatchObject({ success: true, flight: { id: flightId } });
  });

  it("a HEAD on an export frees the caller's export slot, as a finished download does", async () => {
    // a log longer than the stream's first chunk, so an export nobody reads would keep its slot
    const bea = await createUser(t.db, { username: "bea" });
    await insertManyFlights(t.db, ref, bea.id, 400);
    const beaAuth = { authorization: `Bearer ${(await createApiKey(t.db, bea.id, { name: "k" })).key}` };
    for (let i = 0; i < 3; i++) {
      const head = await send("HEAD", "/api/flight/export", beaAuth);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    }
    const download = await send("GET", "/api/flight/export?format=csv", beaAuth);
    expect(download.status).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="contrail-flights-.*\.csv"$/);
  });
});

describe("an answer given before the request body was read (keep-alive)", () => {
  /** Sends on one kept-alive socket; resolves with the answer and the socket it came on (null: the request failed). */
  function onAgent(agent: Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
    return new Promise<{ status: number; socket: Socket } | { error: string }>((resolve) => {
      const url = new URL(base);
      const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket as Socket }));
      });
      req.setTimeout(3000, () => req.destroy(new Error("timed out")));
      req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      req.end(body);
    });
  }

  const bigJson = Buffer.alloc(1024 * 1024 + 10, 0x20);
  const body512k = Buffer.alloc(512 * 1024, 0x20);
  const key = "alice's key"; // stands for the key, known only once the tests run
  it.each([
    ["413, declared length over 1 MB", "POST", "/api/flight/save", { authorization: key, "content-length": String(bigJson.length) }, bigJson, 413],
    ["413, chunked over 1 MB", "POST", "/api/flight/save", { authorization: key, "transfer-encoding": "chunked" }, bigJson, 413],
    ["401 with 512 KiB unread", "POST", "/api/flight/save", { "content-length": String(body512k.length) }, body512k, 401],
    ["404 with 512 KiB unread", "POST", "/api/nope", { "content-length": String(body512k.length) }, body512k, 404],
    ["405 with 512 KiB unread", "PUT", "/api/stats", { "content-length": String(body512k.length) }, body512k, 405],
  ] as const)("%s: the next request on the same connection is answered at once", async (_name, method, path, headers, body, status) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const withKey: Record<string, string> = { "content-type": "application/json", ...headers };
      if (withKey.authorization) withKey.authorization = `Bearer ${aliceKey}`;
      const first = await onAgent(agent, method, path, withKey, body);
      expect(first).toMatchObject({ status });
      const started = Date.now();
      const second = await onAgent(agent, "GET", "/api/openapi.json", {});
      expect(second).toMatchObject({ status: 200 });
      expect(Date.now() - started).toBeLessThan(1000);
      if ("socket" in first && "socket" in second) expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

describe("a client that goes away", () => {
  it("mid-body is one debug line, not an internal error with a stack trace", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "debug";
    try {
      const url = new URL(base);
      const socket = connect(Number(url.port), url.hostname);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(`POST /api/flight/save HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${aliceKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"from":`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await vi.waitFor(() => expect(debug).toHaveBeenCalledWith(expect.stringContaining("client went away")), { timeout: 3000 });
      expect(debug).toHaveBeenCalledTimes(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      if (previousLevel === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = previousLevel;
      errors.mockRestore();
      debug.mockRestore();
    }
  });
});
