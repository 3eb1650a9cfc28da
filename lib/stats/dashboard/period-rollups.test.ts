import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { FlightInput } from "@/lib/flights/flight-input";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { saveFlight } from "@/lib/flights/save-flight";
import { Random } from "@/lib/random";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, type AirportFixtureCode, type TestUser } from "@/test/support/fixtures";
import { createStatsWorld } from "@/test/support/stats-world";
import { randomWhen } from "@/test/support/random-when";
import type { TestDb } from "@/test/support/test-db";
import { periodFlightRecords } from "@/lib/stats/breakdown/records";
import { periodGroups } from "./period-groups";
import { splitIntoMonths } from "./month-split";
import { periodSeatGroups } from "./period-seats";
import { rangedFlightSource } from "./ranged-dashboard";

describe("splitIntoMonths", () => {
  it("keeps whole months whole and reads the days at either end apart", () => {
    expect(splitIntoMonths({ since: "2025-01-01", until: "2025-12-31" })).toStrictEqual({ months: { since: "2025-01-01", until: "2025-12-31" }, days: [], excluded: [] });
    expect(splitIntoMonths({ since: "2025-11-28", until: "2026-11-27" })).toStrictEqual({
      months: { since: "2025-12-01", until: "2026-10-31" },
      days: [
        { since: "2025-11-28", until: "2025-11-30" },
        { since: "2026-11-01", until: "2026-11-27" },
      ],
      excluded: [],
    });
    expect(splitIntoMonths({ since: "2024-03-05", until: "2024-03-20" })).toStrictEqual({ months: null, days: [{ since: "2024-03-05", until: "2024-03-20" }], excluded: [] });
    expect(splitIntoMonths({ since: "2024-12-15", until: "2025-01-10" })).toStrictEqual({ months: null, days: [{ since: "2024-12-15", until: "2025-01-10" }], excluded: [] });
    expect(splitIntoMonths({ since: "2024-02-01", until: "2024-02-29" }).days).toStrictEqual([]);
    expect(splitIntoMonths({ since: "2023-02-01", until: "2023-02-28" }).days).toStrictEqual([]);
    expect(splitIntoMonths({ since: "2024-02-01", until: "2024-02-28" })).toStrictEqual({ months: null, days: [{ since: "2024-02-01", until: "2024-02-28" }], excluded: [] });
    expect(splitIntoMonths({ since: "2024-12-02", until: "2025-02-27" })).toStrictEqual({
      months: { since: "2025-01-01", until: "2025-01-31" },
      days: [
        { since: "2024-12-02", until: "2024-12-31" },
        { since: "2025-02-01", until: "2025-02-27" },
      ],
      excluded: [],
    });
    expect(splitIntoMonths({ since: "0001-01-01", until: "9999-12-31" })).toStrictEqual({ months: { since: "0001-01-01", until: "9999-12-31" }, days: [], excluded: [] });
  });

  it("for counts, takes a month the range holds most of whole and its other days away", () => {
    const subtracting = { subtracting: true };
    // the last 12 months up to the 27th: November's three other days, not its first 27
    expect(splitIntoMonths({ since: "2025-11-28", until: "2026-11-27" }, subtracting)).toStrictEqual({
      months: { since: "2025-12-01", until: "2026-11-30" },
      days: [{ since: "2025-11-28", until: "2025-11-30" }],
      excluded: [{ since: "2026-11-28", until: "2026-11-30" }],
    });
    // 1 January away from a whole January: where the flights known only to the year stand
    expect(splitIntoMonths({ since: "2025-01-02", until: "2025-03-31" }, subtracting)).toStrictEqual({
      months: { since: "2025-01-01", until: "2025-03-31" },
      days: [],
      excluded: [{ since: "2025-01-01", until: "2025-01-01" }],
    });
    // two partial months, the second mostly held; half a month is read as days
    expect(splitIntoMonths({ since: "2024-05-30", until: "2024-06-29" }, subtracting)).toStrictEqual({
      months: { since: "2024-06-01", until: "2024-06-30" },
      days: [{ since: "2024-05-30", until: "2024-05-31" }],
      excluded: [{ since: "2024-06-30", until: "2024-06-30" }],
    });
    expect(splitIntoMonths({ since: "2024-06-16", until: "2025-06-15" }, subtracting).excluded).toStrictEqual([]);
    // inside one month: days
    expect(splitIntoMonths({ since: "2024-03-02", until: "2024-03-30" }, subtracting)).toStrictEqual({ months: null, days: [{ since: "2024-03-02", until: "2024-03-30" }], excluded: [] });
  });
});

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
describe("a period's figures from the per-month rollups", () => {
  let t: TestDb;
  let db: Db;
  let alice: TestUser;
  let bob: TestUser;
  const NOW = new Date("2025-06-15T12:00:00Z");

  beforeAll(async () => {
    let owner: TestUser;
    ({ t, db, owner, alice, bob } = await createStatsWorld());
    const random = new Random(2026112706);
    const codes = Object.keys(AIRPORT_FIXTURES) as AirportFixtureCode[];
    const pad = (n: number) => String(n).padStart(2, "0");
    for (let i = 0; i < 120; i++) {
      const year = 2024 + random.int(2);
      // month ends and starts, 1 January (where flights known only to the year stand), the rest anywhere; 2025's
      // after NOW are not yet completed
      const day = random.chance(0.3)
        ? random.pick([`${year}-01-01`, `${year}-05-31`, `${year}-06-01`, `${year}-06-15`, year === 2024 ? "2024-02-29" : "2025-02-28"])
        : `${year}-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
      const when = randomWhen(random, day);
      const holders = [[alice], [bob], [alice, bob]][random.int(3)]!;
      const seat = () => ({ seatClass: random.chance(0.8) ? random.pick(SEAT_CLASSES) : null, seat: random.chance(0.8) ? random.pick(SEAT_POSITIONS) : null });
      const from = random.pick(codes);
      await saveFlight(db, owner.principal, {
        from,
        // a few flights land where they left
        to: random.chance(0.1) ? from : random.pick(codes),
        ...when,
        ...(random.chance(0.7) ? { airline: random.pick(Object.keys(AIRLINE_FIXTURES)) } : {}),
        ...(random.chance(0.7) ? { aircraft: random.pick(Object.keys(AIRCRAFT_FIXTURES)) } : {}),
        ...(random.chance(0.7) ? { flightReason: random.pick(FLIGHT_REASONS) } : {}),
        seats: [...holders.map((u) => ({ userId: u.id, ...seat() })), ...(random.chance(0.3) ? [{ guestName: "Guest", ...seat() }] : [])],
      } as FlightInput);
    }
  });

  afterAll(async () => {
    await t?.cleanup();
  });

  const RANGES = [
    { since: "2024-01-01", until: "2024-12-31" },
    { since: "2025-01-01", until: "2025-12-31" },
    { since: "2024-06-16", until: "2025-06-15" },
    { since: "2024-06-01", until: "2025-05-31" },
    { since: "2025-01-02", until: "2025-06-15" },
    { since: "2024-12-31", until: "2025-01-01" },
    { since: "2025-06-01", until: "2025-06-30" },
    { since: "2024-02-29", until: "2024-03-01" },
    // months held mostly: whole, less their other days (the first two with 1 January among them)
    { since: "2024-01-02", until: "2025-06-28" },
    { since: "2025-01-03", until: "2025-06-14" },
    { since: "2024-05-30", until: "2024-06-29" },
    { since: "0001-01-01", until: "9999-12-31" },
  ];

  async function completedIn(userId: string | null, range: { since: string; until: string }) {
    return db.flight.findMany({
      where: { endsAt: { lte: NOW }, date: { gte: range.since, lte: range.until }, ...(userId === null ? {} : { seats: { some: { userId } } }) },
      include: { seats: true },
    });
  }

  /** From scratch: the completed flights dated in the range, counted per period and key in JS. */
  async function naiveGroups(userId: string | null, range: { since: string; until: string }) {
    const counts: Record<string, number> = {};
    const sums: Record<string, [number, number]> = {};
    const bump = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
    for (const f of await completedIn(userId, range)) {
      const period = `${Number(f.date.slice(0, 4))}|${f.datePrecision === "year" ? 0 : Number(f.date.slice(5, 7))}`;
      bump(`period|${period}`);
      const [d, s] = sums[period] ?? [0, 0];
      sums[period] = [d + f.distanceKm, s + (f.durationSeconds ?? 0)];
      bump(`airport|${f.fromId}`);
      bump(`airport|${f.toId}`);
      if (f.airlineId !== null) bump(`airline|${f.airlineId}`);
      if (f.aircraftId !== null) bump(`aircraft|${f.aircraftId}`);
      bump(`route|${f.fromId}|${f.toId}`);
      bump(`reason|${f.flightReason ?? ""}`);
    }
    return { counts, sums };
  }

  it("counts the range's completed flights per period, airport, airline, aircraft, route and reason, in every scope", async () => {
    let compared = 0;
    for (const userId of [null, alice.id, bob.id]) {
      const source = await rangedFlightSource(db, userId);
      for (const range of RANGES) {
        const got = await periodGroups(db, source, userId, range, NOW, { routeLimit: 10_000 });
        const want = await naiveGroups(userId, range);
        const counts = Object.fromEntries([
          ...got.periods.map((p) => [`period|${p.year}|${p.month}`, p.flights]),
          ...got.airports.map((a) => [`airport|${a.id}`, a.count]),
          ...got.airlines.map((a) => [`airline|${a.id}`, a.count]),
          ...got.aircraft.map((a) => [`aircraft|${a.id}`, a.count]),
          ...got.routes.map((r) => [`route|${r.fromId}|${r.toId}`, r.count]),
          ...got.reasons.map((r) => [`reason|${r.key}`, r.count]),
        ]);
        expect(counts, JSON.stringify(range)).toStrictEqual(want.counts);
        for (const p of got.periods) {
          expect(p.distanceKm).toBeCloseTo(want.sums[`${p.year}|${p.month}`]![0], 6);
          expect(p.durationSeconds).toBe(want.sums[`${p.year}|${p.month}`]![1]);
        }
        compared += Object.keys(counts).length;
        // the most flown routes first, then by origin and destination; the limit cuts that order
        const top = await periodGroups(db, source, userId, range, NOW, { routeLimit: 3 });
        const order = [...got.routes].sort((a, b) => b.count - a.count || a.fromId - b.fromId || a.toId - b.toId);
        expect(top.routes).toStrictEqual(order.slice(0, 3));
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("keeps every kind of StatPeriodEntry but 'route' before it, as the database sorts them: each month's are read as kind < 'route'", async () => {
    const kinds = await db.$queryRaw<{ kind: string }[]>`SELECT DISTINCT "kind" FROM "StatPeriodEntry" ORDER BY "kind"`;
    expect(kinds.map((row) => row.kind)).toStrictEqual(["aircraft", "airline", "airport", "reason", "route"]);
    const after = await db.$queryRaw<{ kind: string }[]>`SELECT DISTINCT "kind" FROM "StatPeriodEntry" WHERE "kind" >= 'route'`;
    expect(after.map((row) => row.kind)).toStrictEqual(["route"]);
  });

  it("finds the records among the range's completed flights, whole months and partial ones, in every scope", async () => {
    let found = 0;
    for (const userId of [null, alice.id, bob.id]) {
      const source = await rangedFlightSource(db, userId);
      for (const range of RANGES) {
        const flights = await completedIn(userId, range);
        const pick = (value: (f: (typeof flights)[number]) => number | null, longest: boolean) =>
          flights
            .filter((f) => value(f) !== null)
            .sort((a, b) => (longest ? value(b)! - value(a)! || b.id - a.id : value(a)! - value(b)! || a.id - b.id))[0]?.id ?? null;
        const got = await periodFlightRecords(db, source, userId, range, NOW);
        const ids = [got.longestByDistance, got.shortestByDistance, got.longestByTime, got.shortestByTime].map((r) => r?.id ?? null);
        expect(ids, JSON.stringify(range)).toStrictEqual([
          pick((f) => f.distanceKm, true),
          pick((f) => f.distanceKm, false),
          pick((f) => f.durationSeconds, true),
          pick((f) => f.durationSeconds, false),
        ]);
        found += ids.filter((id) => id !== null).length;
      }
    }
    expect(found).toBeGreaterThan(60);
  });

  /** From scratch: the completed flights dated in the range, their seats (the user's own), grouped in JS. */
  async function naive(userId: string | null, range: { since: string; until: string }) {
    const flights = await completedIn(null, range);
    const groups = new Map<string, { seats: number; distanceKm: number }>();
    for (const f of flights) {
      for (const s of f.seats.filter((s) => userId === null || s.userId === userId)) {
        const haul = f.distanceKm < 500 ? "domestic" : f.distanceKm < 3700 ? "short" : "long";
        const key = `${haul}|${s.seatClass ?? ""}|${s.seat ?? ""}`;
        const entry = groups.get(key) ?? { seats: 0, distanceKm: 0 };
        groups.set(key, { seats: entry.seats + 1, distanceKm: entry.distanceKm + f.distanceKm });
      }
    }
    return groups;
  }

  it("equals the seats of the range's completed flights, for whole months, partial months and both, in every scope", async () => {
    let compared = 0;
    for (const userId of [null, alice.id, bob.id]) {
      const source = await rangedFlightSource(db, userId);
      for (const range of RANGES) {
        const got = await periodSeatGroups(db, source, userId, range, NOW);
        const want = await naive(userId, range);
        expect(Object.fromEntries(got.map((g) => [`${g.haul}|${g.seatClass}|${g.seat}`, g.seats])), JSON.stringify(range)).toStrictEqual(
          Object.fromEntries([...want].map(([key, g]) => [key, g.seats])),
        );
        for (const g of got) expect(g.distanceKm).toBeCloseTo(want.get(`${g.haul}|${g.seatClass}|${g.seat}`)!.distanceKm, 6);
        compared += got.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
