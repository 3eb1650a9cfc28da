import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { createUser } from "@/test/support/fixtures";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { expectSuccess } from "./assertions";
import { call } from "./http";

// Two production servers on one database, and the admin CLI beside them: three processes that share only the
// database. What one of them writes, the others answer from at once: the statistics cached by a server, and keys.

const ROOT = path.resolve(__dirname, "../..");
let t: TestDb;
let a: RunningServer;
let b: RunningServer;
let key: string;
let keyId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestDb();
  const user = await createUser(t.db, { role: "owner" });
  userId = user.id;
  ({ key, apiKey: { id: keyId } } = await createApiKey(t.db, user.id, { name: "two instances" }));
  [a, b] = await Promise.all([startServer({ databaseUrl: t.url }), startServer({ databaseUrl: t.url })]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.cleanup();
});

async function flightsOn(server: RunningServer): Promise<number> {
  return (expectSuccess(await call(server.baseUrl, "/api/stats?scope=all", key)).stats as { flights: number }).flights;
}

function save(server: RunningServer, day: string) {
  return call(server.baseUrl, "/api/flight/save", key, { json: { from: "EGLL", to: "KJFK", date: `2024-05-${day}` } });
}

describe("two instances on one database", () => {
  it("a's cached statistics give way to a flight saved through b", async () => {
    expect(await flightsOn(a)).toBe(0);
    expect(await flightsOn(a)).toBe(0); // cached on a
    expectSuccess(await save(b, "01"));
    expect(await flightsOn(a)).toBe(1);
    expect(await flightsOn(b)).toBe(1);
  });

  it("`stats rebuild` run beside them ends the figures both had cached", async () => {
    expectSuccess(await save(a, "02"));
    // rollups gone wrong behind the triggers' back; the token is unchanged, so what is computed now stays cached
    await t.db.$executeRaw`UPDATE "StatTotal" SET "flights" = "flights" + 5`;
    expect([await flightsOn(a), await flightsOn(b)]).toEqual([7, 7]);
    const rebuild = spawnSync("npm", ["run", "-s", "admin", "--", "stats", "rebuild"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.url },
      encoding: "utf8",
    });
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect([await flightsOn(a), await flightsOn(b)]).toEqual([2, 2]);
  });

  it("a key revoked by another process is refused by both at once", async () => {
    expect((await call(a.baseUrl, "/api/stats", key)).status).toBe(200);
    expect((await call(b.baseUrl, "/api/stats", key)).status).toBe(200);
    await revokeApiKey(t.db, userId, keyId);
    expect((await call(a.baseUrl, "/api/stats", key)).status).toBe(401);
    expect((await call(b.baseUrl, "/api/stats", key)).status).toBe(401);
  });
});
