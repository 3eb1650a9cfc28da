import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { FlightInput } from "@/lib/flights/flight-input";
import { haversineKm } from "@/lib/flights/derived";
import { saveFlight } from "@/lib/flights/save-flight";
import { updatePreferences } from "@/lib/users/preferences";
import { Random } from "@/lib/random";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { getRouteMap } from "@/lib/stats/dashboard/route-map";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import { AIRPORT_FIXTURES, type AirportFixtureCode, type TestUser } from "@/test/support/fixtures";
import { createStatsWorld } from "@/test/support/stats-world";
import { randomWhen } from "@/test/support/random-when";
import type { TestDb } from "@/test/support/test-db";
import { naiveBreakdownFigures } from "@/test/oracles/naive-breakdown";
import { statsBreakdownSchema } from "./breakdown-body";
import { getStatsBreakdown } from "./get-stats-breakdown";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2024-06-15T12:00:00Z");
const INSTANTS = [NOW, new Date("2024-03-01T00:00:00Z"), new Date("2023-01-01T00:00:00Z"), new Date("2030-01-01T00:00:00Z")];

beforeAll(async () => {
  ({ t, db, owner, alice, bob } = await createStatsWorld());
  const random = new Random(2026112615);
  const codes = Object.keys(AIRPORT_FIXTURES) as AirportFixtureCode[];
  const pad = (n: number) => String(n).padStart(2, "0");
  for (let i = 0; i < 80; i++) {
    const year = 2023 + random.int(2);
    const day = `${year}-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
    // timed flights late in the day (some across midnight), dates to the day, and dates known only to the month or year
    const when = randomWhen(random, day, 20 + random.int(4));
    const holders = [[alice], [bob], [alice, bob]][random.int(3)]!;
    await saveFlight(db, owner.principal, {
      from: random.pick(codes),
      to: random.pick(codes),
      ...when,
      aircraftReg: random.pick(["HB-JCA", "hb jca", "D-AIBL", "N123AB", null]),
      seats: [...holders.map((u) => ({ userId: u.id })), ...(random.chance(0.3) ? [{ guestName: "Guest" }] : [])],
    } as FlightInput);
  }
});

afterAll(async () => {
  await t?.cleanup();
});

async function scopes(): Promise<[string, AuthorizedScope, string | null][]> {
  const of = (principal: TestUser["principal"], request: ScopeRequest) => authorized(db, principal, request);
  return [
    ["mine", await of(alice.principal, { kind: "mine" }), alice.id],
    ["one user", await of(owner.principal, { kind: "user", userId: bob.id }), bob.id],
    ["all", await of(owner.principal, { kind: "all" }), null],
  ];
}

describe("getStatsBreakdown", () => {
  it("equals a from-scratch computation over a random log: weekdays, hours, airframes, cumulative distance, records", async () => {
    let compared = 0;
    let hours = 0;
    for (const [name, scope, userId] of await scopes()) {
      for (const now of INSTANTS) {
        const label = `${name} at ${now.toISOString()}`;
        const { breakdown } = await getStatsBreakdown(db, scope, now);
        expect(() => statsBreakdownSchema.parse(breakdown), label).not.toThrow();
        const naive = await naiveBreakdownFigures(db, userId, now);
        expect(breakdown.perWeekday, label).toEqual(naive.perWeekday);
        expect(breakdown.perHour, label).toEqual(naive.perHour);
        expect(breakdown.topAirframes, label).toEqual(naive.topAirframes);
        expect(breakdown.cumulativeDistance, label).toEqual(naive.cumulativeDistance);
        const ids = Object.fromEntries(Object.entries(naive.records).map(([key]) => [key, (breakdown.records as Record<string, { id: number } | null>)[key]?.id ?? null]));
        expect(ids, label).toEqual(naive.records);
        compared += breakdown.perWeekday.reduce((n, e) => n + e.count, 0);
        hours += breakdown.perHour.reduce((n, e) => n + e.count, 0);
      }
    }
    expect(compared).toBeGreaterThan(0);
    expect(hours).toBeGreaterThan(0);
  });

  it("the rest is the dashboard's own charts, map countries and continents, with the most flown route and airport as records", async () => {
    for (const [name, scope] of await scopes()) {
      const { breakdown } = await getStatsBreakdown(db, scope, NOW);
      const charts = await getDashboardCharts(db, scope, NOW);
      const map = await getRouteMap(db, scope, NOW);
      expect(breakdown, name).toMatchObject(charts);
      expect(breakdown.countries, name).toEqual(countryVisits(map.airports));
      expect(breakdown.continents, name).toEqual(continentVisits(map.airports));
      expect(breakdown.records.mostFlownRoute, name).toEqual(charts.topRoutes[0] ?? null);
      expect(breakdown.records.mostVisitedAirport, name).toEqual(charts.topAirports[0] ?? null);
      expect(breakdown.records.longestByDistance, name).not.toBeNull();
    }
  });

  it("furthest from home: the visited airport furthest from the subject's home airport, none for scope all or without a home", async () => {
    const [mine, one, all] = await scopes();
    expect((await getStatsBreakdown(db, mine![1], NOW)).breakdown.records.furthestFromHome).toBeNull();
    await updatePreferences(db, alice.id, { displayName: "Alice", unit: "km", dateFormat: "dmy", clock: "24h", homeAirport: "ZRH" });
    await updatePreferences(db, bob.id, { displayName: "Bob", unit: "km", dateFormat: "dmy", clock: "24h", homeAirport: "JFK" });
    try {
      for (const [name, scope, userId] of [mine!, one!]) {
        const home = userId === alice.id ? "ZRH" : "JFK";
        const flights = await db.flight.findMany({ where: { endsAt: { lte: NOW }, seats: { some: { userId: userId! } } }, include: { from: true, to: true } });
        const visited = flights.flatMap((f) => [f.from, f.to]);
        const km = (a: { lat: number; lon: number }) => haversineKm(AIRPORT_FIXTURES[home], a);
        const expected = visited.sort((a, b) => km(b) - km(a) || a.id - b.id)[0]!;
        const record = (await getStatsBreakdown(db, scope, NOW)).breakdown.records.furthestFromHome;
        expect(record && [record.home.iata, record.airport.id, record.distanceKm], name).toEqual([home, expected.id, Math.round(km(expected))]);
      }
      expect((await getStatsBreakdown(db, all![1], NOW)).breakdown.records.furthestFromHome).toBeNull();
    } finally {
      await db.user.updateMany({ data: { homeAirportId: null } });
    }
  });

  it("has nothing to show before the first flight ends", async () => {
    const [, scope] = (await scopes())[2]!;
    const { breakdown } = await getStatsBreakdown(db, scope, new Date("2000-01-01T00:00:00Z"));
    expect(breakdown.topAirframes).toEqual([]);
    expect(breakdown.perWeekday.every((e) => e.count === 0)).toBe(true);
    expect(Object.values(breakdown.records).every((r) => r === null)).toBe(true);
  });
});
