import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";
import type { Principal } from "@/lib/auth/principal";

let t: TestDb;
let ref: ReferenceFixtureIds;
let owner: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  ref = await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.flight.deleteMany();
});

const save = (principal: Principal, body: Record<string, unknown>) => saveFlight(t.db, principal, parseFlightInput(body));

/** Everything saveFlight can change, to prove a failed call changed nothing. */
async function snapshot() {
  return {
    flights: await t.db.flight.findMany({ orderBy: { id: "asc" }, omit: { updatedAt: true } }),
    seats: await t.db.seat.findMany({ orderBy: { id: "asc" } }),
  };
}

async function seatsOf(flightId: number) {
  return t.db.seat.findMany({ where: { flightId }, orderBy: { id: "asc" }, select: { userId: true, guestName: true, seat: true, seatNumber: true, seatClass: true } });
}

const LEG = { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00", arrival: "2024-05-01T10:45" };

describe("saveFlight: create", () => {
  it("stores the resolved flight with one seat for the caller when seats are omitted", async () => {
    const { id } = await save(alice.principal, { ...LEG, airline: "LX", aircraft: "A320", flightNumber: "LX316", flightReason: "business" });
    const flight = await t.db.flight.findUniqueOrThrow({ where: { id } });
    expect(flight).toMatchObject({
      fromId: ref.airports.ZRH,
      toId: ref.airports.LHR,
      date: "2024-05-01",
      datePrecision: "day",
      airlineId: ref.airlines.SWR,
      aircraftId: ref.aircraft.A320,
      flightNumber: "LX316",
      flightReason: "business",
      notes: "",
      durationSeconds: 6300,
    });
    expect(flight.departure?.toISOString()).toBe("2024-05-01T08:00:00.000Z");
    expect(flight.endsAt.toISOString()).toBe("2024-05-01T09:45:00.000Z");
    expect(await seatsOf(id)).toEqual([{ userId: alice.id, guestName: null, seat: null, seatNumber: null, seatClass: null }]);
  });

  it("a regular user may add guests", async () => {
    const { id } = await save(alice.principal, {
      ...LEG,
      seats: [
        { userId: alice.id, seat: "window", seatNumber: "12A", seatClass: "economy" },
        { guestName: "Maya", seat: "middle" },
      ],
    });
    expect(await seatsOf(id)).toEqual([
      { userId: alice.id, guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" },
      { userId: null, guestName: "Maya", seat: "middle", seatNumber: null, seatClass: null },
    ]);
  });

  it("a regular user may not add another user, nor save a flight without a seat of their own", async () => {
    const before = await snapshot();
    await expect(save(alice.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: bob.id }] })).rejects.toThrow(ForbiddenError);
    await expect(save(alice.principal, { ...LEG, seats: [{ userId: bob.id }] })).rejects.toThrow(ForbiddenError);
    await expect(save(alice.principal, { ...LEG, seats: [{ guestName: "Maya" }] })).rejects.toThrow(ForbiddenError);
    await expect(save(alice.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: "no-such-user" }] })).rejects.toThrow(ForbiddenError);
    expect(await snapshot()).toEqual(before);
  });

  it("admins and owners may save flights for anyone, including flights they are not on", async () => {
    const a = await save(admin.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: bob.id }, { guestName: "Noah" }] });
    const b = await save(owner.principal, { ...LEG, seats: [{ guestName: "Noah" }] });
    expect((await seatsOf(a.id)).map((s) => s.userId)).toEqual([alice.id, bob.id, null]);
    expect((await seatsOf(b.id)).map((s) => s.guestName)).toEqual(["Noah"]);
  });

  it("bad input changes nothing", async () => {
    await save(alice.principal, LEG);
    const before = await snapshot();
    const bad: Record<string, unknown>[] = [
      { ...LEG, from: "XYZ" },
      { ...LEG, airline: "XXX" },
      { ...LEG, aircraft: "ZZZZ" },
      { ...LEG, arrival: "2024-05-01T08:00" },
      { ...LEG, departure: "2024-03-31T02:30" },
      { ...LEG, date: "2024-05-02" },
    ];
    for (const body of bad) await expect(save(alice.principal, body)).rejects.toThrow(InputError);
    // an unknown user (even for an admin), the same user twice
    await expect(save(admin.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: "no-such-user" }] })).rejects.toThrow(
      "seats[1].userId: unknown user",
    );
    await expect(save(admin.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: alice.id }] })).rejects.toThrow(InputError);
    expect(await snapshot()).toEqual(before);
  });
});

