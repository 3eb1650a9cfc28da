import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InputError, NotFoundError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { addPassSeat, ownSeatOn } from "./pass-seat-db";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.flight.deleteMany();
});

const PASS = { seatNumber: "12A", seatClass: "business" };

/** LX318 with alice's seat as given, bob's seat 30C (economy) and a guest's, so "changes nothing else" can be seen. */
async function sharedFlight(aliceSeat: { seatNumber?: string; seatClass?: string; seat?: string }): Promise<number> {
  const seats = [{ userId: alice.id, ...aliceSeat }, { guestName: "Carol" }];
  const { id } = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", flightNumber: "LX318", seats }));
  // alice may not seat bob; he would join by his own save
  await t.db.seat.create({ data: { flightId: id, userId: bob.id, seatNumber: "30C", seatClass: "economy" } });
  return id;
}

async function seatsOf(flightId: number) {
  const seats = await t.db.seat.findMany({ where: { flightId }, orderBy: { id: "asc" } });
  return seats.map(({ userId, guestName, seat, seatNumber, seatClass }) => ({ userId, guestName, seat, seatNumber, seatClass }));
}

async function flightRow(flightId: number) {
  const { updatedAt: _updatedAt, ...rest } = await t.db.flight.findUniqueOrThrow({ where: { id: flightId } });
  return rest;
}

describe("addPassSeat", () => {
  it("fills the caller's empty seat number and class, and only theirs", async () => {
    const id = await sharedFlight({ seat: "window" });
    const before = await seatsOf(id);
    const flightBefore = await flightRow(id);
    expect(await addPassSeat(t.db, alice.principal, id, PASS)).toEqual(PASS);
    const after = await seatsOf(id);
    expect(after[0]).toEqual({ ...before[0], seatNumber: "12A", seatClass: "business" });
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(await flightRow(id)).toEqual(flightBefore);
  });

  it("fills only the empty field: a class already set stays", async () => {
    const id = await sharedFlight({ seatClass: "first" });
    expect(await addPassSeat(t.db, alice.principal, id, PASS)).toEqual({ seatNumber: "12A", seatClass: "first" });
  });

  it("never overwrites a seat number the user set: says so and changes nothing", async () => {
    const id = await sharedFlight({ seatNumber: "14C" });
    const before = await seatsOf(id);
    const adding = addPassSeat(t.db, alice.principal, id, PASS);
    await expect(adding).rejects.toThrow(InputError);
    await expect(adding).rejects.toThrow("Your seat on this flight is already 14C; the pass says 12A. Nothing was changed.");
    expect(await seatsOf(id)).toEqual(before);
  });

  it("refuses a flight the caller holds no seat on (another user's): NotFound, nothing changed", async () => {
    const bobsOwn = (await saveFlight(t.db, bob.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", flightNumber: "LX318" }))).id;
    await expect(addPassSeat(t.db, alice.principal, bobsOwn, PASS)).rejects.toThrow(NotFoundError);
    expect(await seatsOf(bobsOwn)).toEqual([{ userId: bob.id, guestName: null, seat: null, seatNumber: null, seatClass: null }]);
    await expect(addPassSeat(t.db, alice.principal, bobsOwn + 1000, PASS)).rejects.toThrow(NotFoundError);
    await expect(addPassSeat(t.db, alice.principal, 2 ** 40, PASS)).rejects.toThrow(NotFoundError);
  });

  it("on a shared flight, bob's call fills bob's seat only, never alice's empty one", async () => {
    const id = await sharedFlight({});
    const bobEmpty = (await saveFlight(t.db, bob.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", flightNumber: "LX318" }))).id;
    await t.db.seat.create({ data: { flightId: bobEmpty, userId: alice.id } });
    await addPassSeat(t.db, bob.principal, bobEmpty, PASS);
    expect((await seatsOf(bobEmpty)).map((s) => [s.userId, s.seatNumber])).toEqual([[bob.id, "12A"], [alice.id, null]]);
    await expect(addPassSeat(t.db, bob.principal, id, PASS)).rejects.toThrow(/already 30C/);
  });
});

describe("ownSeatOn", () => {
  it("answers the caller's own seat on a flight, never another's; null without one", async () => {
    const id = await sharedFlight({ seatClass: "first" });
    expect(await ownSeatOn(t.db, bob.principal, id)).toEqual({ seatNumber: "30C", seatClass: "economy" });
    expect(await ownSeatOn(t.db, alice.principal, id)).toEqual({ seatNumber: null, seatClass: "first" });
    const bobsOwn = (await saveFlight(t.db, bob.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", seats: [{ userId: bob.id, seatNumber: "1A" }] }))).id;
    expect(await ownSeatOn(t.db, alice.principal, bobsOwn)).toBeNull();
  });
});
