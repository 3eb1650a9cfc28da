import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAirtrailSave, toAirtrailFlight } from "@/lib/api/airtrail/shapes";
import { InputError } from "@/lib/errors";
import { findOrCreateCustomAircraft, findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import type { FlightBody } from "./flight-body";
import { parseFlightInput } from "./flight-input";
import { getFlight, getFlightAs } from "./get-flight";
import { saveFlight } from "./save-flight";

// A flight Alice and Bob share uses Alice's custom airport, airline and aircraft type, which Bob cannot look up.
// Bob sending the flight back as he read it keeps them; only a field he changes is resolved as Bob, so he can never
// put Alice's entries where they were not.

let t: TestDb;
let ref: ReferenceFixtureIds;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let custom: { airport: number; airline: number; aircraft: number };

beforeAll(async () => {
  t = await createTestDb();
  ref = await seedReferenceFixtures(t.db);
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
  admin = await createUser(t.db, { username: "boss", role: "admin" });
  const airport = await findOrCreateCustomAirport(t.db, alice.id, {
    icao: "ZZQQ", iata: null, name: "Alice's strip", municipality: null, lat: 46.9, lon: 7.5,
    type: "small_airport", continent: "EU", country: "CH", tz: "Europe/Zurich",
  });
  const airline = await findOrCreateCustomAirline(t.db, alice.id, { icao: "ZQA", iata: null, name: "Alice Air", callsign: null, country: null });
  const aircraft = await findOrCreateCustomAircraft(t.db, alice.id, { icao: "ZQ1", name: "Alice's glider", manufacturer: null });
  custom = { airport: airport.id, airline: airline.id, aircraft: aircraft.id };
});

afterAll(async () => {
  await t?.cleanup();
});

/** A flight of Alice's with her custom entries, on which the admin seats Bob too. */
async function sharedFlight(): Promise<number> {
  const { id } = await saveFlight(t.db, alice.principal, {
    from: "ZZQQ", to: "ZRH", date: "2024-06-01", departure: "2024-06-01T10:00", arrival: "2024-06-01T10:40", airline: "ZQA", aircraft: "ZQ1",
  });
  await saveFlight(t.db, admin.principal, { id, seats: [{ userId: alice.id }, { userId: bob.id, seatClass: "economy" }] });
  return id;
}

async function stored(id: number) {
  return t.db.flight.findUniqueOrThrow({ where: { id }, select: { fromId: true, toId: true, airlineId: true, aircraftId: true, notes: true } });
}

/** What an /api client sends back: the get answer's codes (ICAO, else IATA) and fields, one of them changed. */
function apiSaveBody(body: FlightBody, change: Record<string, unknown>): Record<string, unknown> {
  return {
    id: body.id,
    from: body.from.icao ?? body.from.iata,
    to: body.to.icao ?? body.to.iata,
    date: body.date,
    datePrecision: body.datePrecision,
    departure: body.departure,
    arrival: body.arrival,
    airline: body.airline,
    flightNumber: body.flightNumber,
    aircraft: body.aircraft,
    aircraftReg: body.aircraftReg,
    flightReason: body.flightReason,
    notes: body.notes,
    seats: body.seats,
    ...change,
  };
}

describe("a shared flight with another traveller's custom entries", () => {
  it("saves through /api as get answered it, keeping them", async () => {
    const id = await sharedFlight();
    const body = (await getFlight(t.db, bob.principal, id))!;
    expect([body.from.icao, body.airline, body.aircraft]).toEqual(["ZZQQ", "ZQA", "ZQ1"]);
    await saveFlight(t.db, bob.principal, parseFlightInput(apiSaveBody(body, { notes: "window seat" })));
    expect(await stored(id)).toEqual({ fromId: custom.airport, toId: ref.airports.ZRH, airlineId: custom.airline, aircraftId: custom.aircraft, notes: "window seat" });
    // the codes in another letter case name the same entries
    await saveFlight(t.db, bob.principal, parseFlightInput(apiSaveBody(body, { from: "zzqq", airline: "zqa", aircraft: "zq1", notes: "again" })));
    expect(await stored(id)).toMatchObject({ fromId: custom.airport, airlineId: custom.airline, aircraftId: custom.aircraft, notes: "again" });
  });

  it("saves through /airtrail/api as get answered it, keeping them", async () => {
    const id = await sharedFlight();
    const read = (await getFlightAs(t.db, bob.principal, id, toAirtrailFlight))!;
    const sent = JSON.parse(JSON.stringify({ ...read, note: "aisle please" })) as unknown;
    await saveFlight(t.db, bob.principal, parseAirtrailSave(sent, bob.id));
    expect(await stored(id)).toEqual({ fromId: custom.airport, toId: ref.airports.ZRH, airlineId: custom.airline, aircraftId: custom.aircraft, notes: "aisle please" });
  });

  it("resolves a changed field as the caller: a bundled code works, another user's custom code is unknown", async () => {
    const id = await sharedFlight();
    const body = (await getFlight(t.db, bob.principal, id))!;
    await saveFlight(t.db, bob.principal, parseFlightInput(apiSaveBody(body, { airline: "SWR" })));
    expect(await stored(id)).toMatchObject({ fromId: custom.airport, airlineId: ref.airlines.SWR, aircraftId: custom.aircraft });
    // Alice's airline, gone from the flight, cannot be put back by Bob
    await expect(saveFlight(t.db, bob.principal, parseFlightInput(apiSaveBody(body, { airline: "ZQA" })))).rejects.toThrow(new InputError("Unknown airline: ZQA", "airline"));
    // nor can her airport go where it is not (the destination), nor her aircraft type once replaced
    await expect(saveFlight(t.db, bob.principal, parseFlightInput(apiSaveBody(body, { airline: "SWR", to: "ZZQQ" })))).rejects.toThrow(new InputError("Unknown airport: ZZQQ", "to"));
    await saveFlight(t.db, bob.principal, parseFlightInput({ id, aircraft: "A320" }));
    await expect(saveFlight(t.db, bob.principal, parseFlightInput({ id, aircraft: "ZQ1" }))).rejects.toThrow(new InputError("Unknown aircraft: ZQ1", "aircraft"));
    expect(await stored(id)).toMatchObject({ fromId: custom.airport, toId: ref.airports.ZRH, airlineId: ref.airlines.SWR, aircraftId: ref.aircraft.A320 });
  });

  it("never lets a user newly reference another user's custom entry by its code", async () => {
    await expect(saveFlight(t.db, bob.principal, { from: "ZZQQ", to: "ZRH", date: "2024-06-02" })).rejects.toThrow(new InputError("Unknown airport: ZZQQ", "from"));
    await expect(saveFlight(t.db, bob.principal, { from: "LHR", to: "ZRH", date: "2024-06-02", airline: "ZQA" })).rejects.toThrow(new InputError("Unknown airline: ZQA", "airline"));
    await expect(saveFlight(t.db, bob.principal, { from: "LHR", to: "ZRH", date: "2024-06-02", aircraft: "ZQ1" })).rejects.toThrow(new InputError("Unknown aircraft: ZQ1", "aircraft"));
    const { id } = await saveFlight(t.db, bob.principal, { from: "LHR", to: "ZRH", date: "2024-06-02" });
    await expect(saveFlight(t.db, bob.principal, { id, from: "ZZQQ" })).rejects.toThrow(new InputError("Unknown airport: ZZQQ", "from"));
    await expect(saveFlight(t.db, bob.principal, { id, airline: "ZQA" })).rejects.toThrow(new InputError("Unknown airline: ZQA", "airline"));
    await expect(saveFlight(t.db, bob.principal, { id, aircraft: "ZQ1" })).rejects.toThrow(new InputError("Unknown aircraft: ZQ1", "aircraft"));
    expect(await stored(id)).toMatchObject({ fromId: ref.airports.LHR, toId: ref.airports.ZRH, airlineId: null, aircraftId: null });
  });
});
