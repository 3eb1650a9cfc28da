import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { parseFlightListFilters, type FlightListUnit } from "@/lib/flights/flight-list-filters";
import type { FlightInput } from "@/lib/flights/flight-input";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { saveFlight } from "@/lib/flights/save-flight";
import { searchFlights } from "@/lib/flights/search-flights";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { scopeQueryFor, scopeQueryOf } from "@/lib/scope/scope-query";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { getStats } from "@/lib/stats/get-stats";
import { authorized } from "@/test/support/authorized-scope";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, createUser, type AirportFixtureCode, type TestUser } from "@/test/support/fixtures";
import { createStatsWorld } from "@/test/support/stats-world";
import type { TestDb } from "@/test/support/test-db";
import { continentVisits } from "./continents";
import { countryVisits } from "./countries";
import { parseDashboardRange, type DashboardRange } from "./dashboard-range";
import { dashboardDrillBase, dashboardDrillDowns, mapDrillDowns, type DashboardFigures, type DrillFigure } from "./drill-down";
import { getRangedDashboard } from "./ranged-dashboard";
import { getDashboardCharts } from "./get-dashboard-charts";
import { getRouteMap, MAP_ROUTE_MAX, type RouteMap } from "./route-map";

/**
 * Every drill-down of the dashboard, followed through the list's own query (searchFlights, which /flights calls),
 * finds as many flights, seats or visits as the figure shows, entry by entry, for mine, one user and all.
 */
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** a traveller with few of the flights (the ranged dashboard reads their seats rather than the date index) */
let dave: TestUser;
const NOW = new Date("2024-06-15T12:00:00Z");

beforeAll(async () => {
  ({ t, db, owner, alice, bob } = await createStatsWorld());
  carol = await createUser(db, { username: "carol" });
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const pick = <T,>(values: readonly T[]): T => values[next(values.length)] as T;
  const codes = Object.keys(AIRPORT_FIXTURES) as AirportFixtureCode[];
  const airlines = [null, ...Object.keys(AIRLINE_FIXTURES)];
  const aircraft = [null, ...Object.keys(AIRCRAFT_FIXTURES)];
  const maybe = <T,>(values: readonly T[]) => (next(3) === 0 ? null : pick(values));
  const travellers = [alice, bob, carol];
  for (let i = 0; i < 70; i++) {
    const from = pick(codes);
    // now and then a flight that lands where it left (a sightseeing flight): two visits of one airport
    const to = next(12) === 0 ? from : pick(codes);
    const kind = next(10);
    const year = 2019 + next(7); // 2019..2025: some ahead of NOW
    const month = String(1 + next(12)).padStart(2, "0");
    const day = String(1 + next(28)).padStart(2, "0");
    const date = kind === 0 ? String(year) : kind === 1 ? `${year}-${month}` : `${year}-${month}-${day}`;
    const holders = travellers.filter(() => next(2) === 0);
    if (holders.length === 0) holders.push(pick(travellers));
    const seats: FlightInput["seats"] = holders.map((u) => ({ userId: u.id, seatClass: maybe(SEAT_CLASSES), seat: maybe(SEAT_POSITIONS) }));
    // guests: seats of scope all's breakdowns, two on a flight now and then
    for (let g = next(4) === 0 ? 1 + next(2) : 0; g > 0; g--) seats.push({ guestName: `Guest ${i}-${g}`, seatClass: maybe(SEAT_CLASSES), seat: maybe(SEAT_POSITIONS) });
    const aircraftReg = ["HB-JCA", "hb jca", "G-STBA", null, "N123AB"][i % 5];
    // half the flights known to the day have a departure time, on the origin's clock (hours 2 and 3 left out: a
    // clock change could skip them); its hour is the hour chart's key
    const hour = [0, 1, 4, 6, 7, 9, 12, 13, 17, 18, 22, 23][next(12)]!;
    const when = kind >= 2 && next(2) === 0 ? { departure: `${date}T${String(hour).padStart(2, "0")}:${next(2) === 0 ? "00" : "59"}` } : { date };
    await saveFlight(db, owner.principal, { from, to, ...when, airline: pick(airlines), aircraft: pick(aircraft), aircraftReg, flightReason: maybe(FLIGHT_REASONS), seats });
  }
  dave = await createUser(db, { username: "dave" });
  await saveFlight(db, owner.principal, { from: "SYD", to: "AKL", date: "2019-08-03", airline: "QFA", aircraft: "B789", aircraftReg: "VH-ZNA", seats: [{ userId: dave.id, seatClass: "business" }, { guestName: "Eve", seatClass: "business" }] });
  await saveFlight(db, owner.principal, { from: "AKL", to: "SYD", date: "2023-05", airline: "QFA", aircraftReg: "vh zna", flightReason: "leisure", seats: [{ userId: dave.id, seat: "aisle" }] });
  await saveFlight(db, owner.principal, { from: "SYD", to: "SYD", departure: "2024-01-20T23:30", aircraft: "A388", seats: [{ userId: dave.id, seatClass: "first", seat: "window" }] });
  await saveFlight(db, owner.principal, { from: "SYD", to: "NRT", date: "2024-09-01", seats: [{ userId: dave.id }] });
  // a flight landing exactly now counts; one a millisecond later does not
  await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00.000Z", airline: "SWR", seats: [{ userId: alice.id }] });
  await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00.001Z", airline: "SWR", seats: [{ userId: alice.id }] });
});

