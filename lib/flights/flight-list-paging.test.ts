import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import type { Principal } from "@/lib/auth/principal";
import { saveFlight } from "./save-flight";
import { FLIGHT_SORTS, flightListChoices, searchFlights, type FlightSort } from "./search-flights";
import type { FlightListFilters } from "./flight-list-filters";

/**
 * Keyset paging of the /flights list against a naive model (every flight read and sorted in JavaScript): pages never
 * overlap or skip, ties go by id, the last page is the tail, and no filter shows a regular user another's flight.
 */

const NOW = new Date("2025-06-01T00:00:00Z");
let testDb: TestDb;
let db: Db;
let ref: ReferenceFixtureIds;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const named: Record<string, number> = {};

interface ModelFlight {
  id: number;
  date: string;
  sortAt: Date;
  distanceKm: number;
  durationSeconds: number | null;
  airlineId: number | null;
  aircraftId: number | null;
  flightReason: string | null;
  aircraftReg: string | null;
  notes: string;
  seats: { userId: string | null; seatClass: string | null }[];
}

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  ref = await seedReferenceFixtures(db);
  alice = await createUser(db);
  bob = await createUser(db);
  admin = await createUser(db, { role: "admin" });
  // shown as "4 Jan 23:45" (New York) and "5 Jan 06:00" (Tokyo); the Tokyo flight departed 7 h 45 min earlier
  named.newYorkLate = (await saveFlight(db, alice.principal, { from: "JFK", to: "LAX", date: "2024-01-04", departure: "2024-01-04T23:45", arrival: "2024-01-05T02:50" })).id;
  named.tokyoEarly = (await saveFlight(db, alice.principal, { from: "NRT", to: "SIN", date: "2024-01-05", departure: "2024-01-05T06:00", arrival: "2024-01-05T12:00" })).id;
  named.shared = (await saveFlight(db, admin.principal, {
    from: "LHR", to: "JFK", date: "2023-03-03", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "business",
    seats: [{ userId: alice.id, seatClass: "economy" }, { userId: bob.id, seatClass: "business" }],
  })).id;
  named.bobSecret = (await saveFlight(db, bob.principal, { from: "SYD", to: "AKL", date: "2023-03-03", airline: "QFA", aircraft: "A388", aircraftReg: "VH-OQA", notes: "bob's secret", flightReason: "leisure", seats: [{ userId: bob.id, seatClass: "business" }] })).id;
  const airlines = [ref.airlines.SWR, ref.airlines.BAW, null];
  const aircraft = [ref.aircraft.A320, ref.aircraft.B738, null];
  const reasons = ["leisure", "business", null] as const;
  const classes = ["economy", "business", "first", null] as const;
  // many ties: date-only flights from one origin share date and sortAt; some share the distance
  for (let i = 0; i < 64; i++) {
    const owner = i % 4 === 3 ? bob : alice;
    const date = `${2019 + (i % 3)}-0${1 + (i % 2)}-1${i % 3}`;
    await saveFlight(db, owner.principal, {
      from: i % 5 === 0 ? "CDG" : "ZRH", to: "LHR", date, airline: airlines[i % 3] ? Object.keys(ref.airlines).find((k) => ref.airlines[k as keyof typeof ref.airlines] === airlines[i % 3]) : undefined,
      aircraft: aircraft[i % 3] ? Object.keys(ref.aircraft).find((k) => ref.aircraft[k as keyof typeof ref.aircraft] === aircraft[i % 3]) : undefined,
      flightReason: reasons[i % 3] ?? undefined, aircraftReg: i % 6 === 0 ? `HB-J${i}` : undefined, notes: i % 8 === 0 ? "window with a view" : "",
      ...(i % 7 === 0 ? { departure: `${date}T0${i % 10}:15`, arrival: `${date}T1${i % 10}:15` } : {}),
      seats: [{ userId: owner.id, seatClass: classes[i % 4] ?? undefined }],
    });
  }
});

afterAll(async () => {
  await testDb?.cleanup();
});

async function model(): Promise<ModelFlight[]> {
  return db.flight.findMany({
    select: { id: true, date: true, sortAt: true, distanceKm: true, durationSeconds: true, airlineId: true, aircraftId: true, flightReason: true, aircraftReg: true, notes: true, seats: { select: { userId: true, seatClass: true } } },
  });
}

function compare(sort: FlightSort): (a: ModelFlight, b: ModelFlight) => number {
  const by = (x: number | string, y: number | string) => (x < y ? -1 : x > y ? 1 : 0);
  switch (sort) {
    case "newest":
      return (a, b) => by(b.date, a.date) || by(b.sortAt.getTime(), a.sortAt.getTime()) || by(b.id, a.id);
    case "oldest":
      return (a, b) => by(a.date, b.date) || by(a.sortAt.getTime(), b.sortAt.getTime()) || by(a.id, b.id);
    case "distance":
      return (a, b) => by(b.distanceKm, a.distanceKm) || by(b.id, a.id);
    case "duration":
      return (a, b) => by(b.durationSeconds ?? -1, a.durationSeconds ?? -1) || by(b.id, a.id);
  }
}

