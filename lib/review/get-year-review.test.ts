import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatCo2Kg } from "@/lib/co2/factors";
import type { Db } from "@/lib/db/client";
import type { FlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { findJourney } from "@/lib/journeys/find-journey";
import { Random } from "@/lib/random";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { authorized } from "@/test/support/authorized-scope";
import { AIRPORT_FIXTURES, createUser, type AirportFixtureCode, type TestUser } from "@/test/support/fixtures";
import { createStatsWorld } from "@/test/support/stats-world";
import { randomWhen } from "@/test/support/random-when";
import type { TestDb } from "@/test/support/test-db";
import { parseFlightListFilters } from "@/lib/flights/flight-list-filters";
import { searchFlights } from "@/lib/flights/search-flights";
import { scopeQueryFor, scopeQueryOf } from "@/lib/scope/scope-query";
import { getYearReview, type YearFigures } from "./get-year-review";
import { latestReviewYear } from "./latest-review-year";
import { reviewDrillDowns } from "./review-drill-downs";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2025-06-15T12:00:00Z");
const YEARS = [2022, 2023, 2024, 2025, 2026];

beforeAll(async () => {
  ({ t, db, owner, alice, bob } = await createStatsWorld());
  const random = new Random(2026112702);
  const codes = Object.keys(AIRPORT_FIXTURES) as AirportFixtureCode[];
  const pad = (n: number) => String(n).padStart(2, "0");
  for (let i = 0; i < 90; i++) {
    const year = 2023 + random.int(3);
    // some flights on 31 December and 1 January, the rest anywhere in the year (2025's after NOW are upcoming)
    const day = random.chance(0.2) ? random.pick([`${year}-12-31`, `${year}-01-01`]) : `${year}-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
    const when = randomWhen(random, day);
    const holders = [[alice], [bob], [alice, bob]][random.int(3)]!;
    await saveFlight(db, owner.principal, {
      from: random.pick(codes),
      to: random.pick(codes),
      ...when,
      seats: [
        ...holders.map((u) => ({ userId: u.id, seatClass: random.pick(["economy", "business", "first", null]) })),
        ...(random.chance(0.3) ? [{ guestName: "Guest", seatClass: "economy" }] : []),
      ],
    } as FlightInput);
  }
  // journeys: legs chained within hours (one across New Year), shared by both travellers on some
  for (let j = 0; j < 8; j++) {
    const start = Date.UTC(2023 + random.int(3), random.int(12), 1 + random.int(28), random.int(24));
    const stops = [random.pick(codes), random.pick(codes), random.pick(codes), random.pick(codes)].slice(0, 2 + random.int(3));
    const holders = [[alice], [bob], [alice, bob]][random.int(3)]!;
    let at = j === 0 ? Date.UTC(2024, 11, 31, 20) : start;
    for (let leg = 0; leg + 1 < stops.length; leg++) {
      const hours = 1 + random.int(8);
      await saveFlight(db, owner.principal, {
        from: stops[leg],
        to: stops[leg + 1],
        departure: new Date(at).toISOString(),
        arrival: new Date(at + hours * 3_600_000).toISOString(),
        seats: holders.map((u) => ({ userId: u.id })),
      } as FlightInput);
      at += (hours + 1 + random.int(6)) * 3_600_000;
    }
  }
});

afterAll(async () => {
  await t?.cleanup();
});

async function scopes(): Promise<[string, AuthorizedScope, string | null][]> {
  return [
    ["mine", await authorized(db, alice.principal, { kind: "mine" }), alice.id],
    ["one user", await authorized(db, owner.principal, { kind: "user", userId: bob.id }), bob.id],
    ["all", await authorized(db, owner.principal, { kind: "all" }), null],
  ];
}

/** Everything from scratch: the scope's completed flights read through Prisma, each rule spelled out again. */
async function naiveReview(userId: string | null, year: number, now: Date) {
  const flights = (
    await db.flight.findMany({
      where: { endsAt: { lte: now }, ...(userId ? { seats: { some: { userId } } } : {}) },
      include: { from: true, to: true, seats: true },
    })
  ).map((f) => ({ ...f, year: Number(f.date.slice(0, 4)) }));
  const figures = (y: number): YearFigures | null => {
    const of = flights.filter((f) => f.year === y);
    if (of.length === 0) return null;
    const seats = of.flatMap((f) => f.seats.filter((s) => userId === null || s.userId === userId).map((s) => seatCo2Kg(f.distanceKm, s.seatClass)));
    return {
      flights: of.length,
      distanceKm: Math.round(of.reduce((n, f) => n + f.distanceKm, 0)),
      durationSeconds: of.reduce((n, f) => n + (f.durationSeconds ?? 0), 0),
      airports: new Set(of.flatMap((f) => [f.fromId, f.toId])).size,
      countries: new Set(of.flatMap((f) => [f.from.country, f.to.country])).size,
      co2Kg: Math.round(seats.reduce((n, kg) => n + kg, 0) * 10) / 10,
    };
  };
  const inYear = flights.filter((f) => f.year === year);
  const earlier = flights.filter((f) => f.year < year);
  const seenAirports = new Set(earlier.flatMap((f) => [f.fromId, f.toId]));
  const seenCountries = new Set(earlier.flatMap((f) => [f.from.country, f.to.country]));
  const extreme = (pick: (f: (typeof inYear)[number]) => number | null, longest: boolean) =>
    inYear
      .filter((f) => pick(f) !== null)
      .sort((a, b) => (longest ? pick(b)! - pick(a)! || b.id - a.id : pick(a)! - pick(b)! || a.id - b.id))[0]?.id ?? null;
  const count = <K,>(keys: K[], key: (k: K) => string) => {
    const counts = new Map<string, number>();
    for (const k of keys) counts.set(key(k), (counts.get(key(k)) ?? 0) + 1);
    return counts;
  };
  const routes = [...count(inYear, (f) => `${f.fromId}-${f.toId}`)].sort(
    ([a, n], [b, m]) => m - n || Number(a.split("-")[0]) - Number(b.split("-")[0]) || Number(a.split("-")[1]) - Number(b.split("-")[1]),
  );
  const visits = [...count(inYear.flatMap((f) => [f.fromId, f.toId]), String)].sort(([a, n], [b, m]) => m - n || Number(a) - Number(b));
  let journey: { distanceKm: number; totalSeconds: number; ids: number[] } | null = null;
  if (userId !== null) {
    for (const f of inYear) {
      const found = await findJourney(db, userId, f.id);
      if (!found || found.legs[0]!.id !== f.id || found.legs.some((leg) => leg.endsAt > now)) continue;
      const candidate = { distanceKm: found.distanceKm, totalSeconds: found.totalSeconds, ids: found.legs.map((leg) => leg.id) };
      const longer =
        !journey ||
        candidate.distanceKm > journey.distanceKm ||
        (candidate.distanceKm === journey.distanceKm && (candidate.totalSeconds > journey.totalSeconds || (candidate.totalSeconds === journey.totalSeconds && candidate.ids[0]! < journey.ids[0]!)));
      if (longer) journey = candidate;
    }
  }
  return {
    figures: figures(year),
    previous: figures(year - 1),
    newAirports: [...new Set(inYear.flatMap((f) => [f.fromId, f.toId]))].filter((id) => !seenAirports.has(id)).sort((a, b) => a - b),
    newCountries: [...new Set(inYear.flatMap((f) => [f.from.country, f.to.country]))].filter((c) => !seenCountries.has(c)).sort(),
    records: {
      longestByDistance: extreme((f) => f.distanceKm, true),
      shortestByDistance: extreme((f) => f.distanceKm, false),
      longestByTime: extreme((f) => f.durationSeconds, true),
      shortestByTime: extreme((f) => f.durationSeconds, false),
      mostFlownRoute: routes[0]?.[0] ?? null,
      mostVisitedAirport: visits[0] ? Number(visits[0][0]) : null,
    },
    journey,
  };
}

const ZERO: YearFigures = { flights: 0, distanceKm: 0, durationSeconds: 0, airports: 0, countries: 0, co2Kg: 0 };

describe("getYearReview", () => {
  it("equals a from-scratch computation over a random log (mine, one user, all; every year)", async () => {
    let journeys = 0;
    let newOnes = 0;
    for (const [name, scope, userId] of await scopes()) {
      for (const year of YEARS) {
        const label = `${name} ${year}`;
        const review = await getYearReview(db, scope, year, NOW);
        const naive = await naiveReview(userId, year, NOW);
        const { co2Kg, ...figures } = review.figures;
        const { co2Kg: naiveKg, ...naiveFigures } = naive.figures ?? ZERO;
        expect(figures, label).toEqual(naiveFigures);
        expect(Math.abs(co2Kg - naiveKg), label).toBeLessThanOrEqual(0.1);
        expect(review.co2.kg, label).toBe(co2Kg);
        if (naive.previous === null) expect(review.previous, label).toBeNull();
        else expect({ ...review.previous, co2Kg: 0 }, label).toEqual({ ...naive.previous, co2Kg: 0 });
        expect(review.newAirports.map((a) => a.id).sort((a, b) => a - b), label).toEqual(naive.newAirports);
        expect(review.newCountries, label).toEqual(naive.newCountries);
        const r = review.records;
        expect(
          {
            longestByDistance: r.longestByDistance?.id ?? null,
            shortestByDistance: r.shortestByDistance?.id ?? null,
            longestByTime: r.longestByTime?.id ?? null,
            shortestByTime: r.shortestByTime?.id ?? null,
            mostFlownRoute: r.mostFlownRoute ? `${r.mostFlownRoute.fromId}-${r.mostFlownRoute.toId}` : null,
            mostVisitedAirport: r.mostVisitedAirport?.id ?? null,
          },
          label,
        ).toEqual(naive.records);
        expect(review.map.airports.length, label).toBe(figures.airports);
        expect(review.journeys, label).toBe(userId !== null);
        const journey = review.longestJourney;
        expect(journey ? { distanceKm: journey.distanceKm, totalSeconds: journey.totalSeconds, ids: journey.legs.map((l) => l.id) } : null, label).toEqual(naive.journey);
        if (journey) expect(journey.stops.length, label).toBe(journey.legs.length + 1);
        journeys += journey ? 1 : 0;
        newOnes += review.newAirports.length;
      }
    }
    expect(journeys).toBeGreaterThan(0);
    expect(newOnes).toBeGreaterThan(0);
  });

  it("every figure's link opens a list whose total equals the figure, within the year", async () => {
    const queries: Record<string, string> = { mine: "", "one user": scopeQueryFor({ kind: "user", userId: bob.id }), all: scopeQueryFor({ kind: "all" }) };
    let followed = 0;
    for (const [name, scope] of await scopes()) {
      for (const year of [2023, 2024, 2025]) {
        const review = await getYearReview(db, scope, year, NOW);
        const hrefs = reviewDrillDowns(queries[name]!, review);
        const expected: [string, string | undefined, number][] = [
          ["flights", hrefs.flights?.all, review.figures.flights],
          ...review.map.routes.map((r): [string, string | undefined, number] => [`route ${r.fromId}-${r.toId}`, hrefs.mapRoutes?.[`${r.fromId}-${r.toId}`], r.count]),
          ...review.map.airports.map((a): [string, string | undefined, number] => [`airport ${a.id}`, hrefs.mapAirports?.[String(a.id)], a.visits]),
          ...review.countries.map((c): [string, string | undefined, number] => [`country ${c.country}`, hrefs.countries?.[c.country], c.visits]),
        ];
        const route = review.records.mostFlownRoute;
        if (route) expected.push(["most flown route", hrefs.topRoutes?.[`${route.fromId}-${route.toId}`], route.count]);
        for (const [what, href, value] of expected) {
          const label = `${name} ${year} ${what}`;
          expect(href, label).toBeDefined();
          const url = new URL(href!, "http://contrail.test");
          expect(scopeQueryOf(url.searchParams), label).toBe(queries[name]);
          const filters = parseFlightListFilters((param) => url.searchParams.get(param));
          const result = await searchFlights(db, { scope, filters, now: NOW, pageSize: 100 });
          expect(result.measure?.count, label).toBe(value);
          followed++;
        }
      }
    }
    expect(followed).toBeGreaterThan(50);
  });

  it("counts a flight in the year of its local date at the origin (31 December / 1 January), and compares with the year before", async () => {
    const carol = await createUser(db, { username: "carol" });
    // 14:00 UTC on 31 December is 03:00 on 1 January in Auckland; 05:00 UTC on 1 January is 21:00 on 31 December in Los Angeles
    await saveFlight(db, owner.principal, { from: "AKL", to: "SYD", departure: "2024-12-31T14:00:00Z", arrival: "2024-12-31T17:00:00Z", seats: [{ userId: carol.id }] } as FlightInput);
    const newYearsEve = await saveFlight(db, owner.principal, { from: "LAX", to: "JFK", departure: "2025-01-01T05:00:00Z", arrival: "2025-01-01T10:00:00Z", seats: [{ userId: carol.id }] } as FlightInput);
    const scope = await authorized(db, carol.principal, { kind: "mine" });
    const y2025 = await getYearReview(db, scope, 2025, NOW);
    const y2024 = await getYearReview(db, scope, 2024, NOW);
    expect(y2025.map.airports.map((a) => a.iata).sort()).toEqual(["AKL", "SYD"]);
    expect(y2024.map.airports.map((a) => a.iata).sort()).toEqual(["JFK", "LAX"]);
    expect(y2025.figures).toMatchObject({ flights: 1, durationSeconds: 3 * 3600, countries: 2 });
    expect(y2025.previous).toMatchObject({ flights: 1, durationSeconds: 5 * 3600, countries: 1 });
    expect(y2025.newCountries).toEqual(["AU", "NZ"]);
    expect(y2024.previous).toBeNull();
    expect(y2024.newCountries).toEqual(["US"]);
    expect([y2024.records.longestByDistance?.id, y2024.records.shortestByTime?.id]).toEqual([newYearsEve.id, newYearsEve.id]);
    // two flights on one night are no journey: they do not connect
    expect(y2025.longestJourney).toBeNull();
  });

  it("the latest year to review is the year of the scope's latest completed flight", async () => {
    for (const [name, scope, userId] of await scopes()) {
      const flights = await db.flight.findMany({ where: { endsAt: { lte: NOW }, ...(userId ? { seats: { some: { userId } } } : {}) }, orderBy: [{ endsAt: "desc" }, { id: "desc" }], take: 1 });
      expect(await latestReviewYear(db, scope, NOW), name).toBe(Number(flights[0]!.date.slice(0, 4)));
      expect(await latestReviewYear(db, scope, new Date("2000-01-01T00:00:00Z")), name).toBeNull();
    }
  });

  it("leaves out the year's flights not yet completed, and a year with nothing has nothing", async () => {
    const dave = await createUser(db, { username: "dave" });
    await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", date: "2025-03-01", seats: [{ userId: dave.id }] } as FlightInput);
    await saveFlight(db, owner.principal, { from: "ZRH", to: "SIN", date: "2025-09-01", seats: [{ userId: dave.id }] } as FlightInput);
    const scope = await authorized(db, dave.principal, { kind: "mine" });
    const review = await getYearReview(db, scope, 2025, NOW);
    expect(review.figures.flights).toBe(1);
    expect(review.newAirports.map((a) => a.iata).sort()).toEqual(["LHR", "ZRH"]);
    expect(review.records.longestByDistance?.to.iata).toBe("LHR");
    const later = await getYearReview(db, scope, 2025, new Date("2025-12-01T00:00:00Z"));
    expect(later.figures.flights).toBe(2);
    expect(later.newCountries).toEqual(["CH", "GB", "SG"]);
    const empty = await getYearReview(db, scope, 2019, NOW);
    expect(empty.figures).toEqual(ZERO);
    expect(empty.previous).toBeNull();
    expect([empty.newAirports, empty.newCountries, empty.map.routes, empty.map.airports]).toEqual([[], [], [], []]);
    expect(Object.values(empty.records).every((r) => r === null)).toBe(true);
    expect(empty.longestJourney).toBeNull();
  });

  it("a country is not new when another of its airports was visited before", async () => {
    const gus = await createUser(db, { username: "gus" });
    await saveFlight(db, owner.principal, { from: "ZRH", to: "JFK", date: "2023-02-01", seats: [{ userId: gus.id }] } as FlightInput);
    await saveFlight(db, owner.principal, { from: "NRT", to: "LAX", date: "2024-02-01", seats: [{ userId: gus.id }] } as FlightInput);
    const review = await getYearReview(db, await authorized(db, gus.principal, { kind: "mine" }), 2024, NOW);
    expect(review.newAirports.map((a) => a.iata).sort()).toEqual(["LAX", "NRT"]);
    expect(review.newCountries).toEqual(["JP"]);
  });

  it("a journey counts once all its legs have landed", async () => {
    const hana = await createUser(db, { username: "hana" });
    const legs = [
      await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", departure: "2025-06-15T08:00:00Z", arrival: "2025-06-15T10:00:00Z", seats: [{ userId: hana.id }] } as FlightInput),
      await saveFlight(db, owner.principal, { from: "LHR", to: "JFK", departure: "2025-06-15T13:00:00Z", arrival: "2025-06-15T20:00:00Z", seats: [{ userId: hana.id }] } as FlightInput),
    ];
    const scope = await authorized(db, hana.principal, { kind: "mine" });
    expect((await getYearReview(db, scope, 2025, NOW)).longestJourney).toBeNull();
    const later = await getYearReview(db, scope, 2025, new Date("2025-06-16T00:00:00Z"));
    expect(later.longestJourney?.legs.map((leg) => leg.id)).toEqual(legs.map((leg) => leg.id));
    expect(later.longestJourney?.stops.map((stop) => stop.code)).toEqual(["ZRH", "LHR", "JFK"]);
  });

  it("a shared flight counts for each traveller on it, and an airport first seen by one is new for the other later", async () => {
    const erin = await createUser(db, { username: "erin" });
    const fred = await createUser(db, { username: "fred" });
    await saveFlight(db, owner.principal, { from: "KTM", to: "GRU", date: "2023-05-01", seats: [{ userId: erin.id }] } as FlightInput);
    await saveFlight(db, owner.principal, { from: "KTM", to: "GRU", date: "2024-05-01", seats: [{ userId: erin.id }, { userId: fred.id, seatClass: "business" }] } as FlightInput);
    const erin2024 = await getYearReview(db, await authorized(db, erin.principal, { kind: "mine" }), 2024, NOW);
    const fred2024 = await getYearReview(db, await authorized(db, fred.principal, { kind: "mine" }), 2024, NOW);
    expect([erin2024.figures.flights, fred2024.figures.flights]).toEqual([1, 1]);
    expect(erin2024.newCountries).toEqual([]);
    expect(fred2024.newCountries).toEqual(["BR", "NP"]);
    expect(fred2024.figures.co2Kg).toBeGreaterThan(erin2024.figures.co2Kg);
  });
});
