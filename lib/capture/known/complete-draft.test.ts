import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bcbpToDrafts } from "@/lib/capture/bcbp/bcbp-to-draft";
import { RES792_MANDATORY } from "@/lib/capture/bcbp/fixtures/resolution-792-samples";
import { parseBcbp } from "@/lib/capture/bcbp/parse-bcbp";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { AIRPORT_FIXTURES, createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { completeDraft, completeDraftWith } from "./complete-draft";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;
let alicesFlight: number;
// the pass's one leg: AC 834 from YUL to FRA on 2026-11-22
const draft = bcbpToDrafts(parseBcbp(RES792_MANDATORY), { scanDate: "2026-11-29" })[0]!;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  const airport = { ...AIRPORT_FIXTURES.ZRH, municipality: null };
  await t.db.airport.create({ data: { ...airport, ident: "CYUL", icao: "CYUL", iata: "YUL", name: "Montréal Trudeau", tz: "America/Toronto", lat: 45.47, lon: -73.74 } });
  await t.db.airport.create({ data: { ...airport, ident: "EDDF", icao: "EDDF", iata: "FRA", name: "Frankfurt", tz: "Europe/Berlin", lat: 50.03, lon: 8.56 } });
  const owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  const save = async (body: Record<string, unknown>, userId: string) => (await saveFlight(t.db, owner.principal, parseFlightInput({ ...body, seats: [{ userId }] }))).id;
  const ac834 = { from: "YUL", to: "FRA", flightNumber: "AC 0834" };
  alicesFlight = await save({ ...ac834, departure: "2025-10-01T18:30", arrival: "2025-10-02T07:45", aircraft: "B789" }, alice.id);
  // bob's is more recent, with another aircraft and times: never read for alice
  await save({ ...ac834, departure: "2026-11-01T19:00", arrival: "2026-11-02T09:00", aircraft: "A388" }, bob.id);
});

afterAll(async () => {
  await t?.cleanup();
});

describe("completeDraft", () => {
  it("adds the times and aircraft of the user's own flight with the pass's number, marked as filled", async () => {
    expect(await completeDraft(t.db, alice.principal, draft)).toEqual({
      ...draft,
      aircraft: "B789",
      departureTime: "18:30",
      arrivalTime: "07:45",
      arrivalDayOffset: 1,
      filled: ["aircraft", "departureTime", "arrivalTime"],
      knownFlightId: alicesFlight,
    });
  });

  it("adds nothing for a user who never flew it, and keeps the pass's own fields", async () => {
    const carol = await createUser(t.db);
    const completed = await completeDraft(t.db, carol.principal, draft);
    expect(completed).toEqual({ ...draft, aircraft: null, departureTime: null, arrivalTime: null, arrivalDayOffset: null, filled: [], knownFlightId: null });
    expect((await completeDraft(t.db, alice.principal, { ...draft, flightNumber: null })).filled).toEqual([]);
  });
});

describe("completeDraftWith", () => {
  const known = {
    flightNumber: "AC834",
    sourceFlightId: 7,
    sourceDate: "2025-10-01",
    from: "YUL",
    to: "FRA",
    airline: "AC",
    aircraft: null,
    departureTime: "18:30",
    arrivalTime: null,
    arrivalDayOffset: null,
    filled: ["from" as const, "to" as const, "airline" as const, "departureTime" as const],
  };

  it("fills only what the known flight knows", () => {
    expect(completeDraftWith(draft, known)).toMatchObject({ aircraft: null, departureTime: "18:30", filled: ["departureTime"], knownFlightId: 7 });
  });

  it("fills nothing from a flight with the number on another route", () => {
    expect(completeDraftWith(draft, { ...known, to: "MUC" })).toMatchObject({ departureTime: null, filled: [], knownFlightId: null });
    expect(completeDraftWith(draft, { ...known, from: "YYZ" })).toMatchObject({ departureTime: null, filled: [], knownFlightId: null });
  });
});
