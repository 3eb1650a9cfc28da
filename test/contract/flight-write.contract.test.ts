import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest } from "./http";
import type { FlightName } from "./seed";

const { baseUrl, databaseUrl, seed } = contractContext();
const { alice, bob } = seed.users;
const created: number[] = [];
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
// Leave the seeded data as it was, for the other test files.
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

async function save(key: string, body: unknown): Promise<number> {
  const res = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: body }));
  expect(Object.keys(res).sort()).toEqual(["id", "success"]);
  const id = res.id as number;
  expect(Number.isInteger(id)).toBe(true);
  if (!created.includes(id)) created.push(id);
  return id;
}
const get = (key: string, id: number) => call(baseUrl, `/api/flight/get/${id}`, key);
const list = (key: string, query = "") => call(baseUrl, `/api/flight/list${query}`, key);
const del = (key: string, body: unknown) => call(baseUrl, "/api/flight/delete", key, { json: body });
const idsOf = (body: Record<string, unknown>) => (body.flights as { id: number }[]).map((f) => f.id);

describe("GET /api/flight/list", () => {
  it("lists the caller's flights newest first (departure or start of the date, then id)", async () => {
    const body = expectSuccess(await list(seed.keys.alice));
    expect(Object.keys(body).sort()).toEqual(["flights", "success"]);
    const order: FlightName[] = ["aliceFuture", "aliceToday", "aliceLhrZrh", "aliceZrhLhr", "shared", "aliceDateOnly", "aliceMonth"];
    expect(idsOf(body)).toEqual(order.map((name) => seed.flightIds[name]));
    expect(idsOf(expectSuccess(await list(seed.keys.alice, "?scope=mine")))).toEqual(idsOf(body));
  });

  it("keeps the two travellers apart", async () => {
    const bobIds = idsOf(expectSuccess(await list(seed.keys.bob)));
    const expected = seed.flights.filter((f) => f.holders.includes("bob")).map((f) => seed.flightIds[f.name]);
    expect([...bobIds].sort()).toEqual([...expected].sort());
    expect(bobIds).toContain(seed.flightIds.shared);
    expect(bobIds).not.toContain(seed.flightIds.aliceZrhLhr);
    expect(idsOf(expectSuccess(await list(seed.keys.carol)))).toEqual([]);
  });

  it("applies the scope rules of /api/stats", async () => {
    for (const user of ["admin", "owner"] as const) {
      const all = idsOf(expectSuccess(await list(seed.keys[user], "?scope=all")));
      expect([...all].sort()).toEqual(Object.values(seed.flightIds).sort());
      const bobs = idsOf(expectSuccess(await list(seed.keys[user], `?scope=user&userId=${bob.id}`)));
      expect(bobs).toEqual(idsOf(expectSuccess(await list(seed.keys.bob))));
      expectError(await list(seed.keys[user], "?scope=user"), 400, "userId is required when scope is user");
      expectError(await list(seed.keys[user], "?scope=user&userId=nobody"), 404, "User not found");
    }
    expectError(await list(seed.keys.alice, "?scope=all"), 403, "Forbidden");
    expectError(await list(seed.keys.alice, `?scope=user&userId=${bob.id}`), 403, "Forbidden");
    expectError(await list(seed.keys.alice, "?scope=nope"), 400, "Invalid scope");
    expectError(await list(seed.keys.admin, "?scope=all&scope=all"), 400, "Invalid scope");
    expectError(await list(seed.keys.admin, "?scope=user&userId=a&userId=b"), 400);
  });
});

