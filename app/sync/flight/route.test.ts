import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;
let signedIn: Principal | null;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({ getPrincipal: async () => signedIn }));
vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("en"));
const { POST } = await import("./route");

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  signedIn = alice.principal;
  await t.db.idempotencyKey.deleteMany();
  await t.db.flight.deleteMany();
});

const fieldsOf = (user: TestUser, extra: Record<string, string> = {}): Record<string, string> => ({
  from: "ZRH", to: "LHR", date: "2025-03-02", precision: "day", departureTime: "08:00", arrivalTime: "08:45",
  seats: JSON.stringify([{ userId: user.id }]), ...extra,
});

function send(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return POST(
    new Request("http://flights.local/sync/flight", {
      method: "POST",
      headers: { host: "flights.local", origin: "http://flights.local", ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

const answerOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });

describe("POST /sync/flight", () => {
  it("saves the form's fields once per key: 201 with the id, the retry 200 with the same id", async () => {
    const key = randomUUID();
    const first = await answerOf(await send(fieldsOf(alice), { "idempotency-key": key }));
    const retry = await answerOf(await send(fieldsOf(alice), { "idempotency-key": key }));
    expect(first).toEqual({ status: 201, body: { id: expect.any(Number) } });
    expect(retry).toEqual({ status: 200, body: first.body });
    expect(await t.db.flight.count()).toBe(1);
    expect(await t.db.seat.findMany({ where: { flightId: first.body.id as number }, select: { userId: true } })).toEqual([{ userId: alice.id }]);
  });

  it("refuses the same key with another body (422), saving nothing more", async () => {
    const key = randomUUID();
    await send(fieldsOf(alice), { "idempotency-key": key });
    const other = await answerOf(await send(fieldsOf(alice, { notes: "changed" }), { "idempotency-key": key }));
    expect(other).toEqual({ status: 422, body: { message: expect.stringMatching(/already used with another body/) } });
    expect(await t.db.flight.count()).toBe(1);
  });

  it("answers a refused flight with the form's own wording, next to its field, saving nothing", async () => {
    const res = await answerOf(await send(fieldsOf(alice, { to: "XXX" }), { "idempotency-key": randomUUID() }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ fieldErrors: { to: expect.stringMatching(/XXX/) } });
    const shape = await answerOf(await send(fieldsOf(alice, { date: "" }), { "idempotency-key": randomUUID() }));
    expect(shape).toMatchObject({ status: 422, body: { fieldErrors: { date: expect.stringMatching(/^Date: /) } } });
    expect(await t.db.flight.count()).toBe(0);
  });

  it("keeps keys per user: bob's same key saves bob's own flight, never answers alice's", async () => {
    const key = randomUUID();
    const mine = await answerOf(await send(fieldsOf(alice), { "idempotency-key": key }));
    signedIn = bob.principal;
    const his = await answerOf(await send(fieldsOf(bob), { "idempotency-key": key }));
    expect(his.status).toBe(201);
    expect(his.body.id).not.toBe(mine.body.id);
    // bob cannot put a seat of alice's on a flight, nor learn anything of hers through her key
    const seatForAlice = await answerOf(await send(fieldsOf(alice), { "idempotency-key": key }));
    expect(seatForAlice.status).toBe(422);
    expect(seatForAlice.body).not.toHaveProperty("id");
    expect(await t.db.flight.count()).toBe(2);
  });

  it("refuses clearly, saving nothing: no key, a bad key, no form, no session, another site", async () => {
    expect(await answerOf(await send(fieldsOf(alice)))).toEqual({ status: 400, body: { message: expect.stringMatching(/^Idempotency-Key: required/) } });
    expect((await send(fieldsOf(alice), { "idempotency-key": "a b" })).status).toBe(400);
    const json = await POST(
      new Request("http://flights.local/sync/flight", {
        method: "POST",
        headers: { host: "flights.local", origin: "http://flights.local", "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify(fieldsOf(alice)),
      }),
    );
    expect(json.status).toBe(400);
    expect((await send(fieldsOf(alice), { "idempotency-key": randomUUID(), origin: "http://evil.example" })).status).toBe(403);
    signedIn = null;
    expect((await send(fieldsOf(alice), { "idempotency-key": randomUUID() })).status).toBe(401);
    expect(await t.db.flight.count()).toBe(0);
  });

  it("refuses a boarding pass's leg the user already has, after answering a retry of its own save", async () => {
    const leg = fieldsOf(alice, { airline: "LX", flightNumber: "LX318", boardingPassLeg: "1" });
    const key = randomUUID();
    const first = await answerOf(await send(leg, { "idempotency-key": key }));
    expect(first.status).toBe(201);
    expect(await answerOf(await send(leg, { "idempotency-key": key }))).toEqual({ status: 200, body: first.body });
    expect(await answerOf(await send(leg, { "idempotency-key": randomUUID() }))).toEqual({
      status: 422,
      body: { fieldErrors: {}, message: `You already have this flight (flight ${String(first.body.id)}).` },
    });
    // the add form logs what it is given: a second flight on the same day is the user's own choice there
    const { boardingPassLeg: _leg, ...typed } = leg;
    expect((await send(typed, { "idempotency-key": randomUUID() })).status).toBe(201);
    expect(await t.db.flight.count()).toBe(2);
  });

  it("is never stored by a cache", async () => {
    const res = await send(fieldsOf(alice), { "idempotency-key": randomUUID() });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
