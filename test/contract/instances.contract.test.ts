import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/auth/api-keys/revoke-api-key";
import { leaseKey, parseLease } from "@/lib/periodic/lease";
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
let backups: string;

beforeAll(async () => {
  t = await createTestDb();
  const user = await createUser(t.db, { role: "owner" });
  userId = user.id;
  ({ key, apiKey: { id: keyId } } = await createApiKey(t.db, user.id, { name: "two instances" }));
  backups = mkdtempSync(path.join(os.tmpdir(), "contrail-two-instances-"));
  const env = { CONTRAIL_BACKUP_DIR: backups };
  [a, b] = await Promise.all([startServer({ databaseUrl: t.url, env }), startServer({ databaseUrl: t.url, env })]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.cleanup();
  if (backups) rmSync(backups, { recursive: true, force: true });
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

  it("take automatic backups on one of them only, which hands its lease back when it stops", async () => {
    // the first check comes a minute after the start
    const started = Date.now();
    while (readdirSync(backups).filter((name) => name.endsWith(".ndjson.gz")).length === 0) {
      if (Date.now() - started > 120_000) throw new Error(`no automatic backup:\n${a.output()}\n${b.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(readdirSync(backups).filter((name) => name.endsWith(".ndjson.gz"))).toHaveLength(1);
    const lease = parseLease((await t.db.appMeta.findUniqueOrThrow({ where: { key: leaseKey("backup") } })).value);
    const [holder, other] = lease.holder.includes(`:${a.pid}:`) ? [a, b] : [b, a];
    expect(lease.holder).toContain(`:${holder.pid}:`);
    expect(holder.output()).toContain("automatic backup written");
    expect(other.output()).not.toContain("automatic backup written");
    await holder.stop();
    const released = parseLease((await t.db.appMeta.findUniqueOrThrow({ where: { key: leaseKey("backup") } })).value);
    expect(released).toMatchObject({ holder: lease.holder, until: 0 });
  }, 180_000);
});
