import { performance } from "node:perf_hooks";
import { getYearReview } from "@/lib/review/get-year-review";
import { authorizeScope } from "@/lib/scope/authorized-scope";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { createTestDb } from "@/test/support/test-db";

/**
 * `npx tsx --conditions=react-server bench/year-review.ts [--flights 200000]`: a fresh database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL) with that many flights over 20 years (2006–2025, random fixture airports, seat
 * classes), one traveller holding a tenth of them (100,000 at 1,000,000), then the median of 5 runs of getYearReview
 * for 2024 (figures against 2023, map, first visits, records, CO₂; the longest journey for the traveller) for every
 * flight and for the traveller.
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
    const traveller = await createUser(db);
    const others = await createUser(db);
    const airports = Object.values(ref.airports);
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
          distanceKm: 100 + next(12000),
          durationSeconds: Math.round((arrival.getTime() - departure.getTime()) / 1000),
          endsAt: arrival,
          sortAt: departure,
        };
      });
      await db.flight.createMany({ data: rows });
    }
    const ids = await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    for (let i = 0; i < ids.length; i += 2000) {
      await db.seat.createMany({
        data: ids.slice(i, i + 2000).map((f, j) => ({ flightId: f.id, userId: (i + j) % 10 === 0 ? traveller.id : others.id, seatClass: ["economy", "business", null][next(3)] ?? null })),
      });
    }
    console.log(`${FLIGHTS} flights loaded in ${Math.round((performance.now() - loaded) / 1000)} s (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`);
    if (process.env.TEST_DATABASE_URL) await db.$executeRawUnsafe("ANALYZE");
    const all = await authorizeScope(db, owner.principal, { scope: "all", userId: undefined });
    const one = await authorizeScope(db, owner.principal, { scope: "user", userId: traveller.id });
    const rows: [string, number][] = [
      ["year in review 2024, all", await median(() => getYearReview(db, all, 2024, NOW))],
      [`year in review 2024, one user (${Math.ceil(FLIGHTS / 10)} flights)`, await median(() => getYearReview(db, one, 2024, NOW))],
    ];
    for (const [name, ms] of rows) console.log(`${name.padEnd(60)} ${ms.toFixed(1)} ms`);
  } finally {
    await t.cleanup();
  }
}

void main();
