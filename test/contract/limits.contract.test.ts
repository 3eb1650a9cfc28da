import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest } from "./http";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { signInError } from "./sign-in";

const { baseUrl, databaseUrl, seed } = contractContext();

describe("413: JSON bodies over 1 MB (on the shared server)", () => {
  const big = JSON.stringify({ from: "ZRH", to: "LHR", date: "2024-01-01", notes: "x".repeat(1024 * 1024) });

  it.each(["/api/flight/save", "/api/flight/delete", "/api/flight/from-boarding-pass"])("%s refuses a body over 1 MB", async (path) => {
    const send = () =>
      rawRequest(baseUrl, path, {
        method: "POST",
        headers: { authorization: `Bearer ${seed.keys.alice}`, "content-type": "application/json" },
        body: big,
      });
    // The server answers before the body has arrived and reads on, so the client sees the 413. Once in CI Node's
    // client met EPIPE instead, 15 ms in (not reproduced since; Node's client can fail a write after an early
    // answer, nodejs/node#12339 and #38467). One more try, said aloud; a server that always resets still fails.
    const res = await send().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") throw error;
      console.warn(`[limits] ${path}: the upload met ${error.code}; sent once more`);
      return send();
    });
    expectError(res, 413, "Payload too large");
  });

  it("also when the body is sent without a Content-Length (chunked)", async () => {
    const res = await fetch(`${baseUrl}/api/flight/save`, {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.alice}`, "content-type": "application/json" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode(big.slice(0, 100_000));
          for (let i = 0; i < 12; i++) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: "false", message: "Payload too large" });
  });

  it("authentication still comes first", async () => {
    const res = await rawRequest(baseUrl, "/api/flight/save", { method: "POST", headers: { "content-type": "application/json" }, body: big });
    expectError(res, 401, "Unauthorized");
  });

  it("a body just under 1 MB is read (and then judged on its content)", async () => {
    const notes = "y".repeat(1024 * 1024 - 200);
    const res = await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { from: "ZRH", to: "LHR", date: "2024-01-01", notes } });
    expectError(res, 400, /notes/);
  });
});

const LOW_LIMITS = {
  CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "3",
  CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: "600",
  CONTRAIL_RATE_LIMIT_REQUESTS: "5",
  CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: "600",
  CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES: "8",
  CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "600",
};
const GENERIC_SIGN_IN_ERROR = "Incorrect username or password.";
const THROTTLED_SIGN_IN_ERROR = "Too many failed attempts. Please wait a moment and try again.";
const spoofed = (i: number) => `203.0.113.${i % 250}`;

describe("429: without a trusted proxy (TRUST_PROXY unset) the client address is the socket's", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl, env: LOW_LIMITS });
  });
  afterAll(() => server?.stop());

  const stats = (headers: Record<string, string>) => rawRequest(server.baseUrl, "/api/stats", { headers });

  it("a new X-Forwarded-For (or internal address header) per try does not escape the failed-key limit", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await stats({ "x-forwarded-for": spoofed(i), "x-contrail-client-address": spoofed(i), authorization: "Bearer wrong" });
      expectError(res, 401, "Unauthorized");
    }
    for (let i = 3; i < 6; i++) {
      const res = await stats({ "x-forwarded-for": spoofed(i), "x-contrail-client-address": spoofed(i), authorization: "Bearer wrong" });
      expectError(res, 429, "Too many requests");
    }
  });

  it("a valid key still works from an address that used up its failures", async () => {
    expectError(await stats({ authorization: "Bearer wrong" }), 429, "Too many requests");
    expectSuccess(await stats({ authorization: `Bearer ${seed.keys.bob}` }));
    expectSuccess(await stats({ "x-forwarded-for": "198.51.100.77", authorization: `Bearer ${seed.keys.bob}` }));
  });

  it("a new X-Forwarded-For per try does not escape the sign-in throttle of one username", async () => {
    for (let i = 0; i < 6; i++) {
      expect(await signInError(server.baseUrl, "alice", `guess-${i}`, { "x-forwarded-for": spoofed(i) })).toBe(GENERIC_SIGN_IN_ERROR);
    }
    expect(await signInError(server.baseUrl, "alice", "guess-6", { "x-forwarded-for": spoofed(6) })).toBe(THROTTLED_SIGN_IN_ERROR);
  });
});

describe("429: behind one proxy (TRUST_PROXY=1) the last X-Forwarded-For entry is the client", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl, env: { ...LOW_LIMITS, TRUST_PROXY: "1" } });
  });
  afterAll(() => server?.stop());

  // what a proxy that appends the address it saw sends: whatever the client wrote, then that address
  const from = (address: string, authorization?: string, clientWrote = "10.9.9.9") =>
    rawRequest(server.baseUrl, "/api/stats", {
      headers: { "x-forwarded-for": `${clientWrote}, ${address}`, ...(authorization ? { authorization } : {}) },
    });

  it("failed authentications are limited per client address", async () => {
    for (let i = 0; i < 3; i++) expectError(await from("198.51.100.1", "Bearer wrong", spoofed(i)), 401, "Unauthorized");
    const limited = await from("198.51.100.1", "Bearer wrong", spoofed(3));
    expectError(limited, 429, "Too many requests");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600).toBe(true);
    // a valid key is never refused for its address's failures
    expectSuccess(await from("198.51.100.1", `Bearer ${seed.keys.bob}`));
    // another address is not affected
    expectError(await from("198.51.100.2", "Bearer wrong"), 401, "Unauthorized");
    expectSuccess(await from("198.51.100.2", `Bearer ${seed.keys.bob}`));
  });

  it("requests are limited per key", async () => {
    for (let i = 0; i < 5; i++) expectSuccess(await from("198.51.100.3", `Bearer ${seed.keys.alice}`));
    const limited = await from("198.51.100.4", `Bearer ${seed.keys.alice}`);
    expectError(limited, 429, "Too many requests");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expectError(
      await rawRequest(server.baseUrl, `/api/flight/get/${seed.flightIds.aliceZrhLhr}`, { headers: { authorization: `Bearer ${seed.keys.alice}` } }),
      429,
      "Too many requests",
    );
    // another key of another user still works
    expectSuccess(await from("198.51.100.3", `Bearer ${seed.keys.owner}`));
  });

  it("failed sign-ins are limited per address across usernames", async () => {
    const address = { "x-forwarded-for": "10.9.9.9, 198.51.100.50" };
    for (let i = 0; i < 8; i++) expect(await signInError(server.baseUrl, `nobody-${i}`, "guess", address)).toBe(GENERIC_SIGN_IN_ERROR);
    expect(await signInError(server.baseUrl, "nobody-8", "guess", address)).toBe(THROTTLED_SIGN_IN_ERROR);
    // another address may still try
    expect(await signInError(server.baseUrl, "nobody-9", "guess", { "x-forwarded-for": "198.51.100.51" })).toBe(GENERIC_SIGN_IN_ERROR);
  });

  it("routing still comes first: unknown paths and wrong methods are not limited", async () => {
    expectError(await rawRequest(server.baseUrl, "/api/nope", { headers: { "x-forwarded-for": "198.51.100.1" } }), 404, "Not found");
    expectError(await rawRequest(server.baseUrl, "/api/stats", { method: "POST", headers: { "x-forwarded-for": "198.51.100.1" } }), 405);
  });
});

describe("429: two instances on one database share every limit", () => {
  const SHARED_LIMITS = {
    CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "20",
    CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: "600",
    CONTRAIL_RATE_LIMIT_REQUESTS: "7",
    CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: "600",
    CONTRAIL_RATE_LIMIT_SIGN_IN_FAILURES: "4",
    CONTRAIL_RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: "600",
    TRUST_PROXY: "1",
  };
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    servers = await Promise.all([startServer({ databaseUrl, env: SHARED_LIMITS }), startServer({ databaseUrl, env: SHARED_LIMITS })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const stats = (i: number, address: string, authorization: string) =>
    rawRequest(servers[i % 2]!.baseUrl, "/api/stats", { headers: { "x-forwarded-for": address, authorization } });

  it("25 failed authentications sent to both in turn: the 21st is refused, exactly", async () => {
    for (let i = 0; i < 25; i++) {
      const res = await stats(i, "198.51.100.200", "Bearer wrong");
      if (i < 20) expectError(res, 401, "Unauthorized");
      else {
        expectError(res, 429, "Too many requests");
        const retryAfter = Number(res.headers["retry-after"]);
        expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600).toBe(true);
      }
    }
  });

  it("a key's requests sent to both in turn: the 8th of 7 is refused, on either", async () => {
    for (let i = 0; i < 7; i++) expectSuccess(await stats(i, "198.51.100.201", `Bearer ${seed.keys.bob}`));
    expectError(await stats(7, "198.51.100.201", `Bearer ${seed.keys.bob}`), 429, "Too many requests");
    expectError(await stats(8, "198.51.100.201", `Bearer ${seed.keys.bob}`), 429, "Too many requests");
  });

  it("failed sign-ins per address sent to both in turn: the 5th of 4 is throttled", async () => {
    const address = { "x-forwarded-for": "198.51.100.202" };
    for (let i = 0; i < 4; i++) {
      expect(await signInError(servers[i % 2]!.baseUrl, `nobody-shared-${i}`, "guess", address)).toBe(GENERIC_SIGN_IN_ERROR);
    }
    expect(await signInError(servers[0]!.baseUrl, "nobody-shared-4", "guess", address)).toBe(THROTTLED_SIGN_IN_ERROR);
    expect(await signInError(servers[1]!.baseUrl, "nobody-shared-5", "guess", address)).toBe(THROTTLED_SIGN_IN_ERROR);
  });
});
