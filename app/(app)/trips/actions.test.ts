import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";

// The trip forms' server actions: bad input next to its field, someone else's trip not found, nothing written.
let t: TestDb;
let principal: Principal;
vi.mock("@/lib/db/client", async (original) => ({ ...(await original<typeof import("@/lib/db/client")>()), getDb: () => t.db }));
vi.mock("@/lib/auth/session", () => ({ requirePrincipal: async () => principal }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
// outside a request the server translator has no page language: English, the default
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/en.json")).default;
  return { getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages, namespace: namespace as never }) };
});
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
const { addToTripAction, createTripAction, deleteTripAction, removeTripFlightAction, updateTripAction } = await import("./actions");
const { updateProfileAction } = await import("../settings/actions");

let alice: TestUser;
let bob: TestUser;
let aliceFlight: number;
let bobFlight: number;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  aliceFlight = (await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-05-01" }))).id;
  bobFlight = (await saveFlight(t.db, bob.principal, parseFlightInput({ from: "LHR", to: "JFK", date: "2024-05-02" }))).id;
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  await t.db.trip.deleteMany();
});

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

describe("trip actions", () => {
  it("create a trip with the chosen flights and go to it", async () => {
    principal = alice.principal;
    await expect(createTripAction({}, form({ name: "Spring", notes: "", flightId: [String(aliceFlight)] }))).rejects.toThrow(/redirected to \/trips\/\d+/);
    expect(await t.db.tripFlight.count()).toBe(1);
  });

  it("answer bad input next to its field, keeping what was typed, writing nothing", async () => {
    principal = alice.principal;
    expect(await createTripAction({}, form({ name: "", notes: "x" }))).toMatchObject({ fieldErrors: { name: "Name: required" }, values: { notes: "x" } });
    expect((await createTripAction({}, form({ name: "a", notes: "b\u0000c" }))).fieldErrors?.notes).toContain(UNSTORABLE_TEXT_DETAIL);
    expect((await createTripAction({}, form({ name: "a", notes: "", flightId: [String(bobFlight)] }))).fieldErrors?.flightIds).toBe(`Flights: no flight ${bobFlight} among your flights`);
    expect(await t.db.trip.count()).toBe(0);
  });

  it("adding a flight that is not the user's to a trip says so in the form's message, the only line the flight page shows", async () => {
    principal = alice.principal;
    const trip = await t.db.trip.create({ data: { userId: alice.id, name: "Hers" } });
    expect(await addToTripAction({}, form({ tripId: String(trip.id), flightId: [String(bobFlight)] }))).toEqual({ message: `Flights: no flight ${bobFlight} among your flights` });
    expect(await t.db.tripFlight.count()).toBe(0);
  });

  it("answer someone else's trip as not found, changing nothing", async () => {
    principal = alice.principal;
    const trip = await t.db.trip.create({ data: { userId: alice.id, name: "Hers", flights: { create: [{ flightId: aliceFlight }] } } });
    principal = bob.principal;
    expect(await updateTripAction(trip.id, {}, form({ name: "Bob's", notes: "" }))).toEqual({ message: "Trip not found", values: { name: "Bob's", notes: "" } });
    expect(await addToTripAction({}, form({ tripId: String(trip.id), flightId: [String(bobFlight)] }))).toEqual({ message: "Trip not found" });
    expect(await removeTripFlightAction(trip.id, aliceFlight)).toEqual({ message: "Trip not found" });
    expect(await deleteTripAction(trip.id)).toEqual({ message: "Trip not found" });
    expect(await t.db.trip.findUniqueOrThrow({ where: { id: trip.id }, include: { flights: true } })).toMatchObject({ name: "Hers", flights: [{ flightId: aliceFlight }] });
  });

  it("the profile form refuses a connection window outside 1–72 hours next to its field", async () => {
    principal = alice.principal;
    const profile = { displayName: "Alice", unit: "km", dateFormat: "dmy", clock: "24h" };
    expect((await updateProfileAction({}, form({ ...profile, connectionWindowHours: "0" }))).fieldErrors?.connectionWindowHours).toMatch(/^Connection window/);
    expect(await updateProfileAction({}, form({ ...profile, connectionWindowHours: "36" }))).toEqual({ ok: true });
    expect(await updateProfileAction({}, form(profile))).toEqual({ ok: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: alice.id } })).connectionWindowHours).toBe(36);
  });
});