describe("POST /api/flight/save", () => {
  it("creates a flight with one seat for the caller; only they (and admins) can read it", async () => {
    const id = await save(seed.keys.alice, { from: "ZRH", to: "CDG", date: "2024-06-01", notes: "api" });
    const flight = expectSuccess(await get(seed.keys.alice, id)).flight as Record<string, unknown>;
    expect(flight).toMatchObject({ id, date: "2024-06-01", datePrecision: "day", notes: "api", departure: null });
    expect(flight.seats).toEqual([{ userId: alice.id, guestName: null, seat: null, seatNumber: null, seatClass: null }]);
    expectError(await get(seed.keys.bob, id), 404, "Flight not found");
    expectSuccess(await get(seed.keys.admin, id));
  });

  it("reads local times in each airport's zone and answers offsets", async () => {
    const id = await save(seed.keys.bob, {
      from: "LSZH", to: "LHR", departure: "2024-07-01T07:00", arrival: "2024-07-01T07:45", airline: "LX", aircraft: "a20n",
      flightNumber: "LX318", seats: [{ userId: bob.id, seat: "aisle", seatNumber: "3C", seatClass: "business" }, { guestName: "Friend" }],
    });
    const flight = expectSuccess(await get(seed.keys.bob, id)).flight as Record<string, unknown>;
    expect(flight).toMatchObject({ departure: "2024-07-01T07:00:00.000+02:00", arrival: "2024-07-01T07:45:00.000+01:00", date: "2024-07-01", airline: "SWR", aircraft: "A20N" });
    expect((flight.seats as unknown[]).length).toBe(2);
  });

  it.each([
    ["an unknown airport", { from: "XYZ", to: "LHR", date: "2024-01-01" }, /XYZ/],
    ["a missing origin", { to: "LHR", date: "2024-01-01" }, /from/],
    ["no date and no departure", { from: "ZRH", to: "LHR" }, /date/],
    ["a malformed date", { from: "ZRH", to: "LHR", date: "2024-13-01" }, /date/],
    ["arrival before departure", { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00:00Z", arrival: "2024-05-01T09:00:00Z" }, /arrival/i],
    ["a time in the daylight-saving gap", { from: "ZRH", to: "LHR", departure: "2024-03-31T02:30" }, /departure/],
    ["a date past the supported years", { from: "ZRH", to: "LHR", date: "9999-12-31" }, "date: must be in the years 1900 to 2200"],
    ["a departure past the supported years", { from: "ZRH", to: "LHR", departure: "9999-12-31T23:00:00Z" }, "departure: must be in the years 1900 to 2200"],
    ["an arrival past the supported years", { from: "ZRH", to: "LHR", date: "2024-01-01", arrival: "2201-01-01T10:00" }, "arrival: must be in the years 1900 to 2200"],
    ["an unknown airline", { from: "ZRH", to: "LHR", date: "2024-01-01", airline: "QQQ" }, /QQQ|airline/],
    ["an unknown aircraft", { from: "ZRH", to: "LHR", date: "2024-01-01", aircraft: "ZZZ9" }, /ZZZ9|aircraft/],
    ["no seats", { from: "ZRH", to: "LHR", date: "2024-01-01", seats: [] }, /seats/],
    ["an unknown field", { from: "ZRH", to: "LHR", date: "2024-01-01", colour: "red" }, /colour|Unrecognized|unknown/i],
    ["a bad seat class", { from: "ZRH", to: "LHR", date: "2024-01-01", seats: [{ guestName: "x", seatClass: "cargo" }] }, /seatClass/],
    ["an array", [], /./],
    ["a string", "flight", /./],
    ["null", null, /./],
  ])("refuses %s with 400 naming the problem, changing nothing", async (_label, body, message) => {
    const before = await db.flight.count();
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: body }), 400, message);
    expect(await db.flight.count()).toBe(before);
  });

  it.each([
    ["empty", ""],
    ["not JSON", "{from: ZRH}"],
    ["truncated", '{"from":"ZRH"'],
  ])("refuses a body that is %s with 400", async (_label, body) => {
    const res = await rawRequest(baseUrl, "/api/flight/save", {
      method: "POST",
      headers: { authorization: `Bearer ${seed.keys.alice}`, "content-type": "application/json" },
      body,
    });
    expectError(res, 400);
  });

  it("a regular user may add guests but not other users, and must hold a seat (403)", async () => {
    const before = await db.flight.count();
    const base = { from: "ZRH", to: "LHR", date: "2024-02-02" };
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...base, seats: [{ userId: alice.id }, { userId: bob.id }] } }), 403, "Forbidden");
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...base, seats: [{ userId: bob.id }] } }), 403, "Forbidden");
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...base, seats: [{ guestName: "Only a guest" }] } }), 403, "Forbidden");
    expect(await db.flight.count()).toBe(before);
  });

  it("updates: fields sent replace the stored ones; a flight one may not read is 404; other users' seats are 403", async () => {
    const id = await save(seed.keys.alice, { from: "ZRH", to: "CDG", date: "2024-06-02", flightNumber: "LX1" });
    expect(await save(seed.keys.alice, { id, notes: "updated" })).toBe(id);
    expect(expectSuccess(await get(seed.keys.alice, id)).flight).toMatchObject({ notes: "updated", flightNumber: "LX1", date: "2024-06-02" });
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.bob, { json: { id, notes: "hijack" } }), 404, "Flight not found");
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { id: 2_000_000_000, notes: "x" } }), 404, "Flight not found");
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { id: seed.flightIds.shared, seats: [{ userId: alice.id }] } }), 403, "Forbidden");
    expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { id, seats: [{ userId: alice.id }, { userId: bob.id }] } }), 403, "Forbidden");
    expect((expectSuccess(await get(seed.keys.alice, id)).flight as { notes: string }).notes).toBe("updated");
  });

  it("admins and owners may save flights for other users", async () => {
    for (const user of ["admin", "owner"] as const) {
      const id = await save(seed.keys[user], { from: "JFK", to: "LAX", date: "2024-08-08", seats: [{ userId: bob.id }] });
      expectSuccess(await get(seed.keys.bob, id));
      expectError(await get(seed.keys.alice, id), 404, "Flight not found");
    }
  });
});

