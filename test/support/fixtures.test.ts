import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { isValidTimeZone } from "@/lib/time/zoned";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, createUser, seedReferenceFixtures } from "./fixtures";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t?.cleanup();
});

describe("reference fixtures", () => {
  it("are well-formed", () => {
    for (const airport of Object.values(AIRPORT_FIXTURES)) {
      expect(isValidTimeZone(airport.tz)).toBe(true);
      expect(["AF", "AN", "AS", "EU", "NA", "OC", "SA"]).toContain(airport.continent);
      expect(airport.country).toMatch(/^[A-Z]{2}$/);
      if (airport.icao !== null) expect(airport.icao).toMatch(/^[A-Z0-9]{4}$/);
      if (airport.iata !== null) expect(airport.iata).toMatch(/^[A-Z0-9]{3}$/);
    }
    for (const airline of Object.values(AIRLINE_FIXTURES)) expect(airline.icao).toMatch(/^[A-Z]{3}$/);
    for (const aircraft of Object.values(AIRCRAFT_FIXTURES)) expect(aircraft.icao).toMatch(/^[A-Z0-9]{4}$/);
  });

  it("are inserted and their ids returned by code", async () => {
    const ids = await seedReferenceFixtures(t.db);
    expect((await t.db.airport.findUniqueOrThrow({ where: { id: ids.airports.ZRH } })).icao).toBe("LSZH");
    expect((await t.db.airport.findUniqueOrThrow({ where: { id: ids.airports.JRA } })).icao).toBeNull();
    expect((await t.db.airline.findUniqueOrThrow({ where: { id: ids.airlines.QFA } })).iata).toBe("QF");
    expect((await t.db.aircraft.findUniqueOrThrow({ where: { id: ids.aircraft.A388 } })).icao).toBe("A388");
    expect(await t.db.airport.count()).toBe(Object.keys(AIRPORT_FIXTURES).length);
  });

  it("createUser makes users with a role and a matching principal", async () => {
    const admin = await createUser(t.db, { username: "Root", role: "admin" });
    const plain = await createUser(t.db);
    expect(admin.principal).toEqual({ userId: admin.id, role: "admin" });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ username: "Root", usernameKey: "root", role: "admin" });
    expect(plain.role).toBe("user");
    expect(plain.username).not.toBe(admin.username);
  });
});
