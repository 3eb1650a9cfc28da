import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createDb, type Db } from "@/lib/db/client";
import { setPassword } from "@/lib/users/set-password";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest, type RawResponse } from "./http";
import { signInCookie } from "./sign-in";

// POST /sync/flight: the offline outbox's save, by session cookie and Idempotency-Key, over real HTTP.
const { baseUrl, databaseUrl } = contractContext();
const PASSWORD = "a long passphrase for the outbox";
let db: Db;
let anna: TestUser;
let ben: TestUser;
let annaCookie: string;
let benCookie: string;

beforeAll(async () => {
  db = createDb(databaseUrl);
  anna = await createUser(db);
  ben = await createUser(db);
  await setPassword(db, anna.id, PASSWORD);
  await setPassword(db, ben.id, PASSWORD);
  annaCookie = await signInCookie(baseUrl, anna.username, PASSWORD);
  benCookie = await signInCookie(baseUrl, ben.username, PASSWORD);
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { seats: { some: { userId: { in: [anna.id, ben.id] } } } } });
  await db.$disconnect();
});

const fieldsOf = (user: TestUser, extra: Record<string, string> = {}): Record<string, string> => ({
  from: "ZRH", to: "LHR", date: "2025-04-01", precision: "day", departureTime: "07:40", arrivalTime: "08:25",
  notes: "sync contract", seats: JSON.stringify([{ userId: user.id }]), ...extra,
});

function send(cookie: string, key: string | null, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(baseUrl, "/sync/flight", {
    method: "POST",
    headers: {
      cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded",
      ...(key === null ? {} : { "idempotency-key": key }), ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const idOf = (res: RawResponse) => (res.json as { id: number }).id;

async function listedByApi(user: TestUser, notes: string): Promise<number[]> {
  const key = (await createApiKey(db, user.id, { name: `sync contract ${randomUUID()}` })).key;
  const flights = expectSuccess(await call(baseUrl, "/api/flight/list", key)).flights as { id: number; notes: string }[];
  return flights.filter((flight) => flight.notes === notes).map((flight) => flight.id);
}

describe("POST /sync/flight", () => {
  it("saves once per key: the retry after a lost answer is 200 with the first id, and the API lists the flight once", async () => {
    const key = randomUUID();
    const fields = fieldsOf(anna, { notes: "once per key" });
    const first = await send(annaCookie, key, fields);
    const retry = await send(annaCookie, key, fields);
    expect(first.status, first.text).toBe(201);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await listedByApi(anna, "once per key")).toEqual([idOf(first)]);
  });

  it("refuses the same key with another body with a clear 422, saving nothing", async () => {
    const key = randomUUID();
    expect((await send(annaCookie, key, fieldsOf(anna, { notes: "first body" }))).status).toBe(201);
    const other = await send(annaCookie, key, fieldsOf(anna, { notes: "another body" }));
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: expect.stringMatching(/Idempotency-Key was already used with another body/) });
    expect(await listedByApi(anna, "another body")).toEqual([]);
  });

  it("keeps one user's keys apart from another's: the same key is ben's own new flight, and tells him nothing of anna's", async () => {
    const key = randomUUID();
    const hers = await send(annaCookie, key, fieldsOf(anna, { notes: "shared key" }));
    const his = await send(benCookie, key, fieldsOf(ben, { notes: "shared key" }));
    expect([hers.status, his.status]).toEqual([201, 201]);
    expect(idOf(his)).not.toBe(idOf(hers));
    // ben replaying anna's exact body under her key gets no flight of hers: a seat for another user is refused
    const replay = await send(benCookie, key, fieldsOf(anna, { notes: "shared key" }));
    expect(replay.status).toBe(422);
    expect(replay.json).not.toHaveProperty("id");
    expect(await listedByApi(anna, "shared key")).toEqual([idOf(hers)]);
    expect(await listedByApi(ben, "shared key")).toEqual([idOf(his)]);
  });

  it("answers a refused flight with the form's wording next to its field", async () => {
    const res = await send(annaCookie, randomUUID(), fieldsOf(anna, { to: "QQQ" }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ fieldErrors: { to: expect.stringMatching(/QQQ/) }, message: expect.any(String) });
  });

  it("refuses clearly without a key, without a session, from another site, and never answers 500", async () => {
    const missing = await send(annaCookie, null, fieldsOf(anna));
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: expect.stringMatching(/^Idempotency-Key: required/) });
    expect((await send("", randomUUID(), fieldsOf(anna))).status).toBe(401);
    expect((await send(annaCookie, randomUUID(), fieldsOf(anna), { origin: "http://evil.example" })).status).toBe(403);
    const json = await send(annaCookie, randomUUID(), fieldsOf(anna), { "content-type": "application/json" });
    expect(json.status).toBe(400);
    expect((await send(annaCookie, "x".repeat(300), fieldsOf(anna))).status).toBe(400);
  });
});