describe("POST /api/flight/delete", () => {
  it("a regular user on a shared flight removes only their own seat; the flight goes with the last user seat", async () => {
    const id = await save(seed.keys.admin, { from: "CDG", to: "LHR", date: "2024-09-09", seats: [{ userId: alice.id }, { userId: bob.id }, { guestName: "G" }] });
    expect(expectSuccess(await del(seed.keys.bob, { id }))).toEqual({ success: true });
    expectError(await get(seed.keys.bob, id), 404, "Flight not found");
    const left = expectSuccess(await get(seed.keys.alice, id)).flight as { seats: { userId: string | null }[] };
    expect(left.seats.map((s) => s.userId)).toEqual([alice.id, null]);
    expectError(await del(seed.keys.bob, { id }), 404, "Flight not found");
    expectSuccess(await del(seed.keys.alice, { id }));
    expectError(await get(seed.keys.admin, id), 404, "Flight not found");
  });

  it("admins and owners delete the whole flight", async () => {
    for (const user of ["admin", "owner"] as const) {
      const id = await save(seed.keys.alice, { from: "ZRH", to: "LHR", date: "2024-10-10" });
      expectSuccess(await del(seed.keys[user], { id: String(id) }));
      expectError(await get(seed.keys.alice, id), 404, "Flight not found");
    }
  });

  it("a flight one may not read is 404 and stays", async () => {
    expectError(await del(seed.keys.alice, { id: seed.flightIds.bobJfkLax }), 404, "Flight not found");
    expectSuccess(await get(seed.keys.bob, seed.flightIds.bobJfkLax));
  });

  it.each([
    [{ id: "abc" }, 400, "Flight id is not a number"],
    [{ id: 1.5 }, 400, "Flight id is not a number"],
    [{ id: -1 }, 400, "Flight id is not a number"],
    [{ id: null }, 400, "Flight id is not a number"],
    [{}, 400, undefined],
    [[], 400, undefined],
    [{ id: 1, extra: true }, 400, undefined],
    [{ id: 0 }, 404, "Flight not found"],
    [{ id: 99_999_999_999 }, 404, "Flight not found"],
    [{ id: "0099999999999" }, 404, "Flight not found"],
    [{ id: 2_000_000_000 }, 404, "Flight not found"],
  ])("%j answers %i", async (body, status, message) => {
    expectError(await del(seed.keys.admin, body), status, message);
  });
});