afterAll(async () => {
  await t?.cleanup();
});

async function scopes(): Promise<[string, AuthorizedScope, string][]> {
  expect((await db.seat.count({ where: { userId: dave.id } })) * 8).toBeLessThan(await db.flight.count());
  return [
    ["mine", await authorized(db, alice.principal, { kind: "mine" }), scopeQueryFor({ kind: "mine" })],
    ["one user", await authorized(db, owner.principal, { kind: "user", userId: bob.id }), scopeQueryFor({ kind: "user", userId: bob.id })],
    ["one user with few flights", await authorized(db, owner.principal, { kind: "user", userId: dave.id }), scopeQueryFor({ kind: "user", userId: dave.id })],
    ["all", await authorized(db, owner.principal, { kind: "all" }), scopeQueryFor({ kind: "all" })],
  ];
}

const UNITS: Partial<Record<DrillFigure, FlightListUnit>> = {
  seatClasses: "seats",
  seatPositions: "seats",
  topAirports: "visits",
  mapAirports: "visits",
  countries: "visits",
  continents: "visits",
};

/** Follows every drill-down of one dashboard and compares the list's total with the figure, entry by entry. */
async function followAll(name: string, scope: AuthorizedScope, scopeQuery: string, figures: Omit<DashboardFigures, "countries" | "continents"> & { map: RouteMap }, range: DashboardRange | null = null) {
  const { stats, charts, map, more } = figures;
  const countries = countryVisits(map.airports);
  const continents = continentVisits(map.airports);
  const base = dashboardDrillBase(scopeQuery, range);
  const links = [...dashboardDrillDowns(base, { stats, charts, countries, continents, more }), ...mapDrillDowns(base, map)];
  {
    {
      // one link per entry of every figure
      const entries: Record<DrillFigure, number> = {
        flights: 1,
        perYear: charts.perYear.length,
        distancePerYear: charts.perYear.length,
        perMonth: 12,
        topAirlines: charts.topAirlines.length,
        topAirports: charts.topAirports.length,
        topAircraft: charts.topAircraft.length,
        topRoutes: charts.topRoutes.length,
        seatClasses: charts.seatClasses.length,
        seatPositions: charts.seatPositions.length,
        flightReasons: charts.flightReasons.length,
        countries: countries.length,
        continents: continents.length,
        mapRoutes: map.routes.length,
        mapAirports: map.airports.length,
        perWeekday: more?.perWeekday.length ?? 0,
        topAirframes: more?.topAirframes.length ?? 0,
        perHour: more?.perHour.length ?? 0,
      };
      for (const [figure, count] of Object.entries(entries)) {
        expect(links.filter((l) => l.figure === figure).length, `${name} ${figure}`).toBe(count);
        if (!range) expect(count, `${name} ${figure} has entries`).toBeGreaterThan(0);
      }
      for (const link of links) {
        const label = `${name} ${link.figure} ${link.key}`;
        const url = new URL(link.href, "http://contrail.test");
        expect(url.pathname, label).toBe("/flights");
        expect(scopeQueryOf(url.searchParams), label).toBe(scopeQuery);
        const filters = parseFlightListFilters((param) => url.searchParams.get(param));
        const result = await searchFlights(db, { scope, filters, now: NOW, pageSize: 100 });
        expect(result.measure, label).not.toBeNull();
        expect(result.flights.every((f) => !f.upcoming), label).toBe(true);
        if (link.figure === "distancePerYear") {
          expect(Math.round(result.measure?.distanceKm ?? -1), label).toBe(link.value);
        } else {
          expect(result.measure?.unit, label).toBe(UNITS[link.figure] ?? "flights");
          expect(result.measure?.count, label).toBe(link.value);
        }
      }
    }
  }
  return links.length;
}

