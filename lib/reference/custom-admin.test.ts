import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError, InputError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { CUSTOM_ENTRIES_PAGE_SIZE, countCustomEntries, listCustomEntries } from "./custom-admin";

// Settings → Custom data lists every user's custom entries a page at a time: airports, then airlines, then aircraft
// types, each by id, never more than a page's worth however many there are.

const STRIP = { municipality: null, lat: 10, lon: 20, type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin" };

let t: TestDb;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  admin = await createUser(t.db, { username: "boss", role: "admin" });
  alice = await createUser(t.db, { username: "alice" });
  const n = (count: number) => Array.from({ length: count }, (_, i) => i);
  await t.db.airport.createMany({ data: n(130).map((i) => ({ ...STRIP, ident: `custom:${i + 1}`, name: `Strip ${i}`, custom: true, ownerId: alice.id })) });
  await t.db.airline.createMany({ data: n(95).map((i) => ({ name: `Airline ${i}`, custom: true, ownerId: alice.id })) });
  await t.db.aircraft.createMany({ data: n(20).map((i) => ({ icao: `Q${i}`, name: `Type ${i}`, custom: true, ownerId: alice.id })) });
});

afterAll(async () => {
  await t?.cleanup();
});

describe("Settings → Custom data pages", () => {
  it("count every kind", async () => {
    expect(await countCustomEntries(t.db, admin.principal)).toEqual({ airport: 130, airline: 95, aircraft: 20, total: 245 });
  });

  it("split the whole list into pages of at most the page size, in order, and none past the last", async () => {
    expect(CUSTOM_ENTRIES_PAGE_SIZE).toBe(100);
    const pages = [await listCustomEntries(t.db, admin.principal, 1), await listCustomEntries(t.db, admin.principal, 2), await listCustomEntries(t.db, admin.principal, 3)];
    expect(pages.map((p) => p.length)).toEqual([100, 100, 45]);
    const all = pages.flat();
    expect(all.map((e) => `${e.kind} ${e.name}`)).toEqual([
      ...Array.from({ length: 130 }, (_, i) => `airport Strip ${i}`),
      ...Array.from({ length: 95 }, (_, i) => `airline Airline ${i}`),
      ...Array.from({ length: 20 }, (_, i) => `aircraft Type ${i}`),
    ]);
    expect(all[0]).toMatchObject({ kind: "airport", codes: null, owner: { id: alice.id, username: "alice" }, flights: 0 });
    expect(await listCustomEntries(t.db, admin.principal, 4)).toEqual([]);
    // counts read once may be passed in
    const counts = await countCustomEntries(t.db, admin.principal);
    expect(await listCustomEntries(t.db, admin.principal, 2, counts)).toEqual(pages[1]);
  });

  it("are for admins only, and only from page 1", async () => {
    await expect(listCustomEntries(t.db, alice.principal, 1)).rejects.toThrow(ForbiddenError);
    await expect(countCustomEntries(t.db, alice.principal)).rejects.toThrow(ForbiddenError);
    await expect(listCustomEntries(t.db, admin.principal, 0)).rejects.toThrow(InputError);
  });
});
