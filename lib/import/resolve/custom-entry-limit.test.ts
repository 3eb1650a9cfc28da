import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { InputError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { customEntities, findOrCreateCustomAircraft, findOrCreateCustomAirline, findOrCreateCustomAirport } from "./custom-entities";

// A user may have at most CONTRAIL_CUSTOM_ENTRIES_PER_USER (1,000 unless set) custom entries of each kind.

const LIMIT = getConfig().customEntriesPerUser;
const STRIP = { icao: null, iata: null, municipality: null, lat: 10, lon: 20, type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin" };

let t: TestDb;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
  // Alice has the limit of each kind; the first of each is the one she reuses below
  const n = Array.from({ length: LIMIT }, (_, i) => i);
  await t.db.airport.createMany({ data: n.map((i) => ({ ...STRIP, ident: `custom:${i + 1}`, name: `Strip ${i}`, custom: true, ownerId: alice.id })) });
  await t.db.airline.createMany({ data: n.map((i) => ({ name: `Airline ${i}`, custom: true, ownerId: alice.id })) });
  await t.db.aircraft.createMany({ data: n.map((i) => ({ icao: `Q${i}`, name: `Type ${i}`, custom: true, ownerId: alice.id })) });
});

afterAll(async () => {
  await t?.cleanup();
});

async function counts(owner: string) {
  const where = { ownerId: owner };
  return [await t.db.airport.count({ where }), await t.db.airline.count({ where }), await t.db.aircraft.count({ where })];
}

describe("custom entries per user", () => {
  it("is 1,000 of each kind unless configured", () => {
    expect(LIMIT).toBe(1000);
  });

  it("refuses another entry of a kind the user has the limit of, naming the limit, and writes nothing", async () => {
    await expect(findOrCreateCustomAirport(t.db, alice.id, { ...STRIP, name: "One more strip" })).rejects.toThrow(
      new InputError("Custom airport One more strip: not made, a user may have at most 1000 custom airports"),
    );
    await expect(findOrCreateCustomAirline(t.db, alice.id, { icao: null, iata: null, name: "One more airline", callsign: null, country: null })).rejects.toThrow(
      new InputError("Custom airline One more airline: not made, a user may have at most 1000 custom airlines"),
    );
    await expect(findOrCreateCustomAircraft(t.db, alice.id, { icao: "ZZ99", name: "One more type", manufacturer: null })).rejects.toThrow(
      new InputError("Custom aircraft type One more type: not made, a user may have at most 1000 custom aircraft types"),
    );
    expect(await counts(alice.id)).toEqual([LIMIT, LIMIT, LIMIT]);
  });

  it("still reuses the user's identical entries, and bundled aircraft types", async () => {
    const strip = await findOrCreateCustomAirport(t.db, alice.id, { ...STRIP, name: "Strip 0" });
    expect(strip.name).toBe("Strip 0");
    const airline = await findOrCreateCustomAirline(t.db, alice.id, { icao: null, iata: null, name: "Airline 0", callsign: null, country: null });
    expect(airline.name).toBe("Airline 0");
    expect((await findOrCreateCustomAircraft(t.db, alice.id, { icao: "A320", name: "x", manufacturer: null })).name).toBe("Airbus A320");
    expect((await findOrCreateCustomAircraft(t.db, alice.id, { icao: "Q0", name: "x", manufacturer: null })).name).toBe("Type 0");
    expect(await counts(alice.id)).toEqual([LIMIT, LIMIT, LIMIT]);
  });

  it("is each user's own: another user still makes entries", async () => {
    await findOrCreateCustomAirport(t.db, bob.id, { ...STRIP, name: "Bob's strip" });
    await findOrCreateCustomAirline(t.db, bob.id, { icao: null, iata: null, name: "Bob Air", callsign: null, country: null });
    await findOrCreateCustomAircraft(t.db, bob.id, { icao: "ZZ99", name: "Bob's type", manufacturer: null });
    expect(await counts(bob.id)).toEqual([1, 1, 1]);
  });

  it("holds for concurrent creations: a user one short of the limit gets exactly one more", async () => {
    const carol = await createUser(t.db, { username: "carol" });
    await t.db.airline.createMany({ data: Array.from({ length: LIMIT - 1 }, (_, i) => ({ name: `Carol ${i}`, custom: true, ownerId: carol.id })) });
    const tries = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => findOrCreateCustomAirline(t.db, carol.id, { icao: null, iata: null, name: `Carol new ${i}`, callsign: null, country: null })),
    );
    expect(tries.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of tries) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(InputError);
    expect(await t.db.airline.count({ where: { ownerId: carol.id } })).toBe(LIMIT);
  });

  it("is checked by a dry run too, counting the entries it would make", async () => {
    const dave = await createUser(t.db, { username: "dave" });
    await t.db.airport.createMany({
      data: Array.from({ length: LIMIT - 1 }, (_, i) => ({ ...STRIP, ident: `dave:${i}`, name: `Dave ${i}`, custom: true, ownerId: dave.id })),
    });
    const dry = customEntities(t.db, dave.id, true);
    expect((await dry.airport({ ...STRIP, name: "Dave new 1" })).id).toBeLessThan(0);
    await expect(dry.airport({ ...STRIP, name: "Dave new 2" })).rejects.toThrow(/a user may have at most 1000 custom airports/);
    expect(dry.created.airports).toBe(1);
    expect(await t.db.airport.count({ where: { ownerId: dave.id } })).toBe(LIMIT - 1);
    // the import itself makes the one that fits, then refuses
    const real = customEntities(t.db, dave.id, false);
    expect((await real.airport({ ...STRIP, name: "Dave new 1" })).id).toBeGreaterThan(0);
    await expect(real.airport({ ...STRIP, name: "Dave new 2" })).rejects.toThrow(InputError);
    expect(real.created.airports).toBe(1);
  });
});
