/**
 * Custom-entry benchmark: on a fresh database with the bundled reference data loaded and N custom entries already
 * made (default 20,000: half airports, half airlines, none with a code, the slowest kind to look up), M more
 * (default 3,000) are created the way an import or Settings → Import's forms do, one after another.
 *   npx tsx --conditions=react-server bench/custom-entries.ts [existing] [create] [one-owner]
 *   (npm run bench:custom -- …)
 * The entries belong to users of 1,000 each (the default per-user limit: 500 airports and 500 airlines), old and new
 * ones alike; with `one-owner` all of them are one user's, the limit lifted for the run
 * (CONTRAIL_CUSTOM_ENTRIES_PER_USER). SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh
 * PostgreSQL database. Reports the total time and the slowest single creation.
 */
import { dialectOf } from "@/lib/db/client";
import { findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import { loadReferenceData } from "@/lib/reference/load-reference-data";
import { createUser } from "@/test/support/fixtures";
import { createTestDb } from "@/test/support/test-db";

const CHUNK = 500;
const PER_OWNER = 1_000;

async function main(): Promise<void> {
  const existing = Number(process.argv[2] ?? 20_000);
  const create = Number(process.argv[3] ?? 3_000);
  const oneOwner = process.argv[4] === "one-owner";
  if (oneOwner) process.env.CONTRAIL_CUSTOM_ENTRIES_PER_USER ??= String(existing + create + 1);
  const perOwner = oneOwner ? Infinity : PER_OWNER;
  const test = await createTestDb();
  try {
    const db = test.db;
    await loadReferenceData(db);
    // entry n (old ones first, then new ones) belongs to owner ⌊n / perOwner⌋; even n an airport, odd n an airline
    const owners: string[] = [];
    while (owners.length < Math.ceil((existing + create) / Math.min(perOwner, existing + create))) {
      owners.push((await createUser(db, { username: `bench${owners.length}` })).id);
    }
    const ownerOf = (n: number) => owners[Math.floor(n / perOwner)]!;
    for (let start = 0; start < existing; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, existing - start) }, (_, i) => ({ n: start + i, ownerId: ownerOf(start + i) }));
      await db.airport.createMany({
        data: rows.filter(({ n }) => n % 2 === 0).map(({ n, ownerId }) => ({
          ident: `custom:${n + 1}`, name: `Existing strip ${n}`, lat: (n % 170) - 85, lon: (n % 350) - 175,
          type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin", custom: true, ownerId,
        })),
      });
      await db.airline.createMany({ data: rows.filter(({ n }) => n % 2 === 1).map(({ n, ownerId }) => ({ name: `Existing airline ${n}`, custom: true, ownerId })) });
    }

    let slowest = 0;
    const started = performance.now();
    for (let n = existing; n < existing + create; n++) {
      const owner = ownerOf(n);
      const before = performance.now();
      if (n % 2 === 0) {
        await findOrCreateCustomAirport(db, owner, {
          icao: null, iata: null, name: `New strip ${n}`, municipality: null, lat: (n % 170) - 85, lon: (n % 350) - 175,
          type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin",
        });
      } else {
        await findOrCreateCustomAirline(db, owner, { icao: null, iata: null, name: `New airline ${n}`, callsign: null, country: null });
      }
      slowest = Math.max(slowest, performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    const made = (await db.airport.count({ where: { custom: true } })) + (await db.airline.count({ where: { custom: true } }));
    console.log(
      JSON.stringify({
        dialect: dialectOf(db),
        owners: owners.length,
        existing,
        created: create,
        customEntriesAfter: made,
        seconds: Math.round(seconds * 10) / 10,
        perEntryMs: Math.round((seconds * 1000 * 10) / create) / 10,
        slowestMs: Math.round(slowest),
      }),
    );
  } finally {
    await test.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
