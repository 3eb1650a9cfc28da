import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest } from "./http";
import { startServer, type RunningServer } from "./server";

const { baseUrl, databaseUrl, seed } = contractContext();

describe("413: JSON bodies over 1 MB (on the shared server)", () => {
  const big = JSON.stringify({ from: "ZRH", to: "LHR", date: "2024-01-01", notes: "x".repeat(1024 * 1024) });

  it.each(["/api/flight/save", "/api/flight/delete"])("%s refuses a body over 1 MB", async (path) => {
    const res = await rawRequest(baseUrl, path, {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.alice}`, "content-type": "application/json" },
      body: big,
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

describe("429: rate limits (a server of its own with low thresholds)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl,
      env: {
        CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "3",
        CONTRAIL_RATE_LIMIT_AUTH_WINDOW_SECONDS: "600",
        CONTRAIL_RATE_LIMIT_REQUESTS: "5",
        CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: "600",
      },
    });
  });
  afterAll(() => server?.stop());

  const from = (address: string, authorization?: string) =>
    rawRequest(server.baseUrl, "/api/stats", {
      headers: { "x-forwarded-for": address, ...(authorization ? { authorization } : {}) },
    });

  it("failed authentications are limited per client address", async () => {
    for (let i = 0; i < 3; i++) expectError(await from("198.51.100.1", "Bearer wrong"), 401, "Unauthorized");
    const limited = await from("198.51.100.1", "Bearer wrong");
    expectError(limited, 429, "Too many requests");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600).toBe(true);
    // the address is held off even with a good key, so guessing cannot go on
    expectError(await from("198.51.100.1", `Bearer ${seed.keys.bob}`), 429, "Too many requests");
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

  it("routing still comes first: unknown paths and wrong methods are not limited", async () => {
    expectError(await rawRequest(server.baseUrl, "/api/nope", { headers: { "x-forwarded-for": "198.51.100.1" } }), 404, "Not found");
    expectError(await rawRequest(server.baseUrl, "/api/stats", { method: "POST", headers: { "x-forwarded-for": "198.51.100.1" } }), 405);
  });
});
