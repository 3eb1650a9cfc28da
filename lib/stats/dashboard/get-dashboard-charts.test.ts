import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError } from "@/lib/errors";
import { haversineKm } from "@/lib/flights/derived";
import { saveFlight } from "@/lib/flights/save-flight";
import { AIRPORT_FIXTURES, createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { countryVisits } from "./countries";
import { getDashboardCharts, getDashboardChartsOf } from "./get-dashboard-charts";
import { getRouteMap } from "./route-map";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { authorized } from "@/test/support/authorized-scope";

const NOW = new Date("2025-06-01T00:00:00Z");

let testDb: TestDb;
let db: Db;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await seedReferenceFixtures(db);
  alice = await createUser(db, { role: "user" });
  bob = await createUser(db, { role: "user" });
  admin = await createUser(db, { role: "admin" });
  const seat = (user: TestUser, extra: Record<string, string> = {}) => ({ userId: user.id, ...extra });
  await saveFlight(db, alice.principal, {
    from: "ZRH", to: "LHR", date: "2023-05-10", departure: "2023-05-10T08:00", arrival: "2023-05-10T09:00",
    airline: "SWR", aircraft: "A320", flightReason: "business", seats: [seat(alice, { seatClass: "economy", seat: "window" })],
  });
  await saveFlight(db, admin.principal, {
    from: "LHR", to: "ZRH", date: "2023-05-12", airline: "SWR", aircraft: "A320", flightReason: "leisure",
    seats: [seat(alice, { seatClass: "economy" }), seat(bob, { seatClass: "first", seat: "aisle" }), { guestName: "Carol", seatClass: "first" }],
  });
  await saveFlight(db, alice.principal, { from: "ZRH", to: "JFK", date: "2024-07", airline: "SWR", aircraft: "B77W", seats: [seat(alice, { seatClass: "business" })] });
  await saveFlight(db, alice.principal, { from: "JFK", to: "ZRH", date: "2021" });
  // Not completed at NOW: must not count anywhere.
  await saveFlight(db, alice.principal, { from: "ZRH", to: "SIN", date: "2026-01-01", airline: "SWR", aircraft: "A388" });
  await saveFlight(db, bob.principal, { from: "CDG", to: "NRT", date: "2024-02-02", airline: "DLH", aircraft: "B789", flightReason: "crew" });
});

afterAll(async () => {
  await testDb?.cleanup();
});

const km = (a: keyof typeof AIRPORT_FIXTURES, b: keyof typeof AIRPORT_FIXTURES) => haversineKm(AIRPORT_FIXTURES[a], AIRPORT_FIXTURES[b]);

