import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCo2Totals } from "@/lib/stats/co2/co2-totals";
import { seatCo2Kg } from "@/lib/co2/factors";
import type { Db } from "@/lib/db/client";
import { authorized } from "@/test/support/authorized-scope";
import { AIRPORT_FIXTURES, createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { haversineKm } from "./derived";
import { flightCo2, getFlightWithDistance } from "./flight-co2";
import { saveFlight } from "./save-flight";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
const NOW = new Date("2025-01-01T00:00:00Z");

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await seedReferenceFixtures(db);
  owner = await createUser(db, { username: "owner", role: "owner" });
  alice = await createUser(db, { username: "alice" });
});

afterAll(async () => {
  await t?.cleanup();
});

describe("the flight page's CO₂", () => {
  it("uses the stored distance, as the totals do, when it differs from the airports' great circle", async () => {
    const saved = await saveFlight(db, owner.principal, {
      from: "ZRH", to: "JFK", date: "2024-05-01",
      seats: [{ userId: alice.id, seatClass: "business" }, { guestName: "Guest", seatClass: "economy" }],
    });
    // the distance stored at save; the airports' coordinates have moved since (a reference update), or the distance
    // came from elsewhere: the page and the totals must still agree
    await db.flight.update({ where: { id: saved.id }, data: { distanceKm: 3_000 } });
    const greatCircle = haversineKm(AIRPORT_FIXTURES.ZRH, AIRPORT_FIXTURES.JFK);
    expect(Math.abs(greatCircle - 3_000)).toBeGreaterThan(1_000);

    const page = await getFlightWithDistance(db, alice.principal, saved.id);
    expect(page?.distanceKm).toBe(3_000);
    const co2 = flightCo2(page!, alice.id);
    const mine = await getCo2Totals(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    const all = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), NOW);
    expect(co2.mySeatKg).toBeCloseTo(mine.kg, 9);
    expect(co2.flightKg).toBeCloseTo(all.kg, 9);
    expect(co2.seatKg).toEqual([seatCo2Kg(3_000, "business"), seatCo2Kg(3_000, "economy")]);
    expect(flightCo2(page!, owner.id).mySeatKg).toBeNull();
    // not visible: nothing, as a missing flight
    const stranger = await createUser(db, { username: "stranger" });
    expect(await getFlightWithDistance(db, stranger.principal, saved.id)).toBeNull();
  });
});