/** The model's answer: the subject's flights (every flight for null), filtered, in the order. */
function expected(flights: ModelFlight[], subject: string | null, filters: FlightListFilters, sort: FlightSort): number[] {
  const q = filters.q?.toLowerCase();
  return flights
    .filter((f) => subject === null || f.seats.some((s) => s.userId === subject))
    .filter((f) => filters.airlineId === undefined || f.airlineId === filters.airlineId)
    .filter((f) => filters.aircraftId === undefined || f.aircraftId === filters.aircraftId)
    .filter((f) => filters.reason === undefined || f.flightReason === filters.reason)
    .filter((f) => filters.year === undefined || f.date.startsWith(`${filters.year}-`))
    .filter((f) => filters.seatClass === undefined || f.seats.some((s) => s.seatClass === filters.seatClass && (subject === null || s.userId === subject)))
    .filter((f) => q === undefined || (f.aircraftReg ?? "").toLowerCase().includes(q) || f.notes.toLowerCase().includes(q))
    .sort(compare(sort))
    .map((f) => f.id);
}

async function scopeOf(principal: Principal, request: ScopeRequest) {
  return authorized(db, principal, request);
}

/** Every page from the first by Next, and every page from the last by Previous. */
async function walk(principal: Principal, request: ScopeRequest, sort: FlightSort, pageSize: number, filters: FlightListFilters = {}) {
  const scope = await scopeOf(principal, request);
  const forward: number[][] = [];
  let page = await searchFlights(db, { scope, sort, pageSize, filters, now: NOW });
  const first = page;
  forward.push(page.flights.map((f) => f.id));
  while (page.next) {
    page = await searchFlights(db, { scope, sort, pageSize, filters, after: page.next, page: (page.page ?? 0) + 1, now: NOW });
    forward.push(page.flights.map((f) => f.id));
  }
  const backward: number[][] = [];
  const last = await searchFlights(db, { scope, sort, pageSize, filters, page: "last", now: NOW });
  page = last;
  backward.unshift(page.flights.map((f) => f.id));
  while (page.previous) {
    page = await searchFlights(db, { scope, sort, pageSize, filters, before: page.previous, page: (page.page ?? 2) - 1, now: NOW });
    backward.unshift(page.flights.map((f) => f.id));
  }
  return { first, last, forward, backward };
}

describe("keyset pages of /flights", () => {
  const requests: [string, () => [Principal, ScopeRequest]][] = [
    ["a regular user's own flights (walked along the index)", () => [alice.principal, { kind: "mine" }]],
    ["a small user's flights (sorted from the seats)", () => [admin.principal, { kind: "user", userId: bob.id }]],
    ["every flight", () => [admin.principal, { kind: "all" }]],
  ];
  for (const [name, request] of requests) {
    it.each(FLIGHT_SORTS.flatMap((sort) => [3, 7, 25].map((size) => [sort, size] as const)))(`${name}: %s by %i never overlap or skip, forwards and backwards`, async (sort, size) => {
      const [principal, scopeRequest] = request();
      const subject = scopeRequest.kind === "all" ? null : scopeRequest.kind === "user" ? scopeRequest.userId : principal.userId;
      const want = expected(await model(), subject, {}, sort);
      const { first, last, forward, backward } = await walk(principal, scopeRequest, sort, size);
      expect(first.total).toBe(want.length);
      expect(forward.flat()).toEqual(want);
      expect(forward.every((ids, i) => ids.length === (i < forward.length - 1 ? size : want.length - size * (forward.length - 1)))).toBe(true);
      // from the end: aligned like the forward pages, so the same pages
      expect(backward).toEqual(forward);
      expect(last.page).toBe(first.pageCount);
      expect(last.flights.map((f) => f.id)).toEqual(want.slice((Math.ceil(want.length / size) - 1) * size));
    });
  }

  it("jumps to a page number from the nearer end", async () => {
    const scope = await scopeOf(admin.principal, { kind: "all" });
    const want = expected(await model(), null, {}, "newest");
    const pageCount = Math.ceil(want.length / 10);
    for (let number = 1; number <= pageCount; number++) {
      const page = await searchFlights(db, { scope, pageSize: 10, page: number, now: NOW });
      expect(page.page).toBe(number);
      expect(page.flights.map((f) => f.id)).toEqual(want.slice((number - 1) * 10, number * 10));
    }
  });

  it("orders by the local date shown, then the instant: 5 Jan 06:00 in Tokyo above 4 Jan 23:45 in New York", async () => {
    const scope = await scopeOf(alice.principal, { kind: "mine" });
    const ids = (await searchFlights(db, { scope, pageSize: 100, now: NOW })).flights.map((f) => f.id);
    expect(ids.indexOf(named.tokyoEarly!)).toBeLessThan(ids.indexOf(named.newYorkLate!));
    const oldest = (await searchFlights(db, { scope, sort: "oldest", pageSize: 100, now: NOW })).flights.map((f) => f.id);
    expect(oldest.indexOf(named.newYorkLate!)).toBeLessThan(oldest.indexOf(named.tokyoEarly!));
  });

  it("a malformed cursor starts from the first page", async () => {
    const scope = await scopeOf(alice.principal, { kind: "mine" });
    const first = await searchFlights(db, { scope, now: NOW });
    for (const cursor of ["garbage", "2024-01-01~not-a-date~1", "2024-01-01~2024-01-01T00:00:00.000Z~x", "1~2~3~4",
      // shaped like an instant, but none: an invalid Date would reach the query
      "2024-01-01~2024-13-45T99:00:00.000Z~1"]) {
      expect((await searchFlights(db, { scope, after: cursor, now: NOW })).flights).toEqual(first.flights);
    }
  });
});