describe("getDashboardCharts for one user (mine)", () => {
  it("counts completed flights per year with gaps filled, and distance per year", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    expect(charts.perYear.map((b) => [b.year, b.flights])).toEqual([["2021", 1], ["2022", 0], ["2023", 2], ["2024", 1]]);
    expect(charts.perYear.find((b) => b.year === "2023")?.distanceKm).toBe(Math.round(km("ZRH", "LHR") * 2));
    expect(charts.perYear.find((b) => b.year === "2024")?.distanceKm).toBe(Math.round(km("ZRH", "JFK")));
  });

  it("counts flights per month of year, leaving out year-precision flights", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    expect(charts.perMonth).toHaveLength(12);
    expect(charts.perMonth.filter((m) => m.flights > 0)).toEqual([{ month: 5, flights: 2 }, { month: 7, flights: 1 }]);
  });

  it("ranks airlines, airports, aircraft and directional routes, ties to the smaller id", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    expect(charts.topAirlines.map((e) => [e.label, e.count])).toEqual([["LX", 3]]);
    expect(charts.topAirports.map((e) => [e.label, e.count])).toEqual([["ZRH", 4], ["LHR", 2], ["JFK", 2]]);
    expect(charts.topAircraft.map((e) => [e.label, e.count])).toEqual([["A320", 2], ["B77W", 1]]);
    expect(charts.topRoutes.map((e) => [e.label, e.count])).toEqual([["ZRH → LHR", 1], ["ZRH → JFK", 1], ["LHR → ZRH", 1], ["JFK → ZRH", 1]]);
    expect(countryVisits((await getRouteMap(db, await authorized(db, alice.principal, { kind: "mine" }), NOW)).airports)).toHaveLength(3);
  });

  it("breaks down the user's own seats and the flights' reasons", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    expect(charts.seatClasses).toEqual([{ key: "economy", count: 2 }, { key: "business", count: 1 }, { key: "unknown", count: 1 }]);
    expect(charts.seatPositions).toEqual([{ key: "window", count: 1 }, { key: "unknown", count: 3 }]);
    expect(charts.flightReasons).toEqual([{ key: "leisure", count: 1 }, { key: "business", count: 1 }, { key: "unknown", count: 2 }]);
  });

  it("shows nothing for a user without completed flights", async () => {
    const nobody = await createUser(db);
    const charts = await getDashboardCharts(db, await authorized(db, nobody.principal, { kind: "mine" }), NOW);
    expect(charts.perYear).toEqual([]);
    expect(charts.topAirports).toEqual([]);
    expect((await getRouteMap(db, await authorized(db, nobody.principal, { kind: "mine" }), NOW)).airports).toEqual([]);
    expect(charts.perMonth.every((m) => m.flights === 0)).toBe(true);
  });
});

describe("getDashboardChartsOf", () => {
  it("answers the named charts only, each as the whole dashboard has it", async () => {
    const scope = await authorized(db, alice.principal, { kind: "mine" });
    const all = await getDashboardCharts(db, scope, NOW);
    const some = await getDashboardChartsOf(db, scope, NOW, ["perYear", "topRoutes", "seatClasses"]);
    expect(Object.keys(some).sort()).toEqual(["perYear", "seatClasses", "topRoutes"]);
    expect(some).toEqual({ perYear: all.perYear, topRoutes: all.topRoutes, seatClasses: all.seatClasses });
    expect(await getDashboardChartsOf(db, scope, NOW, [])).toEqual({});
  });
});

