import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { readReferenceFiles } from "./data-files";
import { findAircraftByCode } from "./find-aircraft";
import { findAirlineByCode } from "./find-airline";
import { findAirportByCode } from "./find-airport";
import { loadReferenceData } from "./load-reference-data";
import { searchAirports } from "./search-airports";

/** The real data files into a real database: the load a new installation does on its first start. */
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe("loading the committed reference data", () => {
  it("fills a fresh database well within a minute", async () => {
    const files = readReferenceFiles();
    const started = Date.now();
    const result = await loadReferenceData(testDb.db);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(result).toEqual({
      airports: files.airports.length,
      airlines: files.airlines.length,
      aircraft: files.aircraft.length,
      skipped: false,
    });
  }, 120_000);

  it("is idempotent: the same version is skipped, and a forced reload changes nothing", async () => {
    const { db } = testDb;
    const before = await db.airport.findUniqueOrThrow({ where: { ident: "EGLL" } });
    expect((await loadReferenceData(db)).skipped).toBe(true);
    const messages: string[] = [];
    const forced = await loadReferenceData(db, { force: true, onProgress: (m) => messages.push(m) });
    expect(forced.skipped).toBe(false);
    expect(messages.filter((m) => / 0 new, 0 changed, \d+ unchanged, 0 removed$/.test(m))).toHaveLength(3);
    expect(await db.airport.findUniqueOrThrow({ where: { ident: "EGLL" } })).toEqual(before);
  }, 120_000);

  it("answers code lookups and searches from it", async () => {
    const { db } = testDb;
    expect(await findAirportByCode(db, "lhr", null)).toMatchObject({ icao: "EGLL", tz: "Europe/London" });
    expect(await findAirportByCode(db, "EDDT", null)).toMatchObject({ iata: "TXL", type: "closed" });
    expect(await findAirportByCode(db, "ZZZZ", null)).toBeNull();
    expect(await findAirlineByCode(db, "ba", null)).toMatchObject({ icao: "BAW", active: true });
    expect(await findAircraftByCode(db, "a20n", null)).toMatchObject({ manufacturer: "Airbus" });
    const london = (await searchAirports(db, "london", null, 5)).map((row) => row.iata);
    expect(london).toEqual(expect.arrayContaining(["LHR", "LGW"]));
    expect((await searchAirports(db, "ZRH", null, 5))[0]?.icao).toBe("LSZH");
  });
});
