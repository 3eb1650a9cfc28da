import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseBoardingPassBody } from "@/lib/api/schemas/boarding-pass-body";
import { InputError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { bcbpText, TWO_LEG_PASS, TWO_LEG_SCAN_DATE } from "@/test/support/bcbp-pass";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { logBoardingPass } from "./log-boarding-pass";

let t: TestDb;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.flight.deleteMany();
});

const TWO_LEGS = TWO_LEG_PASS;
const SCAN_DATE = TWO_LEG_SCAN_DATE;

const log = (user: TestUser, body: Record<string, unknown>) =>
  logBoardingPass(t.db, user.principal, parseBoardingPassBody({ scanDate: SCAN_DATE, ...body }));

function saveBody(user: TestUser, from: string, to: string, date: string, flightNumber: string, seatNumber: string, seatClass: string) {
  return {
    from,
    to,
    date,
    datePrecision: "day",
    departure: null,
    arrival: null,
    airline: flightNumber.slice(0, 2),
    flightNumber,
    aircraft: null,
    notes: "",
    seats: [{ userId: user.id, guestName: null, seat: null, seatNumber, seatClass }],
  };
}

describe("logBoardingPass", () => {
  it("answers, without saving, each leg's save body with the caller's seat, and nothing unresolved", async () => {
    const answer = await log(alice, { barcode: TWO_LEGS });
    expect(answer).toEqual({
      saved: false,
      legs: [
        { flight: saveBody(alice, "ZRH", "LHR", "2026-04-30", "LX318", "12A", "business"), unresolved: [], filled: [], existingId: null, id: null },
        { flight: saveBody(alice, "LHR", "JFK", "2026-05-01", "BA117", "44K", "economy"), unresolved: [], filled: [], existingId: null, id: null },
      ],
    });
    expect(await t.db.flight.count()).toBe(0);
  });

  it("saves every leg in one go, and a second save of the pass answers the same flights without a second copy", async () => {
    const first = await log(alice, { barcode: TWO_LEGS, save: true });
    const ids = first.legs.map((leg) => leg.id);
    expect(first.saved).toBe(true);
    expect(first.legs.map((leg) => leg.existingId)).toEqual([null, null]);
    const stored = await t.db.flight.findMany({ orderBy: { id: "asc" }, include: { seats: true } });
    expect(stored.map((f) => [f.id, f.date, f.flightNumber, f.seats.map((s) => [s.userId, s.seatNumber])])).toEqual([
      [ids[0], "2026-04-30", "LX318", [[alice.id, "12A"]]],
      [ids[1], "2026-05-01", "BA117", [[alice.id, "44K"]]],
    ]);
    const again = await log(alice, { barcode: TWO_LEGS, save: true });
    expect(again.legs.map((leg) => [leg.existingId, leg.id])).toEqual([[ids[0], ids[0]], [ids[1], ids[1]]]);
    expect(await t.db.flight.count()).toBe(2);
  });

  it("saves only the legs the caller does not have yet", async () => {
    const had = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", flightNumber: "LX318" }));
    const answer = await log(alice, { barcode: TWO_LEGS, save: true });
    expect(answer.legs[0]).toMatchObject({ existingId: had.id, id: had.id });
    expect(answer.legs[1]?.existingId).toBeNull();
    expect(answer.legs[1]?.id).not.toBe(had.id);
    expect(await t.db.flight.count()).toBe(2);
  });

  it("names a refused leg by its number on the pass when the legs before it are already logged", async () => {
    await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2026-04-30", flightNumber: "LX318" }));
    const text = bcbpText("TRAVELLER/ALICE", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 },
      { from: "LHR", to: "QQQ", carrier: "BA", flight: "117", day: 121 },
    ]);
    await expect(log(alice, { barcode: text, save: true })).rejects.toThrow(/^Leg 2: Unknown airport: QQQ/);
    expect(await t.db.flight.count()).toBe(1);
  });

  it("names an unknown airport in the dry run, and refuses to save the pass (nothing saved)", async () => {
    const text = bcbpText("TRAVELLER/ALICE", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 },
      { from: "LHR", to: "QQQ", carrier: "BA", flight: "117", day: 121 },
    ]);
    const dry = await log(alice, { barcode: text });
    expect(dry.legs.map((leg) => leg.unresolved)).toEqual([[], [{ field: "to", code: "QQQ" }]]);
    await expect(log(alice, { barcode: text, save: true })).rejects.toThrow(/^Leg 2: Unknown airport: QQQ/);
    expect(await t.db.flight.count()).toBe(0);
    const unknownAirline = bcbpText("TRAVELLER/ALICE", [{ from: "ZRH", to: "LHR", carrier: "ZZ", flight: "1", day: 120 }]);
    expect((await log(alice, { barcode: unknownAirline })).legs[0]?.unresolved).toEqual([{ field: "airline", code: "ZZ" }]);
  });

  it("refuses a text that is not a boarding pass, naming the barcode and the parser's reason", async () => {
    const refusal = log(alice, { barcode: "M1TOO SHORT" });
    await expect(refusal).rejects.toThrow(InputError);
    await expect(refusal).rejects.toMatchObject({ field: "barcode", message: expect.stringMatching(/^barcode: Boarding pass: .*\(TOO_SHORT\)$/) });
  });

  it("fills and checks from the caller's own flights only, never another account's", async () => {
    await saveFlight(t.db, bob.principal, parseFlightInput({ from: "ZRH", to: "LHR", departure: "2026-03-02T07:10", arrival: "2026-03-02T07:55", flightNumber: "LX318", aircraft: "A320" }));
    await saveFlight(t.db, bob.principal, parseFlightInput({ from: "LHR", to: "JFK", date: "2026-05-01", flightNumber: "BA117" }));
    const forAlice = await log(alice, { barcode: TWO_LEGS });
    expect(forAlice.legs.map((leg) => [leg.filled, leg.existingId, leg.flight.departure, leg.flight.aircraft])).toEqual([
      [[], null, null, null],
      [[], null, null, null],
    ]);
    const forBob = await log(bob, { barcode: TWO_LEGS });
    expect(forBob.legs[0]).toMatchObject({ filled: ["aircraft", "departureTime", "arrivalTime"], flight: { departure: "2026-04-30T07:10", aircraft: "A320" } });
    expect(forBob.legs[0]?.existingId).toBeNull();
    expect(forBob.legs[1]?.existingId).not.toBeNull();
  });

  it("keeps the passenger name and booking reference only when asked", async () => {
    const without = await log(alice, { barcode: TWO_LEGS });
    expect(JSON.stringify(without)).not.toMatch(/XK4T2Q|TRAVELLER/);
    const kept = await log(alice, { barcode: TWO_LEGS, keepPersonal: true });
    expect(kept.legs[0]?.flight.notes).toBe("Passenger: TRAVELLER/ALICE\nBooking reference: XK4T2Q");
  });

  it("dates the pass by today in UTC when the caller gives no scan date", async () => {
    const answer = await logBoardingPass(t.db, alice.principal, parseBoardingPassBody({ barcode: TWO_LEGS }), new Date("2026-04-29T23:30:00Z"));
    expect(answer.legs.map((leg) => leg.flight.date)).toEqual(["2026-04-30", "2026-05-01"]);
    const nextYear = await logBoardingPass(t.db, alice.principal, parseBoardingPassBody({ barcode: TWO_LEGS }), new Date("2027-04-20T00:00:00Z"));
    expect(nextYear.legs.map((leg) => leg.flight.date)).toEqual(["2027-04-30", "2027-05-01"]);
    // 23 February in UTC (already the 24th east of it): 30 April is more than the scan window ahead, so last year's
    const edge = await logBoardingPass(t.db, alice.principal, parseBoardingPassBody({ barcode: TWO_LEGS }), new Date("2026-02-23T23:30:00Z"));
    expect(edge.legs.map((leg) => leg.flight.date)).toEqual(["2025-04-30", "2025-05-01"]);
  });
});

describe("parseBoardingPassBody", () => {
  it("defaults to a dry run without personal data, and refuses a bad body naming the field", () => {
    expect(parseBoardingPassBody({ barcode: "x" })).toEqual({ barcode: "x", save: false, keepPersonal: false });
    expect(() => parseBoardingPassBody({})).toThrow(/^barcode: /);
    expect(() => parseBoardingPassBody({ barcode: "" })).toThrow("barcode: must not be empty");
    expect(() => parseBoardingPassBody({ barcode: "x", save: "yes" })).toThrow(/^save: /);
    expect(() => parseBoardingPassBody({ barcode: "x", scanDate: "2026-02-30" })).toThrow("scanDate: must be YYYY-MM-DD");
    expect(() => parseBoardingPassBody({ barcode: "x", extra: 1 })).toThrow(InputError);
  });
});
