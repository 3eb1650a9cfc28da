import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { deleteFlight } from "./delete-flight";
import { saveFlight } from "./save-flight";
import { flightYears, searchFlights } from "./search-flights";
import { authorized } from "@/test/support/authorized-scope";

const NOW = new Date("2025-06-01T00:00:00Z");

let testDb: TestDb;
let db: Db;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await seedReferenceFixtures(db);
  alice = await createUser(db);
  bob = await createUser(db);
  admin = await createUser(db, { role: "admin" });
  ids.zrhLhr = (await saveFlight(db, alice.principal, { from: "ZRH", to: "LHR", date: "2023-05-10", departure: "2023-05-10T08:00", arrival: "2023-05-10T09:00", airline: "SWR", flightNumber: "LX318" })).id;
  ids.lhrJfk = (await saveFlight(db, alice.principal, { from: "LHR", to: "JFK", date: "2024-01-02", departure: "2024-01-02T10:00", arrival: "2024-01-02T13:00", airline: "BAW", flightNumber: "BA117" })).id;
  ids.future = (await saveFlight(db, alice.principal, { from: "JFK", to: "LAX", date: "2026-03-01", airline: "UAL" })).id;
  ids.bobs = (await saveFlight(db, bob.principal, { from: "SYD", to: "AKL", date: "2024-04-04", airline: "QFA", flightNumber: "QF143" })).id;
  for (let i = 1; i <= 5; i++) {
    await saveFlight(db, alice.principal, { from: "CDG", to: "NRT", date: `2022-0${i}-15` });
  }
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("searchFlights", () => {
  it("lists only the caller's flights, newest first, and tells upcoming from past", async () => {
    const result = await searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "mine" }), now: NOW });
    expect(result.total).toBe(8);
    expect(result.flights[0]?.id).toBe(ids.future);
    expect(result.flights[0]?.upcoming).toBe(true);
    expect(result.flights[1]?.id).toBe(ids.lhrJfk);
    expect(result.flights[1]?.upcoming).toBe(false);
    expect(result.flights.some((f) => f.id === ids.bobs)).toBe(false);
  });

  it("finds by airport code, airport city, airline name and flight number, ignoring case", async () => {
    const find = async (q: string) => (await searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "mine" }), q, now: NOW })).flights.map((f) => f.id).sort();
    expect(await find("lhr")).toEqual([ids.zrhLhr, ids.lhrJfk].sort());
    expect(await find("zurich")).toEqual([ids.zrhLhr]);
    expect(await find("british")).toEqual([ids.lhrJfk]);
    expect(await find("lx 318")).toEqual([ids.zrhLhr]);
    expect(await find("QF143")).toEqual([]);
  });

  it("filters by year and pages", async () => {
    const year = await searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "mine" }), year: 2022, pageSize: 2, page: 2, sort: "oldest", now: NOW });
    expect(year.total).toBe(5);
    expect(year.pageCount).toBe(3);
    expect(year.flights.map((f) => f.date)).toEqual(["2022-03-15", "2022-04-15"]);
    const clamped = await searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "mine" }), year: 2022, pageSize: 2, page: 99, now: NOW });
    expect(clamped.page).toBe(3);
    expect(clamped.flights).toHaveLength(1);
  });

  it("answers a list nothing matches with one empty page, first or last, in every scope", async () => {
    const empty = { flights: [], total: 0, page: 1, pageCount: 1, previous: null, next: null };
    for (const [principal, kind] of [[alice.principal, "mine"], [admin.principal, "all"]] as const) {
      const scope = await authorized(db, principal, { kind });
      for (const page of [1, "last"] as const) {
        // no seat of any flight has the class "first"; nothing is known only to the year 1999
        expect(await searchFlights(db, { scope, filters: { seatClass: "first" }, page, now: NOW }), `${kind}, page ${page}`).toMatchObject(empty);
        expect(await searchFlights(db, { scope, year: 1999, page, now: NOW }), `${kind}, page ${page}`).toMatchObject(empty);
      }
    }
  });

  it("sorts by distance", async () => {
    const result = await searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "mine" }), sort: "distance", now: NOW });
    const distances = result.flights.map((f) => f.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
  });

  it("lets an admin search everyone's flights, and refuses that scope to a regular user", async () => {
    const all = await searchFlights(db, { scope: await authorized(db, admin.principal, { kind: "all" }), q: "QFA", now: NOW });
    expect(all.flights.map((f) => f.id)).toEqual([ids.bobs]);
    const one = await searchFlights(db, { scope: await authorized(db, admin.principal, { kind: "user", userId: bob.id }), now: NOW });
    expect(one.total).toBe(1);
    await expect((async () => searchFlights(db, { scope: await authorized(db, alice.principal, { kind: "all" }) }))()).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("lists the years with flights, newest first", async () => {
    expect(await flightYears(db, await authorized(db, alice.principal, { kind: "mine" }))).toEqual([2026, 2024, 2023, 2022]);
    expect(await flightYears(db, await authorized(db, admin.principal, { kind: "user", userId: bob.id }))).toEqual([2024]);
    expect(await flightYears(db, await authorized(db, admin.principal, { kind: "all" }))).toEqual([2026, 2024, 2023, 2022]);
  });

  it("drops a year once its last flight is gone", async () => {
    const carol = await createUser(db);
    const carols = await authorized(db, carol.principal, { kind: "mine" });
    const { id } = await saveFlight(db, carol.principal, { from: "ZRH", to: "LHR", date: "2019-07-01" });
    expect(await flightYears(db, carols)).toEqual([2019]);
    expect(await flightYears(db, await authorized(db, admin.principal, { kind: "all" }))).toEqual([2026, 2024, 2023, 2022, 2019]);
    await deleteFlight(db, carol.principal, id);
    expect(await flightYears(db, carols)).toEqual([]);
    expect(await flightYears(db, await authorized(db, admin.principal, { kind: "all" }))).toEqual([2026, 2024, 2023, 2022]);
  });
});