describe("filters of /flights", () => {
  const filterCases = (): [string, FlightListFilters][] => [
    ["airline", { airlineId: ref.airlines.SWR }],
    ["airline of bob's flight", { airlineId: ref.airlines.QFA }],
    ["aircraft type", { aircraftId: ref.aircraft.B738 }],
    ["aircraft type of bob's flight", { aircraftId: ref.aircraft.A388 }],
    ["class", { seatClass: "business" }],
    ["class first", { seatClass: "first" }],
    ["reason", { reason: "leisure" }],
    ["year", { year: 2023 }],
    ["year and reason", { year: 2020, reason: "business" }],
    ["registration", { q: "hb-j" }],
    ["registration of bob's flight", { q: "VH-OQA" }],
    ["notes", { q: "WITH A VIEW" }],
    ["bob's notes", { q: "secret" }],
  ];

  it("each filter gives exactly the model's flights, and a regular user never another's", async () => {
    const flights = await model();
    for (const [name, filters] of filterCases()) {
      for (const [principal, request, subject] of [
        [alice.principal, { kind: "mine" }, alice.id],
        [bob.principal, { kind: "mine" }, bob.id],
        [admin.principal, { kind: "user", userId: bob.id }, bob.id],
        [admin.principal, { kind: "all" }, null],
      ] as const) {
        const scope = await scopeOf(principal, request);
        const want = expected(flights, subject, filters, "newest");
        const { forward } = await walk(principal, request, "newest", 4, filters);
        expect(forward.flat(), `${name} for ${request.kind} ${subject ?? ""}`).toEqual(want);
        const page = await searchFlights(db, { scope, filters, pageSize: 100, now: NOW });
        expect(page.total, name).toBe(want.length);
        if (subject === alice.id) expect(page.flights.some((f) => f.id === named.bobSecret)).toBe(false);
      }
    }
  });

  it("the class filter reads the scope's own seat: alice flew economy on the flight where bob flew business", async () => {
    const mine = await searchFlights(db, { scope: await scopeOf(alice.principal, { kind: "mine" }), filters: { seatClass: "business" }, pageSize: 100, now: NOW });
    expect(mine.flights.map((f) => f.id)).not.toContain(named.shared);
    const bobs = await searchFlights(db, { scope: await scopeOf(admin.principal, { kind: "user", userId: bob.id }), filters: { seatClass: "business" }, pageSize: 100, now: NOW });
    expect(bobs.flights.map((f) => f.id)).toContain(named.shared);
  });

  it("search also finds aircraft types by code and name", async () => {
    const scope = await scopeOf(alice.principal, { kind: "mine" });
    const byCode = await searchFlights(db, { scope, q: "b77w", now: NOW });
    expect(byCode.flights.map((f) => f.id)).toEqual([named.shared]);
    const byName = await searchFlights(db, { scope, q: "777-300", now: NOW });
    expect(byName.flights.map((f) => f.id)).toEqual([named.shared]);
    expect((await searchFlights(db, { scope, q: "A380", now: NOW })).flights).toEqual([]);
    expect((await searchFlights(db, { scope, q: "100%_", now: NOW })).flights).toEqual([]);
  });

  it("offers the scope's own airlines, aircraft types and years", async () => {
    const choices = await flightListChoices(db, await scopeOf(alice.principal, { kind: "mine" }));
    expect(choices.airlines.map((a) => a.id)).not.toContain(ref.airlines.QFA);
    expect(choices.aircraft.map((a) => a.id)).not.toContain(ref.aircraft.A388);
    expect(choices.airlines.map((a) => a.id).sort()).toEqual([ref.airlines.BAW, ref.airlines.SWR].sort());
    expect(choices.years).toEqual([2024, 2023, 2021, 2020, 2019]);
    const all = await flightListChoices(db, await scopeOf(admin.principal, { kind: "all" }));
    expect(all.aircraft.map((a) => a.id)).toContain(ref.aircraft.A388);
  });
});