describe("getDashboardCharts scopes", () => {
  it("lets an admin see one user's figures", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, admin.principal, { kind: "user", userId: bob.id }), NOW);
    expect(charts.perYear.map((b) => [b.year, b.flights])).toEqual([["2023", 1], ["2024", 1]]);
    expect(charts.seatClasses).toEqual([{ key: "first", count: 1 }, { key: "unknown", count: 1 }]);
    expect(charts.flightReasons).toEqual([{ key: "leisure", count: 1 }, { key: "crew", count: 1 }]);
  });

  it("lets an admin see all flights once each, with every seat in the seat breakdowns", async () => {
    const charts = await getDashboardCharts(db, await authorized(db, admin.principal, { kind: "all" }), NOW);
    expect(charts.perYear.reduce((sum, b) => sum + b.flights, 0)).toBe(5);
    expect(charts.seatClasses).toEqual([{ key: "economy", count: 2 }, { key: "business", count: 1 }, { key: "first", count: 2 }, { key: "unknown", count: 2 }]);
    expect(countryVisits((await getRouteMap(db, await authorized(db, admin.principal, { kind: "all" }), NOW)).airports)).toHaveLength(5);
  });

  it("refuses other scopes to a regular user", async () => {
    await expect((async () => getDashboardCharts(db, await authorized(db, alice.principal, { kind: "all" }), NOW))()).rejects.toBeInstanceOf(ForbiddenError);
    await expect((async () => getDashboardCharts(db, await authorized(db, alice.principal, { kind: "user", userId: bob.id }), NOW))()).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("getDashboardCharts at a flight's end instant", () => {
  it("counts a flight from endsAt == now on (not 1 ms before), for mine, one user and all", async () => {
    const carol = await createUser(db, { role: "user" });
    const ends = new Date("2025-03-01T10:00:00Z");
    await saveFlight(db, carol.principal, {
      from: "ZRH", to: "LHR", departure: "2025-03-01T08:00:00Z", arrival: "2025-03-01T10:00:00Z", flightReason: "crew",
      seats: [{ userId: carol.id, seatClass: "first", seat: "pilot" }, { guestName: "Dan", seatClass: "first", seat: "copilot" }],
    });
    const scopes = [
      ["mine", await authorized(db, carol.principal, { kind: "mine" })],
      ["user", await authorized(db, admin.principal, { kind: "user", userId: carol.id })],
      ["all", await authorized(db, admin.principal, { kind: "all" })],
    ] as const;
    // what each chart shows for the flight: its count then minus its count a day before (other flights of '*')
    const figures = (charts: Awaited<ReturnType<typeof getDashboardCharts>>) => [
      charts.perYear.find((b) => b.year === "2025")?.flights ?? 0,
      charts.perMonth[2]!.flights,
      charts.seatClasses.find((e) => e.key === "first")?.count ?? 0,
      charts.seatPositions.find((e) => e.key === "pilot")?.count ?? 0,
      charts.flightReasons.find((e) => e.key === "crew")?.count ?? 0,
    ];
    for (const [name, scope] of scopes) {
      const before = figures(await getDashboardCharts(db, scope, new Date(ends.getTime() - 86_400_000)));
      const seats = name === "all" ? 2 : 1; // every seat for all, guests too; the user's own otherwise
      for (const [offset, counted] of [[-1, false], [0, true], [1, true]] as const) {
        const now = figures(await getDashboardCharts(db, scope, new Date(ends.getTime() + offset)));
        expect(now.map((n, i) => n - before[i]!), `${name} at endsAt ${offset} ms`).toStrictEqual(counted ? [1, 1, seats, 1, 1] : [0, 0, 0, 0, 0]);
      }
    }
  });

  it("counts flights and seats ending on a month's first instant once, whether that month is the current one or one ahead", async () => {
    // scope all reads the months after the current one from StatFlightEndMonth and StatSeatEndMonth, the current
    // month's flights and seats one by one: the map's airports, years, reasons, weekdays, hours and seat classes
    const erin = await createUser(db, { role: "user" });
    const all = await authorized(db, admin.principal, { kind: "all" });
    const sum = (counts: { count: number }[]) => counts.reduce((total, entry) => total + entry.count, 0);
    const figures = async (now: Date) => {
      const { breakdown, map } = await getStatsBreakdown(db, all, now);
      return [
        map.airports.find((airport) => airport.iata === "LHR")?.visits ?? 0,
        sum(breakdown.perYear.map((bucket) => ({ count: bucket.flights }))),
        breakdown.flightReasons.find((e) => e.key === "leisure")?.count ?? 0,
        sum(breakdown.perWeekday),
        sum(breakdown.perHour),
        breakdown.seatClasses.find((e) => e.key === "business")?.count ?? 0,
      ];
    };
    for (const arrival of ["2025-04-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"]) {
      const ends = new Date(arrival);
      const instants = [-40 * 86_400_000, -86_400_000, -1, 0, 1].map((offset) => new Date(ends.getTime() + offset));
      const before = await Promise.all(instants.map(figures));
      await saveFlight(db, erin.principal, {
        from: "ZRH", to: "LHR", departure: new Date(ends.getTime() - 2 * 3_600_000).toISOString(), arrival, flightReason: "leisure",
        seats: [{ userId: erin.id, seatClass: "business" }, { guestName: "Fay", seatClass: "business" }],
      });
      const after = await Promise.all(instants.map(figures));
      const counted = [1, 1, 1, 1, 1, 2];
      const expected = [false, false, false, true, true].map((landed) => counted.map((n) => (landed ? n : 0)));
      expect(after.map((row, i) => row.map((n, j) => n - before[i]![j]!)), arrival).toStrictEqual(expected);
    }
  });
});
