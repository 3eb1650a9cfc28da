import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, type RawResponse } from "./http";

const { baseUrl, databaseUrl, seed } = contractContext();
const created = new Set<number>();
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
// Leave the seeded data as it was, for the other test files.
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: [...created] } } });
  await db.idempotencyKey.deleteMany({ where: { flightId: { in: [...created] } } });
  await db.$disconnect();
});

const LEG = { from: "ZRH", to: "CDG", date: "2024-07-01", notes: "idempotency" };

function saveWithKey(apiKey: string, idempotencyKey: string, body: unknown, path = "/api/flight/save"): Promise<RawResponse> {
  return call(baseUrl, path, apiKey, { json: body, headers: { "idempotency-key": idempotencyKey } });
}

function savedId(res: RawResponse): number {
  const body = expectSuccess(res);
  expect(Object.keys(body).sort()).toEqual(["id", "success"]);
  const id = body.id as number;
  created.add(id);
  return id;
}

const listedIds = async (apiKey: string) =>
  (expectSuccess(await call(baseUrl, "/api/flight/list", apiKey)).flights as { id: number }[]).map((flight) => flight.id);

describe("POST /api/flight/save with an Idempotency-Key", () => {
  it("answers a retry with the same body with the first flight, listed once", async () => {
    const key = randomUUID();
    const first = await saveWithKey(seed.keys.alice, key, LEG);
    const id = savedId(first);
    const retry = await saveWithKey(seed.keys.alice, key, LEG);
    expect(retry.status).toBe(first.status);
    expect(retry.json).toEqual(first.json);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect((await listedIds(seed.keys.alice)).filter((listed) => listed === id)).toEqual([id]);
    expect(await db.flight.count({ where: { notes: LEG.notes, seats: { some: { userId: seed.users.alice.id } } } })).toBe(1);
  });

  it("refuses the same key with another body with a 422, saving nothing", async () => {
    const key = randomUUID();
    savedId(await saveWithKey(seed.keys.alice, key, { ...LEG, notes: "idempotency first" }));
    const before = await db.flight.count();
    expectError(await saveWithKey(seed.keys.alice, key, { ...LEG, notes: "idempotency other" }), 422, /Idempotency-Key was already used with another body/);
    expect(await db.flight.count()).toBe(before);
  });

  it("keeps keys per user: another user's same key saves their own flight", async () => {
    const key = randomUUID();
    const alices = savedId(await saveWithKey(seed.keys.alice, key, { ...LEG, notes: "idempotency alice" }));
    const bobs = savedId(await saveWithKey(seed.keys.bob, key, { ...LEG, notes: "idempotency bob" }));
    expect(bobs).not.toBe(alices);
    expect(await listedIds(seed.keys.bob)).toContain(bobs);
    expect(await listedIds(seed.keys.bob)).not.toContain(alices);
  });

  it("refuses a malformed key with a 400, saving nothing", async () => {
    const before = await db.flight.count();
    for (const bad of ["", "x".repeat(256), "a b", "clé"]) {
      expectError(await saveWithKey(seed.keys.alice, bad, LEG), 400, "Idempotency-Key: 1 to 255 visible ASCII characters");
    }
    expect(await db.flight.count()).toBe(before);
  });

  it("makes one flight of concurrent retries", async () => {
    const key = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => saveWithKey(seed.keys.alice, key, { ...LEG, notes: "idempotency race" })));
    const ids = answers.map(savedId);
    expect(new Set(ids).size).toBe(1);
    expect(await db.flight.count({ where: { notes: "idempotency race" } })).toBe(1);
  });

  it("works the same on the AirTrail-compatible save", async () => {
    const key = randomUUID();
    const body = { from: "ZRH", to: "CDG", departure: "2024-07-02", note: "idempotency airtrail", passengers: [{ userId: "<USER_ID>" }] };
    const first = await saveWithKey(seed.keys.alice, key, body, "/airtrail/api/flight/save");
    const id = savedId(first);
    expect((await saveWithKey(seed.keys.alice, key, body, "/airtrail/api/flight/save")).json).toEqual(first.json);
    expect(await db.flight.count({ where: { id: { in: [...created] }, notes: "idempotency airtrail" } })).toBe(1);
    const refused = await saveWithKey(seed.keys.alice, key, { ...body, note: "other" }, "/airtrail/api/flight/save");
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ success: false, message: expect.stringMatching(/Idempotency-Key/) });
    expect(id).toBeGreaterThan(0);
  });

  it("saves every time without the header, as before", async () => {
    const a = savedId(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...LEG, notes: "idempotency none" } }));
    const b = savedId(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...LEG, notes: "idempotency none" } }));
    expect(b).not.toBe(a);
  });
});
