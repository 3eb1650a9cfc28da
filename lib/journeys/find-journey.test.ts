import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { findJourney, journeyPositions, MAX_JOURNEY_LEGS } from "./find-journey";

let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  await t.db.flight.deleteMany();
  await t.db.user.updateMany({ data: { connectionWindowHours: 24 } });
});

/** A flight with local times at its airports ("2024-05-01T08:00"), or only a date. */
async function fly(from: string, to: string, when: { departure?: string; arrival?: string; date?: string }, userIds: string[] = [alice.id]): Promise<number> {
  const input = parseFlightInput({ from, to, ...when, seats: userIds.map((userId) => ({ userId })) });
  return (await saveFlight(t.db, owner.principal, input)).id;
}

const legIds = async (userId: string, flightId: number) => (await findJourney(t.db, userId, flightId))?.legs.map((l) => l.id) ?? null;

describe("journeys", () => {
  it("a departure exactly the window after the arrival continues the journey; one minute later does not", async () => {
    const a = await fly("ZRH", "LHR", { departure: "2024-05-01T08:00", arrival: "2024-05-01T09:00" }); // 07:00Z → 08:00Z
    const b = await fly("LHR", "JFK", { departure: "2024-05-02T09:00", arrival: "2024-05-02T12:00" }); // 08:00Z: exactly 24 h
    expect(await legIds(alice.id, a)).toEqual([a, b]);
    await t.db.flight.delete({ where: { id: b } });
    const late = await fly("LHR", "JFK", { departure: "2024-05-02T09:01", arrival: "2024-05-02T12:00" });
    expect(await legIds(alice.id, a)).toBeNull();
    expect(await legIds(alice.id, late)).toBeNull();
  });

  it("follows the traveller's own window preference", async () => {
    const a = await fly("ZRH", "LHR", { departure: "2024-05-01T08:00", arrival: "2024-05-01T09:00" });
    const b = await fly("LHR", "JFK", { departure: "2024-05-01T11:00", arrival: "2024-05-01T14:00" }); // 2 h later
    await t.db.user.update({ where: { id: alice.id }, data: { connectionWindowHours: 1 } });
    expect(await legIds(alice.id, b)).toBeNull();
    await t.db.user.update({ where: { id: alice.id }, data: { connectionWindowHours: 2 } });
    expect(await legIds(alice.id, b)).toEqual([a, b]);
  });

  it("chains across midnight and time zones: landing 23:30 in one zone, leaving the next day in another", async () => {
    // JFK 18:00 → LHR 23:30 local (+1 h 00 next day in New York terms) … then LHR → SIN next morning, SIN → SYD
    const a = await fly("JFK", "LHR", { departure: "2024-03-10T12:30", arrival: "2024-03-10T23:30" });
    const b = await fly("LHR", "SIN", { departure: "2024-03-11T10:00", arrival: "2024-03-12T06:30" });
    const c = await fly("SIN", "SYD", { departure: "2024-03-12T09:00", arrival: "2024-03-12T19:00" });
    const other = await fly("SYD", "AKL", { departure: "2024-03-20T09:00", arrival: "2024-03-20T14:00" });
    const journey = await findJourney(t.db, alice.id, b);
    expect(journey?.legs.map((l) => l.id)).toEqual([a, b, c]);
    expect(journey?.layovers.map((l) => l.seconds)).toEqual([10.5 * 3600, 2.5 * 3600]);
    // 12:30 New York (EDT, 16:30Z) to 19:00 Sydney (AEDT, 08:00Z on the 12th)
    expect(journey?.totalSeconds).toBe((24 + 15.5) * 3600);
    const positions = await journeyPositions(t.db, alice.id, [a, b, c, other]);
    expect(Object.fromEntries(positions)).toEqual({ [a]: { leg: 1, of: 3 }, [b]: { leg: 2, of: 3 }, [c]: { leg: 3, of: 3 } });
  });

  it("a round trip's return is a leg; a flight from elsewhere breaks the chain", async () => {
    const a = await fly("ZRH", "LHR", { departure: "2024-05-01T08:00", arrival: "2024-05-01T09:00" });
    const b = await fly("CDG", "JFK", { departure: "2024-05-01T12:00", arrival: "2024-05-01T14:00" });
    expect(await legIds(alice.id, a)).toBeNull();
    expect(await legIds(alice.id, b)).toBeNull();
  });

  it("on shared flights each traveller chains only their own seats", async () => {
    const a = await fly("ZRH", "LHR", { departure: "2024-05-01T08:00", arrival: "2024-05-01T09:00" }, [alice.id, bob.id]);
    const b = await fly("LHR", "JFK", { departure: "2024-05-01T12:00", arrival: "2024-05-01T15:00" }, [alice.id, bob.id]);
    const bobOnly = await fly("JFK", "LAX", { departure: "2024-05-01T18:00", arrival: "2024-05-01T21:00" }, [bob.id]);
    expect(await legIds(alice.id, a)).toEqual([a, b]);
    expect(await legIds(bob.id, a)).toEqual([a, b, bobOnly]);
    expect(await legIds(alice.id, bobOnly)).toBeNull();
    // alice gives up her seat on b: her journey ends, bob's stays
    await deleteFlight(t.db, alice.principal, b);
    expect(await legIds(alice.id, a)).toBeNull();
    expect(await legIds(bob.id, b)).toEqual([a, b, bobOnly]);
  });

  it("flights known only by date span their day: the next day's flight connects, the same day's does not", async () => {
    const a = await fly("ZRH", "LHR", { date: "2024-05-01" });
    const sameDay = await fly("LHR", "JFK", { date: "2024-05-01" });
    expect(await legIds(alice.id, a)).toBeNull();
    await t.db.flight.delete({ where: { id: sameDay } });
    const nextDay = await fly("LHR", "JFK", { date: "2024-05-02" });
    const timed = await fly("JFK", "LAX", { departure: "2024-05-03T10:00", arrival: "2024-05-03T13:00" });
    expect(await legIds(alice.id, nextDay)).toEqual([a, nextDay, timed]);
  });

  it("a flight known only to the month spans it and is never a leg, even starting right after an arrival", async () => {
    const a = await fly("JFK", "LAX", { departure: "2024-04-30T18:00", arrival: "2024-04-30T22:00" });
    const monthOnly = await fly("LAX", "SYD", { date: "2024-05" }); // from 2024-05-01 00:00 in Los Angeles
    expect(await legIds(alice.id, a)).toBeNull();
    expect(await legIds(alice.id, monthOnly)).toBeNull();
  });

  it("a journey never forks: of two departures from the hub, the earlier continues", async () => {
    const a = await fly("ZRH", "LHR", { departure: "2024-05-01T08:00", arrival: "2024-05-01T09:00" });
    const early = await fly("LHR", "JFK", { departure: "2024-05-01T12:00", arrival: "2024-05-01T15:00" });
    const later = await fly("LHR", "CDG", { departure: "2024-05-01T18:00", arrival: "2024-05-01T20:00" });
    expect(await legIds(alice.id, a)).toEqual([a, early]);
    expect(await legIds(alice.id, later)).toBeNull();
  });

  it("follows a journey at most MAX_JOURNEY_LEGS legs either way from the flight asked about", async () => {
    // a shuttle every six hours between two airports: every flight continues the one before
    const [zrh, lhr] = await Promise.all(["ZRH", "LHR"].map((iata) => t.db.airport.findFirstOrThrow({ where: { iata } })));
    const start = Date.UTC(2024, 0, 1, 6);
    const ids: number[] = [];
    for (let i = 0; i < 2 * MAX_JOURNEY_LEGS + 10; i++) {
      const departure = new Date(start + i * 6 * 3_600_000);
      const arrival = new Date(departure.getTime() + 5_400_000);
      const { id } = await t.db.flight.create({
        data: { fromId: i % 2 ? lhr!.id : zrh!.id, toId: i % 2 ? zrh!.id : lhr!.id, date: departure.toISOString().slice(0, 10), departure, arrival, distanceKm: 788, durationSeconds: 5400, endsAt: arrival, sortAt: departure, seats: { create: [{ userId: alice.id }] } },
      });
      ids.push(id);
    }
    const middle = ids[MAX_JOURNEY_LEGS + 5]!;
    expect(await legIds(alice.id, middle)).toEqual(ids.slice(5, 2 * MAX_JOURNEY_LEGS + 6));
    const positions = await journeyPositions(t.db, alice.id, [ids[0]!, middle]);
    expect(positions.get(ids[0]!)).toEqual({ leg: 1, of: MAX_JOURNEY_LEGS + 1 });
    expect(positions.get(middle)).toEqual({ leg: MAX_JOURNEY_LEGS + 1, of: 2 * MAX_JOURNEY_LEGS + 1 });
  });
});