describe("saveFlight: update", () => {
  it("replaces the fields sent and keeps the rest, seats included", async () => {
    const { id } = await save(alice.principal, { ...LEG, airline: "SWR", notes: "first", seats: [{ userId: alice.id, seatNumber: "1A" }, { guestName: "Maya" }] });
    const result = await save(alice.principal, { id, to: "CDG", arrival: "2024-05-01T11:05", notes: "second" });
    expect(result).toEqual({ id });
    const flight = await t.db.flight.findUniqueOrThrow({ where: { id } });
    expect(flight).toMatchObject({ toId: ref.airports.CDG, airlineId: ref.airlines.SWR, notes: "second", durationSeconds: 3900 });
    expect(await seatsOf(id)).toEqual([
      { userId: alice.id, guestName: null, seat: null, seatNumber: "1A", seatClass: null },
      { userId: null, guestName: "Maya", seat: null, seatNumber: null, seatClass: null },
    ]);
  });

  it("sent seats replace the stored ones", async () => {
    const { id } = await save(alice.principal, { ...LEG, seats: [{ userId: alice.id }, { guestName: "Maya" }] });
    await save(alice.principal, { id, seats: [{ userId: alice.id, seat: "aisle" }, { guestName: "Noah" }] });
    expect(await seatsOf(id)).toEqual([
      { userId: alice.id, guestName: null, seat: "aisle", seatNumber: null, seatClass: null },
      { userId: null, guestName: "Noah", seat: null, seatNumber: null, seatClass: null },
    ]);
  });

  it("a regular user may update only flights they hold a seat on: others are not found", async () => {
    const { id } = await save(bob.principal, LEG);
    const before = await snapshot();
    await expect(save(alice.principal, { id, notes: "mine now" })).rejects.toThrow(NotFoundError);
    await expect(save(alice.principal, { id, notes: "mine now" })).rejects.toThrow("Flight not found");
    await expect(save(alice.principal, { id: 2_147_483_647, notes: "x" })).rejects.toThrow("Flight not found");
    await expect(save(admin.principal, { id: 9_999_999_999, notes: "x" })).rejects.toThrow("Flight not found");
    expect(await snapshot()).toEqual(before);
  });

  it("on a shared flight a regular user may not add, remove or change other users' seats, nor drop their own", async () => {
    const { id } = await save(admin.principal, { ...LEG, seats: [{ userId: alice.id }, { userId: bob.id, seatNumber: "2B" }] });
    const before = await snapshot();
    const attempts = [
      [{ userId: alice.id }], // removes bob
      [{ userId: alice.id }, { userId: bob.id, seatNumber: "2B" }, { userId: owner.id }], // adds a user
      [{ userId: alice.id }, { userId: bob.id, seatNumber: "3C" }], // changes bob's seat
      [{ userId: bob.id, seatNumber: "2B" }, { guestName: "Maya" }], // drops her own seat
    ];
    for (const seats of attempts) await expect(save(alice.principal, { id, seats })).rejects.toThrow(ForbiddenError);
    expect(await snapshot()).toEqual(before);
    // her own seat and guests are hers to change, other users' seats sent back as they are
    await save(alice.principal, { id, seats: [{ userId: bob.id, seatNumber: "2B" }, { userId: alice.id, seatClass: "business" }, { guestName: "Maya" }] });
    expect(await seatsOf(id)).toEqual([
      { userId: bob.id, guestName: null, seat: null, seatNumber: "2B", seatClass: null },
      { userId: alice.id, guestName: null, seat: null, seatNumber: null, seatClass: "business" },
      { userId: null, guestName: "Maya", seat: null, seatNumber: null, seatClass: null },
    ]);
  });

  it("admins and owners may change anything on any flight", async () => {
    const { id } = await save(alice.principal, LEG);
    await save(owner.principal, { id, seats: [{ userId: bob.id }] });
    expect((await seatsOf(id)).map((s) => s.userId)).toEqual([bob.id]);
    await save(admin.principal, { id, from: "JFK", to: "LAX", departure: null, arrival: null, date: "2023" });
    expect(await t.db.flight.findUniqueOrThrow({ where: { id } })).toMatchObject({ fromId: ref.airports.JFK, date: "2023-01-01", datePrecision: "year", departure: null });
  });

  it("a failing update changes nothing, not even the seats sent with it", async () => {
    const { id } = await save(alice.principal, { ...LEG, seats: [{ userId: alice.id }, { guestName: "Maya" }] });
    const before = await snapshot();
    await expect(save(alice.principal, { id, seats: [{ userId: alice.id }], airline: "NOPE" })).rejects.toThrow(InputError);
    await expect(save(admin.principal, { id, seats: [{ userId: "ghost" }] })).rejects.toThrow(InputError);
    await expect(save(alice.principal, { id, arrival: "2024-05-01T08:00" })).rejects.toThrow("arrival: must not be before departure");
    expect(await snapshot()).toEqual(before);
  });
});
