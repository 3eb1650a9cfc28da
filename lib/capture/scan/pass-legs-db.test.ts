import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { bcbpText, TWO_LEG_PASS, TWO_LEG_SCAN_DATE } from "@/test/support/bcbp-pass";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { draftsOfPassText, type ReviewedLeg } from "./pass-legs";
import { reviewPassLegs, savePassLegs } from "./pass-legs-db";

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

/** The legs as the scan page sends them: the pass's personal items read, kept only when `keepPersonal`. */
function reviewed(text: string, keepPersonal = false): ReviewedLeg[] {
  return draftsOfPassText(text, SCAN_DATE, true).map((draft) => ({
    ...draft,
    aircraft: null,
    departureTime: null,
    arrivalTime: null,
    arrivalDayOffset: null,
    filled: [],
    knownFlightId: null,
    keepPersonal,
  }));
}

async function storedFlights() {
  const flights = await t.db.flight.findMany({
    orderBy: { id: "asc" },
    include: { from: true, to: true, airline: true, seats: true },
  });
  return flights.map((f) => ({
    route: `${f.from.iata}-${f.to.iata}`,
    date: f.date,
    airline: f.airline?.icao ?? null,
    flightNumber: f.flightNumber,
    notes: f.notes,
    seats: f.seats.map((s) => ({ userId: s.userId, seatNumber: s.seatNumber, seatClass: s.seatClass })),
  }));
}

describe("savePassLegs", () => {
  it("saves every leg of a two-leg pass as a flight with the caller's seat, equal to the pass", async () => {
    const { ids } = await savePassLegs(t.db, alice.principal, reviewed(TWO_LEGS));
    expect(ids).toHaveLength(2);
    expect(await storedFlights()).toEqual([
      { route: "ZRH-LHR", date: "2026-04-30", airline: "SWR", flightNumber: "LX318", notes: "", seats: [{ userId: alice.id, seatNumber: "12A", seatClass: "business" }] },
      { route: "LHR-JFK", date: "2026-05-01", airline: "BAW", flightNumber: "BA117", notes: "", seats: [{ userId: alice.id, seatNumber: "44K", seatClass: "economy" }] },
    ]);
  });

  it("keeps the passenger name and booking reference only when asked", async () => {
    await savePassLegs(t.db, alice.principal, reviewed(TWO_LEGS).slice(0, 1));
    await savePassLegs(t.db, bob.principal, reviewed(TWO_LEGS, true).slice(0, 1));
    const [withoutPersonal, withPersonal] = await storedFlights();
    expect(withoutPersonal?.notes).toBe("");
    expect(JSON.stringify(await t.db.flight.findMany({ where: { seats: { some: { userId: alice.id } } } }))).not.toContain("XK4T2Q");
    expect(withPersonal?.notes).toBe("Passenger: TRAVELLER/ALICE\nBooking reference: XK4T2Q");
  });

  it("saves nothing when one leg names an unknown airport, and says which leg", async () => {
    const text = bcbpText("TRAVELLER/ALICE", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 },
      { from: "LHR", to: "QQQ", carrier: "BA", flight: "117", day: 121 },
    ]);
    const saving = savePassLegs(t.db, alice.principal, reviewed(text));
    await expect(saving).rejects.toThrow(InputError);
    await expect(saving).rejects.toThrow(/^Leg 2: Unknown airport: QQQ/);
    expect(await t.db.flight.count()).toBe(0);
  });

  it("refuses a leg the user already has (same local date, route and flight number), saving none", async () => {
    await saveFlight(t.db, alice.principal, parseFlightInput({ from: "LHR", to: "JFK", date: "2026-05-01", flightNumber: "BA 117" }));
    const saving = savePassLegs(t.db, alice.principal, reviewed(TWO_LEGS));
    await expect(saving).rejects.toThrow(/^Leg 2: you already have this flight/);
    await expect(saving).rejects.toMatchObject({ legNumber: 2, flightId: expect.any(Number) });
    expect(await t.db.flight.count()).toBe(1);
    // another user's same flight is theirs alone: bob saves both legs
    expect((await savePassLegs(t.db, bob.principal, reviewed(TWO_LEGS))).ids).toHaveLength(2);
  });

  it("saves a pass sent twice at once only once: the second save finds the first inside its transaction", async () => {
    const outcomes = await Promise.allSettled([0, 1, 2].map(() => savePassLegs(t.db, alice.principal, reviewed(TWO_LEGS))));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected")) expect(String(outcome.reason)).toMatch(/you already have this flight/);
    expect(await t.db.flight.count()).toBe(2);
  });
});

describe("reviewPassLegs", () => {
  it("names the user's own same flight and completes a leg from their earlier flight with its number", async () => {
    const earlier = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "ZRH", to: "LHR", departure: "2026-03-02T07:10", arrival: "2026-03-02T07:55", flightNumber: "LX318", aircraft: "A320" }));
    const same = await saveFlight(t.db, alice.principal, parseFlightInput({ from: "LHR", to: "JFK", date: "2026-05-01", flightNumber: "BA117" }));
    const [first, second] = await reviewPassLegs(t.db, alice.principal, draftsOfPassText(TWO_LEGS, SCAN_DATE, false));
    expect(first).toMatchObject({ sameFlightId: null, leg: { aircraft: "A320", departureTime: "07:10", arrivalTime: "07:55", knownFlightId: earlier.id } });
    expect(second?.sameFlightId).toBe(same.id);
    // the caller's own seat on it, so the page can offer what the pass adds
    expect([first?.ownSeat, second?.ownSeat]).toEqual([null, { seatNumber: null, seatClass: null }]);
    // bob has neither flight: nothing is read from alice's
    const forBob = await reviewPassLegs(t.db, bob.principal, draftsOfPassText(TWO_LEGS, SCAN_DATE, false));
    expect(forBob.map((review) => [review.sameFlightId, review.leg.knownFlightId])).toEqual([[null, null], [null, null]]);
  });
});
