import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { InputError, NotFoundError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { seatCo2Kg } from "@/lib/co2/factors";
import { getTrip, listTrips, tripCo2, tripsWithFlight } from "./read-trip";
import { addFlightsToTrip, createTrip, deleteTrip, removeFlightFromTrip, updateTripDetails } from "./write-trip";

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
  await t.db.trip.deleteMany();
  await t.db.flight.deleteMany();
});

async function fly(from: string, to: string, date: string, userIds: string[]): Promise<number> {
  return (await saveFlight(t.db, owner.principal, parseFlightInput({ from, to, date, seats: userIds.map((userId) => ({ userId })) }))).id;
}
const tripFlightIds = async (user: TestUser, id: number) => (await getTrip(t.db, user.principal, id)).flights.map((f) => f.id);

describe("trips", () => {
  it("are created with the owner's visible flights, listed with their totals, in time order", async () => {
    const b = await fly("LHR", "JFK", "2024-05-02", [alice.id]);
    const a = await fly("ZRH", "LHR", "2024-05-01", [alice.id, bob.id]);
    const { id } = await createTrip(t.db, alice.principal, { name: "  New York  ", notes: "work", flightIds: [b, a, a] });
    const trip = await getTrip(t.db, alice.principal, id);
    expect(trip).toMatchObject({ name: "New York", notes: "work" });
    expect(trip.flights.map((f) => f.id)).toEqual([a, b]);
    const [listed] = await listTrips(t.db, alice.principal);
    expect(listed).toMatchObject({ id, flights: 2 });
    expect(listed!.distanceKm).toBeCloseTo(trip.flights.reduce((s, f) => s + f.distanceKm, 0), 6);
    expect(await tripsWithFlight(t.db, alice.principal, a)).toEqual([{ id, name: "New York" }]);
  });

  it("count the CO₂ of the owner's own seats only, each by its class", async () => {
    const seated = (seats: { userId: string; seatClass: string }[], from: string, to: string) =>
      saveFlight(t.db, owner.principal, parseFlightInput({ from, to, date: "2024-06-01", seats })).then((saved) => saved.id);
    const shared = await seated([{ userId: bob.id, seatClass: "first" }, { userId: alice.id, seatClass: "business" }], "ZRH", "LHR");
    const own = await seated([{ userId: alice.id, seatClass: "economy" }], "LHR", "JFK");
    const notHers = await seated([{ userId: bob.id, seatClass: "economy" }], "LHR", "JFK");
    const { id } = await createTrip(t.db, alice.principal, { name: "CO2", notes: "", flightIds: [shared, own] });
    const trip = await getTrip(t.db, alice.principal, id);
    const km = new Map(trip.flights.map((f) => [f.id, f.distanceKm]));
    const co2 = tripCo2(trip.flights);
    expect(co2.seatedFlights).toBe(2);
    expect(co2.kg).toBeCloseTo(seatCo2Kg(km.get(shared)!, "business") + seatCo2Kg(km.get(own)!, "economy"), 9);
    // an admin's trip may hold a flight they hold no seat on: it adds nothing
    const { id: adminTrip } = await createTrip(t.db, owner.principal, { name: "Watched", notes: "", flightIds: [notHers] });
    expect(tripCo2((await getTrip(t.db, owner.principal, adminTrip)).flights)).toEqual({ kg: 0, seatedFlights: 0 });
  });

  it("refuse bad input naming the field, and change nothing", async () => {
    await expect(createTrip(t.db, alice.principal, { name: " ", flightIds: [] })).rejects.toMatchObject({ field: "name" });
    await expect(createTrip(t.db, alice.principal, { name: "x", notes: "a".repeat(10_001) })).rejects.toMatchObject({ field: "notes" });
    await expect(createTrip(t.db, alice.principal, { name: "x", flightIds: ["nope"] })).rejects.toMatchObject({ field: "flightIds.0" });
    expect(await t.db.trip.count()).toBe(0);
  });

  it("belong to their owner alone: others (admins too) cannot read, edit, fill or delete them", async () => {
    const a = await fly("ZRH", "LHR", "2024-05-01", [alice.id, bob.id]);
    const { id } = await createTrip(t.db, alice.principal, { name: "Mine", flightIds: [a] });
    for (const other of [bob, owner]) {
      await expect(getTrip(t.db, other.principal, id)).rejects.toThrow(NotFoundError);
      await expect(updateTripDetails(t.db, other.principal, id, { name: "Theirs", notes: "" })).rejects.toThrow(NotFoundError);
      await expect(addFlightsToTrip(t.db, other.principal, id, [a])).rejects.toThrow(NotFoundError);
      await expect(removeFlightFromTrip(t.db, other.principal, id, a)).rejects.toThrow(NotFoundError);
      await expect(deleteTrip(t.db, other.principal, id)).rejects.toThrow(NotFoundError);
      expect(await listTrips(t.db, other.principal)).toEqual([]);
    }
    expect(await getTrip(t.db, alice.principal, id)).toMatchObject({ name: "Mine", flights: [{ id: a }] });
  });

  it("take only flights their owner can see; one unseen flight refuses the whole request", async () => {
    const mine = await fly("ZRH", "LHR", "2024-05-01", [alice.id]);
    const bobs = await fly("LHR", "JFK", "2024-05-02", [bob.id]);
    await expect(createTrip(t.db, alice.principal, { name: "x", flightIds: [mine, bobs] })).rejects.toMatchObject({ field: "flightIds" });
    expect(await t.db.trip.count()).toBe(0);
    const { id } = await createTrip(t.db, alice.principal, { name: "x", flightIds: [mine] });
    await expect(addFlightsToTrip(t.db, alice.principal, id, [bobs])).rejects.toThrow(InputError);
    await expect(addFlightsToTrip(t.db, alice.principal, id, [999_999])).rejects.toThrow(InputError);
    expect(await tripFlightIds(alice, id)).toEqual([mine]);
  });

  it("are per user on shared flights: bob's trip with the same flight is his, unaffected by alice's", async () => {
    const a = await fly("ZRH", "LHR", "2024-05-01", [alice.id, bob.id]);
    const hers = await createTrip(t.db, alice.principal, { name: "Hers", flightIds: [a] });
    const his = await createTrip(t.db, bob.principal, { name: "His", flightIds: [a] });
    await removeFlightFromTrip(t.db, alice.principal, hers.id, a);
    await deleteTrip(t.db, alice.principal, hers.id);
    expect(await tripFlightIds(bob, his.id)).toEqual([a]);
  });

  it("hide a flight whose seat was removed, and lose a deleted flight", async () => {
    const shared = await fly("ZRH", "LHR", "2024-05-01", [alice.id, bob.id]);
    const own = await fly("LHR", "JFK", "2024-05-02", [alice.id]);
    const { id } = await createTrip(t.db, alice.principal, { name: "x", flightIds: [shared, own] });
    await deleteFlight(t.db, alice.principal, shared); // gives up her seat; bob keeps the flight
    expect(await tripFlightIds(alice, id)).toEqual([own]);
    expect((await listTrips(t.db, alice.principal))[0]!.flights).toBe(1);
    await deleteFlight(t.db, alice.principal, own); // her last seat: the flight goes
    expect(await t.db.tripFlight.count({ where: { flightId: own } })).toBe(0);
    expect(await tripFlightIds(alice, id)).toEqual([]);
  });

  it("are renamed, annotated, emptied and deleted by their owner", async () => {
    const a = await fly("ZRH", "LHR", "2024-05-01", [alice.id]);
    const { id } = await createTrip(t.db, alice.principal, { name: "x", flightIds: [a] });
    await updateTripDetails(t.db, alice.principal, id, { name: "Renamed", notes: "more" });
    await removeFlightFromTrip(t.db, alice.principal, id, a);
    expect(await getTrip(t.db, alice.principal, id)).toMatchObject({ name: "Renamed", notes: "more", flights: [] });
    await deleteTrip(t.db, alice.principal, id);
    await expect(getTrip(t.db, alice.principal, id)).rejects.toThrow(NotFoundError);
    expect(await t.db.flight.count({ where: { id: a } })).toBe(1);
  });
});
