import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { bcbpText } from "@/test/support/bcbp-pass";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, rawRequest } from "./http";

const { baseUrl, databaseUrl, seed } = contractContext();
const { carol } = seed.users;
const PATH = "/api/flight/from-boarding-pass";
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
// Leave the seeded data as it was, for the other test files: carol, who had no flight, saves here.
afterAll(async () => {
  await db.flight.deleteMany({ where: { seats: { some: { userId: carol.id } } } });
  await db.$disconnect();
});

interface Leg {
  flight: Record<string, unknown>;
  unresolved: { field: string; code: string }[];
  filled: string[];
  existingId: number | null;
  id: number | null;
}

const post = (key: string | null, body: unknown) => call(baseUrl, PATH, key, { json: body });
async function legsOf(key: string, body: Record<string, unknown>): Promise<{ saved: boolean; legs: Leg[] }> {
  const answer = expectSuccess(await post(key, body));
  expect(Object.keys(answer).sort()).toEqual(["legs", "saved", "success"]);
  return answer as unknown as { saved: boolean; legs: Leg[] };
}
const carolsFlights = async () => expectSuccess(await call(baseUrl, "/api/flight/list", seed.keys.carol)).flights as Record<string, unknown>[];

// day 120 of 2026 is 30 April, day 121 is 1 May
const SCAN_DATE = "2026-04-29";
const ONE_LEG = bcbpText("TRAVELLER/CAROL", [{ from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120, compartment: "J", seat: "012A", bookingReference: "XK4T2Q" }]);
const TWO_LEGS = bcbpText("TRAVELLER/CAROL", [
  { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120, compartment: "J", seat: "012A", bookingReference: "XK4T2Q" },
  { from: "LHR", to: "JFK", carrier: "BA", flight: "117", day: 121, compartment: "Y", seat: "044K", bookingReference: "XK4T2Q" },
]);

function saveBody(userId: string, from: string, to: string, date: string, flightNumber: string, seatNumber: string, seatClass: string) {
  const airline = flightNumber.slice(0, 2);
  const seats = [{ userId, guestName: null, seat: null, seatNumber, seatClass }];
  return { from, to, date, datePrecision: "day", departure: null, arrival: null, airline, flightNumber, aircraft: null, notes: "", seats };
}
const ZRH_LHR = (userId: string) => saveBody(userId, "ZRH", "LHR", "2026-04-30", "LX318", "12A", "business");
const LHR_JFK = (userId: string) => saveBody(userId, "LHR", "JFK", "2026-05-01", "BA117", "44K", "economy");

