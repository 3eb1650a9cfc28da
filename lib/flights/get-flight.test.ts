import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";
import { getFlight } from "./get-flight";

let t: TestDb;
let ref: ReferenceFixtureIds;
let owner: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let shared: number;
let bobsOwn: number;
let guestsOnly: number;

beforeAll(async () => {
  t = await createTestDb();
  ref = await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  const save = (body: Record<string, unknown>) => saveFlight(t.db, owner.principal, parseFlightInput(body));
  shared = (
    await save({
      from: "ZRH",
      to: "JFK",
      departure: "2024-03-31T10:05",
      arrival: "2024-03-31T13:10",
      airline: "LX",
      flightNumber: "LX14",
      aircraft: "B77W",
      aircraftReg: "HB-JNA",
      flightReason: "leisure",
      notes: "Window seat",
      seats: [
        { userId: alice.id, seat: "window", seatNumber: "31A", seatClass: "economy" },
        { userId: bob.id, seat: "aisle", seatNumber: "31C", seatClass: "economy+" },
        { guestName: "Maya", seat: "middle" },
      ],
    })
  ).id;
  bobsOwn = (await save({ from: "EDKB", to: "JRA", date: "2023-07", seats: [{ userId: bob.id }] })).id;
  guestsOnly = (await save({ from: "SYD", to: "AKL", date: "2022", seats: [{ guestName: "Noah" }] })).id;
});

afterAll(async () => {
  await t?.cleanup();
});

describe("getFlight", () => {
  it("returns the contract's Flight to a seat holder", async () => {
    const flight = await getFlight(t.db, alice.principal, shared);
    expect(flight).toStrictEqual({
      id: shared,
      from: { id: ref.airports.ZRH, icao: "LSZH", iata: "ZRH", name: "Zürich Airport", lat: 47.458056, lon: 8.548056, type: "large_airport", continent: "EU", country: "CH", tz: "Europe/Zurich" },
      to: { id: ref.airports.JFK, icao: "KJFK", iata: "JFK", name: "John F Kennedy International Airport", lat: 40.639447, lon: -73.779317, type: "large_airport", continent: "NA", country: "US", tz: "America/New_York" },
      departure: "2024-03-31T10:05:00.000+02:00",
      arrival: "2024-03-31T13:10:00.000-04:00",
      date: "2024-03-31",
      datePrecision: "day",
      seats: [
        { userId: alice.id, guestName: null, seat: "window", seatNumber: "31A", seatClass: "economy" },
        { userId: bob.id, guestName: null, seat: "aisle", seatNumber: "31C", seatClass: "economy+" },
        { userId: null, guestName: "Maya", seat: "middle", seatNumber: null, seatClass: null },
      ],
      airline: "SWR",
      flightNumber: "LX14",
      aircraft: "B77W",
      aircraftReg: "HB-JNA",
      flightReason: "leisure",
      notes: "Window seat",
    });
  });

  it("unknown values are null, notes the empty string, missing airport codes null", async () => {
    const flight = await getFlight(t.db, bob.principal, bobsOwn);
    expect(flight).toMatchObject({
      departure: null,
      arrival: null,
      date: "2023-07-01",
      datePrecision: "month",
      airline: null,
      flightNumber: null,
      aircraft: null,
      aircraftReg: null,
      flightReason: null,
      notes: "",
      seats: [{ userId: bob.id, guestName: null, seat: null, seatNumber: null, seatClass: null }],
    });
    expect(flight?.from.iata).toBeNull();
    expect(flight?.to.icao).toBeNull();
  });

  it("a regular user without a seat gets null, exactly as for a missing flight", async () => {
    expect(await getFlight(t.db, alice.principal, bobsOwn)).toBeNull();
    expect(await getFlight(t.db, alice.principal, guestsOnly)).toBeNull();
    expect(await getFlight(t.db, alice.principal, 987_654)).toBeNull();
  });

  it("admins and owners read every flight, even one with guests only", async () => {
    expect((await getFlight(t.db, admin.principal, bobsOwn))?.id).toBe(bobsOwn);
    expect((await getFlight(t.db, owner.principal, guestsOnly))?.seats).toEqual([
      { userId: null, guestName: "Noah", seat: null, seatNumber: null, seatClass: null },
    ]);
  });

  it("a flight without seats (left by an import, say) is only for admins and owners", async () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = await t.db.flight.findUniqueOrThrow({ where: { id: bobsOwn } });
    const bare = await t.db.flight.create({ data });
    expect((await getFlight(t.db, owner.principal, bare.id))?.seats).toEqual([]);
    expect(await getFlight(t.db, bob.principal, bare.id)).toBeNull();
  });

  it("ids outside 1..2147483647 are simply not found", async () => {
    for (const id of [0, -1, 1.5, 2_147_483_648, 1e20, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(await getFlight(t.db, owner.principal, id)).toBeNull();
    }
  });

  it("a principal without a user id sees nothing", async () => {
    expect(await getFlight(t.db, { userId: undefined as unknown as string, role: "user" }, shared)).toBeNull();
    expect(await getFlight(t.db, { userId: "", role: "user" }, shared)).toBeNull();
  });
});
