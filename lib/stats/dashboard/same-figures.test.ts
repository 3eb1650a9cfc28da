import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { FlightInput } from "@/lib/flights/flight-input";
import { haversineKm } from "@/lib/flights/derived";
import { saveFlight } from "@/lib/flights/save-flight";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { getStats } from "@/lib/stats/get-stats";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import { AIRPORT_FIXTURES, type AirportFixtureCode, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { createStatsWorld } from "@/test/support/stats-world";
import type { TestDb } from "@/test/support/test-db";
import { naiveContractStats, naiveDashboardLists } from "@/test/oracles/naive-stats";
import { continentVisits } from "./continents";
import { countryVisits } from "./countries";
import { dashboardFilter, getDashboardCharts } from "./get-dashboard-charts";
import { getRouteMap } from "./route-map";
import { topAircraft, topAirlines, topAirports, topRoutes } from "./top-lists";

/**
 * The dashboard's lists, countries and map data and /api/stats' figures come from the same rollups and ranking:
 * each checked against the tests' naive oracle, at the completed boundary and over random flights, for one's own
 * flights, one user's as an admin, and everyone's.
 */

let t: TestDb;
let db: Db;
let ref: ReferenceFixtureIds;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2024-06-15T12:00:00Z");

beforeAll(async () => {
  ({ t, db, ref, owner, alice, bob } = await createStatsWorld());
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

async function add(input: FlightInput, holders: TestUser[]): Promise<void> {
  await saveFlight(db, owner.principal, { ...input, seats: holders.map((u) => ({ userId: u.id })) });
}

/** The three scopes whose subject is alice or everyone: [name, scope, subject user id]. */
async function scopes(): Promise<[string, AuthorizedScope, string | null][]> {
  const of = (principal: TestUser["principal"], request: ScopeRequest) => authorized(db, principal, request);
  return [
    ["mine", await of(alice.principal, { kind: "mine" }), alice.id],
    ["one user", await of(owner.principal, { kind: "user", userId: alice.id }), alice.id],
    ["all", await of(owner.principal, { kind: "all" }), null],
  ];
}

describe("the completed boundary, API and dashboard alike", () => {
  it("counts a flight ending exactly now and not one ending a millisecond later, for mine, one user and all", async () => {
    // A future flight on every ranked entry of its own, and on the counted one's airline and airport.
    await add({ from: "ZRH", to: "LHR", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00.000Z", airline: "SWR", aircraft: "A320" }, [alice]);
    await add({ from: "ZRH", to: "JFK", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00.001Z", airline: "BAW", aircraft: "B738" }, [alice]);
    await add({ from: "ZRH", to: "JFK", departure: "2024-06-15T11:30:00Z", arrival: "2024-06-15T12:00:00.001Z", airline: "BAW", aircraft: "B738" }, [alice]);
    await add({ from: "ZRH", to: "CDG", departure: "2024-06-15T11:30:00Z", arrival: "2024-06-15T12:00:00.001Z", airline: "SWR" }, [bob]);
    const km = haversineKm(AIRPORT_FIXTURES.ZRH, AIRPORT_FIXTURES.LHR);
    for (const [name, scope] of await scopes()) {
      const stats = await getStats(db, scope, NOW, { cache: false });
      expect(stats, name).toMatchObject({
        flights: 1,
        distanceKm: Math.round(km),
        durationSeconds: 3600,
        airports: 2,
        topAirline: { id: ref.airlines.SWR, count: 1 },
        topAirport: { id: Math.min(ref.airports.ZRH, ref.airports.LHR), count: 1 },
        topAircraft: { id: ref.aircraft.A320, count: 1 },
        topRoute: { from: { id: ref.airports.ZRH }, to: { id: ref.airports.LHR }, count: 1 },
      });
      const charts = await getDashboardCharts(db, scope, NOW);
      expect(charts.topAirlines.map((e) => [e.label, e.count]), name).toEqual([["LX", 1]]);
      expect(charts.topAirports.map((e) => [e.id, e.count]), name).toEqual(
        [ref.airports.ZRH, ref.airports.LHR].sort((a, b) => a - b).map((id) => [id, 1]),
      );
      expect(charts.topAircraft.map((e) => [e.label, e.count]), name).toEqual([["A320", 1]]);
      expect(charts.topRoutes.map((e) => [e.label, e.count]), name).toEqual([["ZRH → LHR", 1]]);
      const map = await getRouteMap(db, scope, NOW);
      expect(countryVisits(map.airports), name).toEqual([{ country: "CH", visits: 1 }, { country: "GB", visits: 1 }]);
      // ZRH→JFK and ZRH→CDG have flights, all of them ahead: not routes yet.
      expect(map.routes, name).toEqual([{ fromId: ref.airports.ZRH, toId: ref.airports.LHR, count: 1 }]);
      expect(continentVisits(map.airports), name).toEqual([{ continent: "EU", countries: 2, airports: 2, visits: 2 }]);
      expect(map.airports.map((a) => [a.iata, a.visits]), name).toEqual(
        [ref.airports.ZRH, ref.airports.LHR].sort((a, b) => a - b).map((id) => [id === ref.airports.ZRH ? "ZRH" : "LHR", 1]),
      );

      // A millisecond before the first end nothing is counted anywhere.
      const before = new Date(NOW.getTime() - 1);
      expect(await getStats(db, scope, before, { cache: false }), name).toMatchObject({ flights: 0, distanceKm: 0, airports: 0, topAirport: null });
      const empty = await getDashboardCharts(db, scope, before);
      expect([empty.topAirlines, empty.topAirports, empty.topAircraft, empty.topRoutes], name).toEqual([[], [], [], []]);
      const emptyMap = await getRouteMap(db, scope, before);
      expect([emptyMap.routes, emptyMap.airports, countryVisits(emptyMap.airports)], name).toEqual([[], [], []]);
    }
  });
});

describe("the dashboard and /api/stats agree with the naive oracle", () => {
  it("over random flights with ties and many flights ahead, at several list lengths", async () => {
    const codes = Object.keys(AIRPORT_FIXTURES) as AirportFixtureCode[];
    const airlineCodes = [null, "SWR", "BAW", "DLH", "UAL", "QFA"] as const;
    const aircraftCodes = [null, "A320", "A20N", "B738", "B77W", "B789", "A388"] as const;
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    // Skewed: the first airports and airlines are the busiest, and half of their flights lie ahead, so the largest
    // rollup rows are not the largest completed counts.
    const skewed = (n: number) => Math.min(next(n), next(n));
    for (let i = 0; i < 90; i++) {
      const from = codes[skewed(codes.length)]!;
      const to = codes[next(4) === 0 ? skewed(codes.length) : next(codes.length)]!;
      const ahead = skewed(4) === 0 ? next(2) === 0 : next(4) === 0;
      const date = ahead ? `2024-0${7 + next(2)}-${String(1 + next(28)).padStart(2, "0")}` : `2024-0${3 + next(3)}-${String(1 + next(28)).padStart(2, "0")}`;
      const who = next(3);
      await add(
        { from, to, date, airline: airlineCodes[skewed(airlineCodes.length)], aircraft: aircraftCodes[skewed(aircraftCodes.length)] },
        who === 0 ? [alice] : who === 1 ? [bob] : [alice, bob],
      );
    }
    for (const [name, scope, userId] of await scopes()) {
      const stats = await getStats(db, scope, NOW, { cache: false });
      expect(stats, name).toStrictEqual(await naiveContractStats(db, userId, NOW));
      const filter = dashboardFilter(scope, NOW);
      for (const limit of [1, 3, 10]) {
        const naive = await naiveDashboardLists(db, userId, NOW, limit);
        const label = `${name}, top ${limit}`;
        expect((await topAirports(db, filter, limit)).map((e) => [e.id, e.count]), label).toEqual(naive.airports.map((e) => [e.key, e.count]));
        expect((await topAirlines(db, filter, limit)).map((e) => [e.id, e.count]), label).toEqual(naive.airlines.map((e) => [e.key, e.count]));
        expect((await topAircraft(db, filter, limit)).map((e) => [e.id, e.count]), label).toEqual(naive.aircraft.map((e) => [e.key, e.count]));
        expect((await topRoutes(db, filter, limit)).map((e) => [e.fromId, e.toId, e.count]), label).toEqual(
          naive.routes.map((e) => [...e.key, e.count]),
        );
        const map = await getRouteMap(db, scope, NOW, limit);
        expect(map.routes.map((e) => [e.fromId, e.toId, e.count]), label).toEqual(naive.routes.map((e) => [...e.key, e.count]));
        expect(map.airports.map((a) => [a.id, a.visits]), label).toEqual(naive.airportVisits.map((e) => [e.key, e.count]));
        expect(continentVisits(map.airports), label).toEqual(naive.continents);
        expect(countryVisits(map.airports).map((c) => [c.country, c.visits]), label).toEqual(naive.countries);
      }
      // The dashboard's first entries are /api/stats' top entries.
      const charts = await getDashboardCharts(db, scope, NOW);
      expect(charts.topAirports[0]?.id ?? null, name).toBe(stats.topAirport?.id ?? null);
      expect(charts.topAirlines[0]?.id ?? null, name).toBe(stats.topAirline?.id ?? null);
      expect(charts.topAircraft[0]?.id ?? null, name).toBe(stats.topAircraft?.id ?? null);
      expect(charts.topRoutes[0] ? [charts.topRoutes[0].fromId, charts.topRoutes[0].toId] : null, name).toEqual(
        stats.topRoute ? [stats.topRoute.from.id, stats.topRoute.to.id] : null,
      );
      expect(charts.topAirports[0]?.count ?? null, name).toBe(stats.topAirport?.count ?? null);
    }
  });
});