describe("POST /api/flight/from-boarding-pass, a dry run", () => {
  it("answers a one-leg pass as the save body it would send, saving nothing", async () => {
    const answer = await legsOf(seed.keys.carol, { barcode: ONE_LEG, scanDate: SCAN_DATE });
    expect(answer).toEqual({ success: true, saved: false, legs: [{ flight: ZRH_LHR(carol.id), unresolved: [], filled: [], existingId: null, id: null }] });
    expect(await carolsFlights()).toEqual([]);
  });

  it("answers each leg of a two-leg pass in the pass's order, without the passenger unless asked", async () => {
    const answer = await legsOf(seed.keys.carol, { barcode: TWO_LEGS, scanDate: SCAN_DATE });
    expect(answer.legs.map((leg) => leg.flight)).toEqual([ZRH_LHR(carol.id), LHR_JFK(carol.id)]);
    expect(JSON.stringify(answer)).not.toMatch(/TRAVELLER|XK4T2Q/);
    const kept = await legsOf(seed.keys.carol, { barcode: TWO_LEGS, scanDate: SCAN_DATE, keepPersonal: true });
    expect(kept.legs[1]!.flight.notes).toBe("Passenger: TRAVELLER/CAROL\nBooking reference: XK4T2Q");
    expect(await carolsFlights()).toEqual([]);
  });

  it("fills and matches from the caller's own flights only, never another account's", async () => {
    // alice flew LX316 ZRH-LHR on 31 March 2024 (day 91), 08:05 to 08:55 on an A20N; nobody else did
    const pass = bcbpText("TRAVELLER/ALICE", [{ from: "ZRH", to: "LHR", carrier: "LX", flight: "316", day: 91 }]);
    const body = { barcode: pass, scanDate: "2024-04-01" };
    const [forAlice] = (await legsOf(seed.keys.alice, body)).legs;
    expect(forAlice).toMatchObject({ existingId: seed.flightIds.aliceZrhLhr, filled: ["aircraft", "departureTime", "arrivalTime"] });
    expect(forAlice!.flight).toMatchObject({ departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55", aircraft: "A20N" });
    for (const key of [seed.keys.bob, seed.keys.carol, seed.keys.admin]) {
      const [leg] = (await legsOf(key, body)).legs;
      expect(leg).toMatchObject({ existingId: null, filled: [], flight: { departure: null, arrival: null, aircraft: null } });
    }
  });

  it("names an unknown airport, and a save of that pass is refused naming it, saving nothing", async () => {
    const pass = bcbpText("TRAVELLER/CAROL", [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 },
      { from: "LHR", to: "QQQ", carrier: "BA", flight: "117", day: 121 },
    ]);
    const answer = await legsOf(seed.keys.carol, { barcode: pass, scanDate: SCAN_DATE });
    expect(answer.legs.map((leg) => leg.unresolved)).toEqual([[], [{ field: "to", code: "QQQ" }]]);
    expectError(await post(seed.keys.carol, { barcode: pass, scanDate: SCAN_DATE, save: true }), 400, "Leg 2: Unknown airport: QQQ");
    expect(await carolsFlights()).toEqual([]);
  });
});

describe("POST /api/flight/from-boarding-pass, refused", () => {
  it("refuses a text that is not a boarding pass with 400 naming the barcode and the reason", async () => {
    expectError(await post(seed.keys.carol, { barcode: "M1TOO SHORT" }), 400, /^barcode: Boarding pass: .+ \(TOO_SHORT\)$/);
    expectError(await post(seed.keys.carol, { barcode: `X${ONE_LEG.slice(1)}` }), 400, /^barcode: .+ \(FORMAT_CODE\)$/);
    expectError(await post(seed.keys.carol, { barcode: `${ONE_LEG}trailing` }), 400, /^barcode: .+ \(TRAILING_TEXT\)$/);
  });

  it("refuses a malformed body with 400 naming the field", async () => {
    expectError(await post(seed.keys.carol, {}), 400, /^barcode: /);
    expectError(await post(seed.keys.carol, { barcode: ONE_LEG, save: "yes" }), 400, /^save: /);
    expectError(await post(seed.keys.carol, { barcode: ONE_LEG, scanDate: "2026-02-30" }), 400, "scanDate: must be YYYY-MM-DD");
    expectError(await post(seed.keys.carol, { barcode: ONE_LEG, seat: "1A" }), 400, /seat/);
    const notJson = await rawRequest(baseUrl, PATH, { method: "POST", headers: { authorization: `Bearer ${seed.keys.carol}`, "content-type": "application/json" }, body: "{" });
    expectError(notJson, 400, "Request body is not valid JSON");
    expect(await carolsFlights()).toEqual([]);
  });

  it("answers 401 without a key, or with a revoked one, as every API route", async () => {
    expectError(await post(null, { barcode: ONE_LEG, save: true }), 401, "Unauthorized");
    expectError(await post(seed.keys.revoked, { barcode: ONE_LEG, save: true }), 401, "Unauthorized");
    expectError(await call(baseUrl, PATH, seed.keys.carol), 405, "Method not allowed");
    expect(await carolsFlights()).toEqual([]);
  });
});

describe("POST /api/flight/from-boarding-pass with save", () => {
  it("saves every leg once, as the pass says, and a second save answers the same flights without saving them again", async () => {
    const first = await legsOf(seed.keys.carol, { barcode: TWO_LEGS, scanDate: SCAN_DATE, save: true });
    expect(first.saved).toBe(true);
    const ids = first.legs.map((leg) => leg.id);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);
    expect(first.legs.map((leg) => leg.existingId)).toEqual([null, null]);

    const listed = () =>
      carolsFlights().then((flights) =>
        flights.map((f) => ({
          id: f.id,
          route: `${(f.from as { iata: string }).iata}-${(f.to as { iata: string }).iata}`,
          date: f.date,
          airline: f.airline,
          flightNumber: f.flightNumber,
          notes: f.notes,
          seats: f.seats,
        })),
      );
    const expected = [
      { id: ids[1], route: "LHR-JFK", date: "2026-05-01", airline: "BAW", flightNumber: "BA117", notes: "", seats: [{ userId: carol.id, guestName: null, seat: null, seatNumber: "44K", seatClass: "economy" }] },
      { id: ids[0], route: "ZRH-LHR", date: "2026-04-30", airline: "SWR", flightNumber: "LX318", notes: "", seats: [{ userId: carol.id, guestName: null, seat: null, seatNumber: "12A", seatClass: "business" }] },
    ];
    expect(await listed()).toEqual(expected);

    const again = await legsOf(seed.keys.carol, { barcode: TWO_LEGS, scanDate: SCAN_DATE, save: true });
    expect(again.legs.map((leg) => [leg.existingId, leg.id])).toEqual([[ids[0], ids[0]], [ids[1], ids[1]]]);
    expect(await listed()).toEqual(expected);
  });
});
