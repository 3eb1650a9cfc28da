import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createDb, type Db } from "@/lib/db/client";
import { setPassword } from "@/lib/users/set-password";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest, type RawResponse } from "./http";
import { signInCookie } from "./sign-in";

// GET /sync/flights and /sync/stats: the offline app's copy of the signed-in user's log (lib/sync/), by session cookie.
const { baseUrl, databaseUrl, seed } = contractContext();
const PASSWORD = "a long passphrase for sync";
let db: Db;
let traveller: TestUser;
let cookie: string;
let travellerKey: string;
const created: number[] = [];

beforeAll(async () => {
  db = createDb(databaseUrl);
  traveller = await createUser(db);
  await setPassword(db, traveller.id, PASSWORD);
  cookie = await signInCookie(baseUrl, traveller.username, PASSWORD);
  travellerKey = (await createApiKey(db, traveller.id, { name: "sync contract" })).key;
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

async function save(key: string, body: Record<string, unknown>): Promise<number> {
  const id = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: { from: "ZRH", to: "LHR", date: "2024-05-01", ...body } })).id as number;
  created.push(id);
  return id;
}

const sync = (path: string, headers: Record<string, string> = { cookie }) => rawRequest(baseUrl, path, { headers });

function bodyOf(res: RawResponse): Record<string, unknown> {
  expect(res.status, res.text).toBe(200);
  expect(res.headers["cache-control"]).toMatch(/no-store/);
  const body = res.json as Record<string, unknown>;
  expect(body.success).toBe(true);
  return body;
}

const idsOf = (body: Record<string, unknown>) => (body.flights as { id: number }[]).map((flight) => flight.id);

describe("GET /sync/flights", () => {
  it("answers the signed-in user's own flights, never another user's (an admin's neither)", async () => {
    const mine = await save(travellerKey, { notes: "the traveller's" });
    const shared = await save(seed.keys.admin, { seats: [{ userId: traveller.id }, { userId: seed.users.bob.id }] });
    const bobs = await save(seed.keys.bob, { notes: "Bob's own" });
    const ids = idsOf(bodyOf(await sync("/sync/flights")));
    expect(ids.sort()).toEqual([mine, shared].sort());
    expect(ids).not.toContain(bobs);
  });

  it("follows the change feed with a cursor, tombstones included; a malformed since is 400, an old one 410", async () => {
    const key = travellerKey;
    const start = bodyOf(await sync(`/sync/flights?since=${encodeURIComponent(new Date().toISOString())}`));
    expect(Object.keys(start).sort()).toEqual(["cursor", "deleted", "flights", "success"]);
    const added = await save(key, { to: "CDG" });
    const removed = await save(key, { to: "JFK" });
    expectSuccess(await call(baseUrl, "/api/flight/delete", key, { json: { id: removed } }));
    const bobs = await save(seed.keys.bob, { to: "CDG" });
    const changes = bodyOf(await sync(`/sync/flights?since=${encodeURIComponent(start.cursor as string)}`));
    // the cursor overlaps the last moments (docs/api.md, "The change feed"): earlier flights may come again
    expect(idsOf(changes)).toContain(added);
    expect(idsOf(changes)).not.toContain(removed);
    expect(idsOf(changes)).not.toContain(bobs);
    expect(changes.deleted).toEqual([removed]);
    expect((await sync("/sync/flights?since=yesterday")).status).toBe(400);
    expect((await sync("/sync/flights?since=2001-01-01T00:00:00Z")).status).toBe(410);
  });

  it("refuses a request without a session (401), an API key too: the /sync routes are the browser's", async () => {
    const anonymous: Record<string, string>[] = [{}, { cookie: "next-auth.session-token=forged" }, { authorization: `Bearer ${seed.keys.alice}` }];
    for (const headers of anonymous) {
      const res = await sync("/sync/flights", headers);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: "false", message: "Unauthorized" });
      expect(res.headers["cache-control"]).toMatch(/no-store/);
    }
  });

  it("answers only GET", async () => {
    const res = await rawRequest(baseUrl, "/sync/flights", { method: "POST", headers: { cookie } });
    expect(res.status).toBe(405);
  });
});

describe("GET /sync/stats", () => {
  it("answers the signed-in user's stat cards as /api/stats counts them", async () => {
    const key = travellerKey;
    const body = bodyOf(await sync("/sync/stats"));
    const stats = expectSuccess(await call(baseUrl, "/api/stats", key)).stats as Record<string, unknown>;
    expect(body.stats).toEqual({ flights: stats.flights, distanceKm: stats.distanceKm, durationSeconds: stats.durationSeconds, airports: stats.airports });
    expect(typeof body.countries).toBe("number");
    expect((await sync("/sync/stats", {})).status).toBe(401);
  });
});
