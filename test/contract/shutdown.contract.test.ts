import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { SHUTDOWN_GRACE_MS } from "@/server/graceful-shutdown";
import { createUser } from "@/test/support/fixtures";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { rawRequest } from "./http";

// SIGTERM (a container's stop, a service manager's restart) on the production server: what is in flight is
// answered, nothing new is taken, and the process ends on its own within the grace period.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A save whose body is sent in two parts: the server has the request in hand, waiting for the rest. */
function startSlowSave(server: RunningServer, key: string) {
  const body = JSON.stringify({ from: "EGLL", to: "KJFK", date: "2024-05-01" });
  const request = http.request(`${server.baseUrl}/api/flight/save`, {
    method: "POST",
    agent: false,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)), abandon: () => request.destroy() };
}

/** Until the server has begun to stop (a loaded machine may take a while to deliver the signal). */
async function stoppingLogged(server: RunningServer): Promise<void> {
  const started = Date.now();
  while (!/\[contrail\] stopping:/.test(server.output())) {
    if (Date.now() - started > 10_000) throw new Error(`the server did not begin to stop:\n${server.output()}`);
    await sleep(20);
  }
}

function connects(server: RunningServer): Promise<string> {
  return new Promise((resolve) => {
    http
      .get(`${server.baseUrl}/api/health`, { agent: false }, (res) => resolve(String(res.statusCode)))
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe("SIGTERM on the production server", () => {
  let t: TestDb | undefined;
  let server: RunningServer | undefined;
  let key: string;

  async function start(): Promise<RunningServer> {
    t = await createTestDb();
    const user = await createUser(t.db);
    key = (await createApiKey(t.db, user.id, { name: "shutdown" })).key;
    server = await startServer({ databaseUrl: t.url });
    return server;
  }

  afterEach(async () => {
    await server?.stop();
    await t?.cleanup();
    server = undefined;
    t = undefined;
  });

  it("answers the request in flight, refuses new connections and exits 0 within the grace period", async () => {
    const running = await start();
    expect((await rawRequest(running.baseUrl, "/api/health")).status).toBe(200);
    const save = startSlowSave(running, key);
    save.answer.catch(() => undefined); // awaited below; a failure is reported there
    await sleep(300);
    const signalled = Date.now();
    process.kill(running.pid, "SIGTERM");
    await stoppingLogged(running);
    expect(await connects(running)).toBe("ECONNREFUSED");

    save.finish();
    const answer = await save.answer;
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true });
    expect(await running.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect(await t!.db.flight.count()).toBe(1);
    expect(running.output()).toMatch(/\[contrail\] stopped in \d+ ms/);
  });

  it("cuts a request that does not finish within the grace period and exits 1", async () => {
    const running = await start();
    const save = startSlowSave(running, key);
    save.answer.catch(() => undefined);
    await sleep(300);
    const signalled = Date.now();
    process.kill(running.pid, "SIGTERM");
    expect(await running.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
    expect(took).toBeLessThan(SHUTDOWN_GRACE_MS + 3000);
    save.abandon();
    expect(await t!.db.flight.count()).toBe(0);
  });
});
