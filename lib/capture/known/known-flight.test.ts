import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { findKnownFlight, findSameFlight } from "./known-flight";

let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, number> = {};

/** Saves a flight (as the owner, who may seat anyone) and keeps its id by name. */
async function flight(name: string, body: Record<string, unknown>, userIds: string[]): Promise<void> {
  ids[name] = (await saveFlight(t.db, owner.principal, parseFlightInput({ ...body, seats: userIds.map((userId) => ({ userId })) }))).id;
}

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  const lh400 = { from: "ZRH", to: "JFK", airline: "LH" };
  await flight("older", { ...lh400, flightNumber: "LH0400", departure: "2023-05-01T10:05", arrival: "2023-05-01T13:10", aircraft: "A388" }, [alice.id]);
  await flight("newer", { ...lh400, flightNumber: "lh 400", departure: "2024-06-02T11:00", arrival: "2024-06-02T14:20", aircraft: "B789" }, [alice.id]);
  // bob's, later than alice's and identical to what she might log next: never read for her
  await flight("bobs", { ...lh400, flightNumber: "LH400", departure: "2025-01-01T09:00", arrival: "2025-01-01T12:00", aircraft: "B77W" }, [bob.id]);
  // bob's, shared with alice by her seat on it
  await flight("shared", { from: "SIN", to: "NRT", airline: "LH", flightNumber: "LH401", departure: "2024-09-09T08:00", arrival: "2024-09-09T16:10" }, [bob.id, alice.id]);
  await flight("overnight", { from: "LAX", to: "ZRH", airline: "LX", flightNumber: "LX40", departure: "2024-03-01T16:00", arrival: "2024-03-02T12:00", aircraft: "B77W" }, [alice.id]);
  await flight("untimed", { from: "EDKB", to: "CDG", flightNumber: "XY 7", date: "2024-02-02" }, [alice.id]);
  await flight("month", { from: "ZRH", to: "LHR", flightNumber: "LX 318", date: "2024-04" }, [alice.id]);
});

afterAll(async () => {
  await t?.cleanup();
});

describe("findKnownFlight", () => {
  it("fills the route, airline, aircraft and local times from the user's most recent flight with the number, any spelling", async () => {
    for (const spelling of ["LH400", "LH 400", "lh400", "LH0400"]) {
      expect(await findKnownFlight(t.db, alice.principal, spelling), spelling).toEqual({
        flightNumber: "LH400",
        sourceFlightId: ids.newer,
        sourceDate: "2024-06-02",
        from: "ZRH",
        to: "JFK",
        airline: "LH",
        aircraft: "B789",
        departureTime: "11:00",
        arrivalTime: "14:20",
        arrivalDayOffset: 0,
        filled: ["from", "to", "airline", "aircraft", "departureTime", "arrivalTime"],
      });
    }
  });

  it("never reads another account's flight: bob's own, and none at all for an admin without seats", async () => {
    expect((await findKnownFlight(t.db, bob.principal, "LH400"))?.sourceFlightId).toBe(ids.bobs);
    const admin = await createUser(t.db, { role: "admin" });
    expect(await findKnownFlight(t.db, admin.principal, "LH400")).toBeNull();
    expect(await findKnownFlight(t.db, owner.principal, "LH400")).toBeNull();
    expect(await findKnownFlight(t.db, { userId: "", role: "user" }, "LH400")).toBeNull();
  });

  it("reads a flight shared with the user by a seat on it", async () => {
    expect(await findKnownFlight(t.db, alice.principal, "lh 0401")).toMatchObject({ sourceFlightId: ids.shared, from: "SIN", to: "NRT", aircraft: null });
  });

  it("gives each time on its own airport's clock, with the day the flight lands", async () => {
    expect(await findKnownFlight(t.db, alice.principal, "LX 40")).toMatchObject({ departureTime: "16:00", arrivalTime: "12:00", arrivalDayOffset: 1 });
  });

  it("marks only what the flight knows as filled, an airport without IATA code by its ICAO code", async () => {
    expect(await findKnownFlight(t.db, alice.principal, "xy7")).toEqual({
      flightNumber: "XY7",
      sourceFlightId: ids.untimed,
      sourceDate: "2024-02-02",
      from: "EDKB",
      to: "CDG",
      airline: null,
      aircraft: null,
      departureTime: null,
      arrivalTime: null,
      arrivalDayOffset: null,
      filled: ["from", "to"],
    });
  });

  it("answers null for a number the user never flew, and for none", async () => {
    expect(await findKnownFlight(t.db, alice.principal, "LH4000")).toBeNull();
    expect(await findKnownFlight(t.db, alice.principal, "LH40")).toBeNull();
    expect(await findKnownFlight(t.db, alice.principal, "  ")).toBeNull();
  });
});

describe("findSameFlight", () => {
  const same = { date: "2024-06-02", from: "ZRH", to: "JFK", flightNumber: "LH 0400" };

  it("finds the user's flight of that local date, route and number", async () => {
    expect(await findSameFlight(t.db, alice.principal, same)).toEqual({ id: ids.newer });
    expect(await findSameFlight(t.db, alice.principal, { ...same, from: "lszh", to: "kjfk", flightNumber: "lh400" })).toEqual({ id: ids.newer });
  });

  it("finds nothing on another date, route or number", async () => {
    expect(await findSameFlight(t.db, alice.principal, { ...same, date: "2024-06-03" })).toBeNull();
    expect(await findSameFlight(t.db, alice.principal, { ...same, to: "LHR" })).toBeNull();
    expect(await findSameFlight(t.db, alice.principal, { ...same, from: "JFK", to: "ZRH" })).toBeNull();
    expect(await findSameFlight(t.db, alice.principal, { ...same, flightNumber: "LH401" })).toBeNull();
  });

  it("never finds another account's identical flight", async () => {
    const bobs = { date: "2025-01-01", from: "ZRH", to: "JFK", flightNumber: "LH400" };
    expect(await findSameFlight(t.db, bob.principal, bobs)).toEqual({ id: ids.bobs });
    expect(await findSameFlight(t.db, alice.principal, bobs)).toBeNull();
    expect(await findSameFlight(t.db, owner.principal, bobs)).toBeNull();
  });

  it("does not take a flight known only to its month for one of that day", async () => {
    expect(await findSameFlight(t.db, alice.principal, { date: "2024-04-01", from: "ZRH", to: "LHR", flightNumber: "LX318" })).toBeNull();
  });
});
