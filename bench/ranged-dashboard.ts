import { performance } from "node:perf_hooks";
import { searchFlights } from "@/lib/flights/search-flights";
import { getYearReview } from "@/lib/review/get-year-review";
import { authorizeScope } from "@/lib/scope/authorized-scope";
import { parseDashboardRange } from "@/lib/stats/dashboard/dashboard-range";
import { getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { getRangedDashboard } from "@/lib/stats/dashboard/ranged-dashboard";
import { MAP_ROUTE_MAX } from "@/lib/stats/dashboard/route-map";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { createTestDb } from "@/test/support/test-db";

/**
 * `npx tsx --conditions=react-server bench/ranged-dashboard.ts [--flights 200000]`: a fresh database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL) with that many flights over 20 years (2006–2025, random fixture airports,
 * airlines, aircraft; two users holding seats), then the median of 5 runs of the ranged dashboard's aggregation
 * (a year, the last 12 months) and of the year in review (2024 against 2023) for every flight and for one user, beside
 * the all-time charts from the rollups and a drill-down list (one country, completed, one year).
 */
const index = process.argv.indexOf("--flights");
const FLIGHTS = index === -1 ? 200_000 : Number(process.argv[index + 1]);
const NOW = new Date("2025-12-31T23:00:00Z");

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2] as number;
}

async function main() {
  const t = await createTestDb();
  const db = t.db;
  try {
    const ref = await seedReferenceFixtures(db);
    const owner = await createUser(db, { role: "owner" });
    const alice = await createUser(db);
    const bob = await createUser(db);
    const airports = Object.values(ref.airports);
    const airlines = Object.values(ref.airlines);
    const aircraft = Object.values(ref.aircraft);
    let seed = 1;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const start = Date.UTC(2006, 0, 1, 8);
    const span = Date.UTC(2026, 0, 1) - start;
    const loaded = performance.now();
    for (let done = 0; done < FLIGHTS; done += 2000) {
      const rows = Array.from({ length: Math.min(2000, FLIGHTS - done) }, (_, i) => {
        const departure = new Date(start + Math.floor(((done + i) / FLIGHTS) * span));
        const arrival = new Date(departure.getTime() + 3_600_000 + next(30_000_000));
        return {
          fromId: airports[next(airports.length)] as number,
          toId: airports[next(airports.length)] as number,
          date: departure.toISOString().slice(0, 10),
          departure,
          arrival,
          airlineId: next(5) === 0 ? null : (airlines[next(airlines.length)] as number),
          aircraftId: next(5) === 0 ? null : (aircraft[next(aircraft.length)] as number),
          flightReason: ["leisure", "business", null][next(3)] ?? null,
          distanceKm: 100 + next(12000),
          durationSeconds: 3600,
          endsAt: arrival,
          sortAt: departure,
        };
      });
      await db.flight.createMany({ data: rows });
    }
    const ids = await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    for (let i = 0; i < ids.length; i += 2000) {
      await db.seat.createMany({
        data: ids.slice(i, i + 2000).flatMap((f, j) => {
          const who = (i + j) % 3;
          const seats = [];
          if (who !== 1) seats.push({ flightId: f.id, userId: alice.id, seatClass: "economy", seat: "window" });
          if (who !== 0) seats.push({ flightId: f.id, userId: bob.id, seatClass: "business", seat: null });
          return seats;
        }),
      });
    }
    console.log(`${FLIGHTS} flights loaded in ${Math.round((performance.now() - loaded) / 1000)} s (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`);
    // as autovacuum would have by now on a live database
    if (process.env.TEST_DATABASE_URL) await db.$executeRawUnsafe("ANALYZE");
    const all = await authorizeScope(db, owner.principal, { scope: "all", userId: undefined });
    const one = await authorizeScope(db, owner.principal, { scope: "user", userId: alice.id });
    const year = parseDashboardRange((n) => ({ year: "2024" })[n as "year"], NOW)!;
    const months = parseDashboardRange((n) => ({ range: "12m" })[n as "range"], NOW)!;
    const rows: [string, number][] = [
      ["all-time charts (rollups), all", await median(() => getDashboardCharts(db, all, NOW))],
      ["ranged 2024, all", await median(() => getRangedDashboard(db, all, NOW, year, MAP_ROUTE_MAX))],
      ["ranged last 12 months, all", await median(() => getRangedDashboard(db, all, NOW, months, MAP_ROUTE_MAX))],
      ["ranged 2024, one user", await median(() => getRangedDashboard(db, one, NOW, year, MAP_ROUTE_MAX))],
      ["year in review 2024, all", await median(() => getYearReview(db, all, 2024, NOW))],
      ["year in review 2024, one user", await median(() => getYearReview(db, one, 2024, NOW))],
      ["drill-down list: country CH, 2024, completed, all", await median(() => searchFlights(db, { scope: all, filters: { completed: true, country: "CH", year: 2024 }, now: NOW }))],
      ["drill-down list: seat class business, completed, one user", await median(() => searchFlights(db, { scope: one, filters: { completed: true, seatClass: "business" }, now: NOW }))],
    ];
    for (const [name, ms] of rows) console.log(`${name.padEnd(60)} ${ms.toFixed(1)} ms`);
  } finally {
    await t.cleanup();
  }
}

void main();
