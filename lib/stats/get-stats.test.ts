import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestDb } from "@/test/support/test-db";
import type { Db } from "@/lib/db/client";
import { ForbiddenError } from "@/lib/errors";
import { saveFlight } from "@/lib/flights/save-flight";
import type { FlightInput } from "@/lib/flights/flight-input";
import { haversineKm } from "@/lib/flights/derived";
import { AIRPORT_FIXTURES, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { getStats } from "./get-stats";
import { createStatsWorld } from "@/test/support/stats-world";
import { authorized } from "@/test/support/authorized-scope";
import { naiveContractStats } from "@/test/oracles/naive-stats";

let t: TestDb;
let db: Db;
let ref: ReferenceFixtureIds;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2024-06-15T12:00:00Z");
const mine = { kind: "mine" } as const;
const all = { kind: "all" } as const;

beforeAll(async () => {
  ({ t, db, ref, owner, alice, bob } = await createStatsWorld());
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

/** Saves a flight as the owner; seats default to one seat for `who`. */
async function add(input: FlightInput, who: TestUser | TestUser[] = alice): Promise<number> {
  const users = Array.isArray(who) ? who : [who];
  const seats = input.seats ?? users.map((u) => ({ userId: u.id }));
  return (await saveFlight(db, owner.principal, { ...input, seats })).id;
}

function km(from: keyof typeof AIRPORT_FIXTURES, to: keyof typeof AIRPORT_FIXTURES): number {
  return haversineKm(AIRPORT_FIXTURES[from], AIRPORT_FIXTURES[to]);
}

describe("getStats", () => {
  it("with no counted flights every figure is zero and every top entry null, keys present", async () => {
    // a future flight exists but is not counted
    await add({ from: "ZRH", to: "LHR", departure: "2024-07-01T10:00", arrival: "2024-07-01T10:45" });
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats).toStrictEqual({
      flights: 0,
      distanceKm: 0,
      durationSeconds: 0,
      airports: 0,
      topAirline: null,
      topAirport: null,
      topAircraft: null,
      topRoute: null,
    });
    expect(await getStats(db, await authorized(db, owner.principal, all), NOW)).toMatchObject({ flights: 0, topRoute: null });
  });

  it("counts a flight once it has arrived, else once it has departed", async () => {
    await add({ from: "ZRH", to: "LHR", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00Z" }); // arrived exactly now
    await add({ from: "LHR", to: "JFK", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T12:00:00.001Z" }); // in the air
    await add({ from: "JFK", to: "LAX", departure: "2024-06-15T11:59:59Z" }); // departed, no arrival known
    await add({ from: "LAX", to: "SYD", departure: "2024-06-15T12:00:01Z" }); // not yet departed
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.flights).toBe(2);
    expect(stats.durationSeconds).toBe(3600);
  });

  it("judges a date-only flight in the origin's zone, at day, month and year precision", async () => {
    // Sydney (AEDT +11): 2024-03-10 is over when 2024-03-11 begins there, 2024-03-10T13:00Z.
    await add({ from: "SYD", to: "AKL", date: "2024-03-10" });
    const sydneyEnd = new Date("2024-03-10T13:00:00Z");
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date(sydneyEnd.getTime() - 1))).flights).toBe(0);
    expect((await getStats(db, await authorized(db, alice.principal, mine), sydneyEnd)).flights).toBe(1);

    await db.flight.deleteMany();
    // London, month precision: March 2024 is over at 2024-04-01T00:00+01:00.
    await add({ from: "LHR", to: "ZRH", date: "2024-03" });
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-03-31T22:59:59.999Z"))).flights).toBe(0);
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-03-31T23:00:00Z"))).flights).toBe(1);

    await db.flight.deleteMany();
    // New York, year precision: 2023 is over at 2024-01-01T00:00-05:00.
    await add({ from: "JFK", to: "LHR", date: "2023" });
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-01-01T04:59:59.999Z"))).flights).toBe(0);
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-01-01T05:00:00Z"))).flights).toBe(1);

    await db.flight.deleteMany();
    // Kathmandu (+05:45): a month given as a full date with month precision.
    await add({ from: "KTM", to: "SIN", date: "2024-05-20", datePrecision: "month" });
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-05-31T18:14:59Z"))).flights).toBe(0);
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date("2024-05-31T18:15:00Z"))).flights).toBe(1);
  });

  it("uses the origin's offset on each side of a daylight-saving change", async () => {
    // Zurich switches to +02:00 on 2024-03-31: 2024-03-30 ends at 23:00Z, 2024-03-31 at 22:00Z.
    await add({ from: "ZRH", to: "SIN", date: "2024-03-30" });
    await add({ from: "ZRH", to: "NRT", date: "2024-03-31" });
    const at = async (iso: string) => (await getStats(db, await authorized(db, alice.principal, mine), new Date(iso))).flights;
    expect(await at("2024-03-30T22:59:59Z")).toBe(0);
    expect(await at("2024-03-30T23:00:00Z")).toBe(1);
    expect(await at("2024-03-31T21:59:59Z")).toBe(1);
    expect(await at("2024-03-31T22:00:00Z")).toBe(2);
  });

  it("counts a flight crossing midnight by its arrival", async () => {
    // leaves Los Angeles 23:30 local, lands in New York 07:45 local the next day
    await add({ from: "LAX", to: "JFK", departure: "2024-06-14T23:30", arrival: "2024-06-15T07:45" });
    const arrival = new Date("2024-06-15T11:45:00Z");
    expect((await getStats(db, await authorized(db, alice.principal, mine), new Date(arrival.getTime() - 1000))).flights).toBe(0);
    const stats = await getStats(db, await authorized(db, alice.principal, mine), arrival);
    expect(stats.flights).toBe(1);
    expect(stats.durationSeconds).toBe(5 * 3600 + 15 * 60);
  });

  it("sums distances as floating point and rounds once", async () => {
    // Find a route whose distance has a fraction in (0.25, 0.5): two flights round to one more km
    // when summed first than when each is rounded.
    const codes = Object.keys(AIRPORT_FIXTURES) as (keyof typeof AIRPORT_FIXTURES)[];
    const pair = codes
      .flatMap((a) => codes.map((b) => [a, b] as const))
      .find(([a, b]) => a !== b && km(a, b) % 1 > 0.25 && km(a, b) % 1 < 0.5);
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    await add({ from: a, to: b, date: "2024-01-02" });
    await add({ from: a, to: b, date: "2024-01-03" });
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.distanceKm).toBe(Math.round(2 * km(a, b)));
    expect(stats.distanceKm).toBe(2 * Math.round(km(a, b)) + 1);
  });

  it("adds up durations rounded to whole seconds, skipping flights without both times", async () => {
    await add({ from: "ZRH", to: "LHR", departure: "2024-01-01T10:00:00.000Z", arrival: "2024-01-01T11:00:00.600Z" }); // 3601
    await add({ from: "LHR", to: "ZRH", departure: "2024-01-02T10:00:00.000Z", arrival: "2024-01-02T10:30:00.400Z" }); // 1800
    await add({ from: "ZRH", to: "CDG", departure: "2024-01-03T10:00:00Z" });
    await add({ from: "CDG", to: "ZRH", date: "2024-01-04" });
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.flights).toBe(4);
    expect(stats.durationSeconds).toBe(3601 + 1800);
  });

  it("counts distinct airports, top airport by origins plus destinations", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01" });
    await add({ from: "LHR", to: "JFK", date: "2024-01-02" });
    await add({ from: "JFK", to: "LAX", date: "2024-01-03" });
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.airports).toBe(4);
    // LHR and JFK both appear twice: the smaller id (LHR, seeded first) wins the tie
    expect(stats.topAirport).toStrictEqual({ id: ref.airports.LHR, name: AIRPORT_FIXTURES.LHR.name, icao: "EGLL", iata: "LHR", count: 2 });
  });

  it("a round trip to the same airport counts it twice", async () => {
    await add({ from: "EDKB", to: "EDKB", date: "2024-01-01" });
    await add({ from: "ZRH", to: "LHR", date: "2024-01-02" });
    const stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.airports).toBe(3);
    expect(stats.topAirport).toStrictEqual({ id: ref.airports.EDKB, name: AIRPORT_FIXTURES.EDKB.name, icao: "EDKB", iata: null, count: 2 });
    await add({ from: "EDKB", to: "EDKB", date: "2024-01-03" });
    const more = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(more.topAirport?.count).toBe(4);
    expect(more.topRoute).toStrictEqual({
      from: { id: ref.airports.EDKB, name: AIRPORT_FIXTURES.EDKB.name, icao: "EDKB", iata: null },
      to: { id: ref.airports.EDKB, name: AIRPORT_FIXTURES.EDKB.name, icao: "EDKB", iata: null },
      count: 2,
    });
  });

  it("top airline and aircraft by counted flights, skipping flights without one; ties to the smallest id", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01", airline: "SWR", aircraft: "A320" });
    await add({ from: "LHR", to: "ZRH", date: "2024-01-02", airline: "BAW", aircraft: "A20N" });
    await add({ from: "ZRH", to: "CDG", date: "2024-01-03" });
    await add({ from: "CDG", to: "ZRH", date: "2024-01-04" });
    await add({ from: "ZRH", to: "JFK", date: "2024-07-01", airline: "BAW", aircraft: "A20N" }); // future: not counted
    let stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.topAirline).toStrictEqual({ id: ref.airlines.SWR, name: "Swiss International Air Lines", iata: "LX", icao: "SWR", count: 1 });
    expect(stats.topAircraft).toStrictEqual({ id: ref.aircraft.A320, name: "Airbus A320", icao: "A320", count: 1 });

    await add({ from: "LHR", to: "CDG", date: "2024-01-05", airline: "BA", aircraft: "A20N" });
    stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.topAirline).toMatchObject({ id: ref.airlines.BAW, icao: "BAW", iata: "BA", count: 2 });
    expect(stats.topAircraft).toMatchObject({ id: ref.aircraft.A20N, icao: "A20N", count: 2 });
  });

  it("routes are directional; ties go to the smallest origin id, then destination id", async () => {
    await add({ from: "LHR", to: "ZRH", date: "2024-01-01" });
    await add({ from: "ZRH", to: "LHR", date: "2024-01-02" });
    await add({ from: "ZRH", to: "CDG", date: "2024-01-03" });
    let stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    // three routes with one flight each: ZRH (first id) → LHR (smaller than CDG)
    expect(stats.topRoute).toStrictEqual({
      from: { id: ref.airports.ZRH, name: AIRPORT_FIXTURES.ZRH.name, icao: "LSZH", iata: "ZRH" },
      to: { id: ref.airports.LHR, name: AIRPORT_FIXTURES.LHR.name, icao: "EGLL", iata: "LHR" },
      count: 1,
    });
    await add({ from: "LHR", to: "ZRH", date: "2024-01-04" });
    stats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(stats.topRoute).toMatchObject({ from: { id: ref.airports.LHR }, to: { id: ref.airports.ZRH }, count: 2 });
  });

  it("scopes: mine and user count the flights a user holds a seat on, all every flight, each once", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice, bob]); // shared
    await add({ from: "LHR", to: "JFK", date: "2024-01-02" }, alice);
    await add({ from: "JFK", to: "LAX", date: "2024-01-03" }, bob);
    // a flight with a user and two guests still counts once
    await add({ from: "SIN", to: "SYD", date: "2024-01-04", seats: [{ userId: bob.id }, { guestName: "Maya" }, { guestName: "Noah" }] });

    const aliceStats = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    expect(aliceStats.flights).toBe(2);
    expect(aliceStats.distanceKm).toBe(Math.round(km("ZRH", "LHR") + km("LHR", "JFK")));

    const bobStats = await getStats(db, await authorized(db, owner.principal, { kind: "user", userId: bob.id }), NOW);
    expect(bobStats.flights).toBe(3);
    expect(bobStats.airports).toBe(6);

    const everyone = await getStats(db, await authorized(db, owner.principal, all), NOW);
    expect(everyone.flights).toBe(4);
    expect(everyone.distanceKm).toBe(Math.round(km("ZRH", "LHR") + km("LHR", "JFK") + km("JFK", "LAX") + km("SIN", "SYD")));
    expect(everyone.airports).toBe(6);

    // the owner holds no seat: their own statistics are empty
    expect((await getStats(db, await authorized(db, owner.principal, mine), NOW)).flights).toBe(0);
  });

  it("a regular user cannot widen the scope", async () => {
    await expect((async () => getStats(db, await authorized(db, alice.principal, all), NOW))()).rejects.toThrow(ForbiddenError);
    await expect((async () => getStats(db, await authorized(db, alice.principal, { kind: "user", userId: bob.id }), NOW))()).rejects.toThrow(ForbiddenError);
  });

  it("takes only an authorized scope: a raw scope object does not compile", () => {
    // Never called: the lines only have to fail the type check (tsc runs over the tests).
    const unchecked = () => {
      // @ts-expect-error a plain { kind: "all" } is not an AuthorizedScope
      void getStats(db, { kind: "all" }, NOW);
      // @ts-expect-error nor is a look-alike carrying a principal
      void getStats(db, { kind: "all", principal: alice.principal, subjectUserId: null }, NOW);
    };
    expect(typeof unchecked).toBe("function");
  });

  it("agrees with a straightforward computation over random flights", async () => {
    const airportCodes = ["ZRH", "LHR", "CDG", "JFK", "SYD", "KTM", "EDKB"] as const;
    const airlineCodes = [null, "SWR", "BAW", "DLH"] as const;
    const aircraftCodes = [null, "A320", "B738"] as const;
    const users = [alice, bob];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 60; i++) {
      const day = 1 + next(28);
      const month = 4 + next(5); // April to August: some after NOW
      const date = `2024-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      const withTimes = next(3) > 0;
      const holders = [users[next(2)]!, ...(next(4) === 0 ? [users[0]!, users[1]!] : [])];
      await add(
        {
          from: airportCodes[next(airportCodes.length)],
          to: airportCodes[next(airportCodes.length)],
          ...(withTimes ? { departure: `${date}T0${next(10)}:${10 + next(50)}Z`, arrival: `${date}T1${next(10)}:${10 + next(50)}:${10 + next(50)}.${100 + next(900)}Z` } : { date }),
          airline: airlineCodes[next(airlineCodes.length)],
          aircraft: aircraftCodes[next(aircraftCodes.length)],
        },
        [...new Set(holders)],
      );
    }
    for (const [principal, scope, userId] of [
      [alice.principal, mine, alice.id],
      [bob.principal, mine, bob.id],
      [owner.principal, all, null],
    ] as const) {
      const expected = await naiveContractStats(db, userId, NOW);
      expect(await getStats(db, await authorized(db, principal, scope), NOW)).toStrictEqual(expected);
    }
  });
});