describe("dashboard drill-downs", () => {
  it("open lists whose totals equal their figures, entry by entry, for mine, one user and all", async () => {
    for (const [name, scope, scopeQuery] of await scopes()) {
      // the page's own functions: getStats for the cards, getStatsBreakdown (= /api/stats/breakdown) for the rest
      const [stats, { breakdown, map }] = await Promise.all([getStats(db, scope, NOW, { cache: false }), getStatsBreakdown(db, scope, NOW, MAP_ROUTE_MAX)]);
      expect(breakdown.perWeekday.some((e) => e.key === "unknown" && e.count > 0), name).toBe(true);
      // 24 bars, some flights in them, the flights without a departure time left out
      expect(breakdown.perHour.map((e) => e.hour)).toStrictEqual(Array.from({ length: 24 }, (_, h) => h));
      const hours = breakdown.perHour.reduce((sum, e) => sum + e.count, 0);
      expect(hours, name).toBeGreaterThan(0);
      expect(hours, name).toBeLessThan(breakdown.perWeekday.reduce((sum, e) => sum + e.count, 0));
      await followAll(name, scope, scopeQuery, { stats, charts: breakdown, map, more: breakdown });
    }
  });

  it("a ranged dashboard over all time equals the rollups' one; over a year, 12 months or a custom range each drill-down equals its figure", async () => {
    const ranges = ([{ year: "2023" }, { range: "12m" }, { since: "2021-03-15", until: "2024-02-29" }, { since: "2022-07-01" }] as Record<string, string>[]).map(
      (params) => parseDashboardRange((name) => params[name], NOW) as DashboardRange,
    );
    expect(ranges.map((r) => [r.since, r.until])).toEqual([
      ["2023-01-01", "2023-12-31"],
      ["2023-06-16", "2024-06-15"],
      ["2021-03-15", "2024-02-29"],
      ["2022-07-01", "9999-12-31"],
    ]);
    for (const [name, scope, scopeQuery] of await scopes()) {
      const whole = await getRangedDashboard(db, scope, NOW, { since: "0001-01-01", until: "9999-12-31", label: "", params: [] });
      expect(whole.charts, name).toEqual(await getDashboardCharts(db, scope, NOW));
      expect(whole.map, name).toEqual(await getRouteMap(db, scope, NOW));
      const stats = await getStats(db, scope, NOW, { cache: false });
      expect(whole.stats, name).toEqual({ flights: stats.flights, distanceKm: stats.distanceKm, durationSeconds: stats.durationSeconds, airports: stats.airports });
      let followed = 0;
      for (const range of ranges) {
        const ranged = await getRangedDashboard(db, scope, NOW, range, MAP_ROUTE_MAX);
        expect(ranged.stats.flights, `${name} ${range.label}`).toBeLessThan(stats.flights);
        followed += await followAll(`${name} ${range.label}`, scope, scopeQuery, ranged, range);
      }
      expect(followed, name).toBeGreaterThan(30);
    }
  });

  it("covers the unknown slices, a flight landing where it left, seats of guests, and figures counting seats beyond flights", async () => {
    const scope = await authorized(db, owner.principal, { kind: "all" });
    const charts = await getDashboardCharts(db, scope, NOW);
    for (const breakdown of [charts.seatClasses, charts.seatPositions, charts.flightReasons]) expect(breakdown.map((e) => e.key)).toContain("unknown");
    // scope all counts seats: some class has more seats than flights (a test of the unit, not just of flights)
    let more = false;
    for (const entry of charts.seatClasses) {
      const result = await searchFlights(db, { scope, filters: { completed: true, seatClass: entry.key as never }, now: NOW });
      if ((result.measure?.count ?? 0) > (result.total ?? 0)) more = true;
    }
    expect(more).toBe(true);
    const loops = await db.flight.count({ where: { endsAt: { lte: NOW }, fromId: { equals: db.flight.fields.toId } } });
    expect(loops).toBeGreaterThan(0);
  });
});
