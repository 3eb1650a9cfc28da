import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { REFERENCE_VERSION_KEY, loadReferenceData } from "./load-reference-data";
import { aircraft, airline, airport, createTestDataDir, type TestDataDir } from "./test-data";

let testDb: TestDb;
let data: TestDataDir;

beforeAll(async () => {
  testDb = await createTestDb();
  data = createTestDataDir();
});

afterAll(async () => {
  await testDb?.cleanup();
  data?.cleanup();
});

const V1 = {
  airports: [
    airport("EDDF", { iata: "FRA", name: "Frankfurt Main", type: "large_airport" }),
    airport("EDDT", { iata: "TXL", name: "Berlin Tegel", type: "large_airport" }),
    airport("EDDM", { iata: "MUC", name: "Munich" }),
    airport("EDXX", { name: "Unused Field" }),
  ],
  airlines: [airline("DLH", "LH", "Lufthansa"), airline("AMB", "AB", "Air Berlin"), airline("GWI", "4U", "Germanwings")],
  aircraft: [aircraft("A20N", "Airbus A320neo", "Airbus"), aircraft("B738", "Boeing 737-800", "Boeing"), aircraft("MD82", "MD-82", "McDonnell Douglas")],
};

/** The next data release: one airport renamed, two gone, one new; airlines and types dropped. */
const V2 = {
  airports: [
    airport("EDDF", { iata: "FRA", name: "Frankfurt am Main Airport", type: "large_airport" }),
    airport("EDDM", { iata: "MUC", name: "Munich" }),
    airport("EDDB", { iata: "BER", name: "Berlin Brandenburg", type: "large_airport" }),
  ],
  airlines: [airline("DLH", "LH", "Lufthansa", { callsign: "LUFTHANSA" })],
  aircraft: [aircraft("A20N", "Airbus A320neo", "Airbus"), aircraft("B38M", "Boeing 737 MAX 8", "Boeing")],
};

describe("loadReferenceData", () => {
  it("loads into an empty database, leaving custom rows alone, and records the version", async () => {
    const { db } = testDb;
    const ownerId = (await createUser(db, { username: "maker" })).id;
    await db.airport.create({
      data: { ident: "custom:1", icao: "EDDF", name: "My Frankfurt", lat: 50, lon: 8, type: "small_airport", continent: "EU", country: "DE", tz: "Europe/Berlin", custom: true, ownerId },
    });
    await db.airline.create({ data: { icao: "DLH", iata: "LH", name: "Lufthansa", custom: true, ownerId } });
    await db.aircraft.create({ data: { icao: "A20N", name: "My neo", custom: true, ownerId } });
    data.write(V1);

    const messages: string[] = [];
    const result = await loadReferenceData(db, { dataDir: data.dir, onProgress: (m) => messages.push(m) });

    expect(result).toEqual({ airports: 4, airlines: 3, aircraft: 3, skipped: false });
    expect(await db.airport.findUnique({ where: { ident: "custom:1" } })).toMatchObject({ name: "My Frankfurt", custom: true });
    expect(await db.airline.count({ where: { icao: "DLH" } })).toBe(2);
    // A user's custom type is theirs alone: the data's A20N is loaded beside it, for everyone else.
    expect(await db.aircraft.findMany({ where: { icao: "A20N" }, orderBy: { id: "asc" } })).toMatchObject([
      { name: "My neo", custom: true, ownerId },
      { name: "Airbus A320neo", custom: false, ownerId: null },
    ]);
    expect(messages.some((m) => m.startsWith("aircraft: 3 new"))).toBe(true);
    expect((await db.appMeta.findUnique({ where: { key: REFERENCE_VERSION_KEY } }))?.value).toMatch(/^[0-9a-f]{16}$/);
  });

  it("skips a version already loaded", async () => {
    const result = await loadReferenceData(testDb.db, { dataDir: data.dir, onProgress: () => expect.fail("no work expected") });
    expect(result).toEqual({ airports: 4, airlines: 3, aircraft: 3, skipped: true });
  });

  it("refreshes in place: updates changed rows, adds new ones, deletes dropped ones unless flights use them", async () => {
    const { db } = testDb;
    const before = await db.airport.findMany({ where: { custom: false }, orderBy: { ident: "asc" } });
    const id = (ident: string) => before.find((row) => row.ident === ident)?.id ?? 0;
    const airBerlin = await db.airline.findFirstOrThrow({ where: { icao: "AMB" } });
    const md82 = await db.aircraft.findFirstOrThrow({ where: { icao: "MD82" } });
    const epoch = new Date(0);
    await db.flight.create({
      data: { fromId: id("EDDF"), toId: id("EDDT"), date: "2019-06-01", distanceKm: 432, endsAt: epoch, sortAt: epoch, airlineId: airBerlin.id, aircraftId: md82.id },
    });
    data.write(V2);

    const result = await loadReferenceData(db, { dataDir: data.dir });

    // EDDT, Air Berlin and the MD-82 stay for the flight; EDXX, Germanwings and the 737-800 go.
    expect(result).toEqual({ airports: 4, airlines: 2, aircraft: 3, skipped: false });
    const after = await db.airport.findMany({ where: { custom: false }, orderBy: { ident: "asc" } });
    expect(after.map((row) => row.ident)).toEqual(["EDDB", "EDDF", "EDDM", "EDDT"]);
    expect(after.find((row) => row.ident === "EDDF")).toMatchObject({ id: id("EDDF"), name: "Frankfurt am Main Airport" });
    expect(after.find((row) => row.ident === "EDDM")?.id).toBe(id("EDDM"));
    expect(await db.airline.findFirst({ where: { icao: "DLH", custom: false } })).toMatchObject({ callsign: "LUFTHANSA" });
    expect(await db.airline.findFirst({ where: { icao: "GWI" } })).toBeNull();
    expect(await db.aircraft.findFirst({ where: { icao: "B738" } })).toBeNull();
    expect(await db.aircraft.findFirst({ where: { icao: "MD82" } })).not.toBeNull();
    // Custom rows are exactly as the user left them.
    expect(await db.airport.findUnique({ where: { ident: "custom:1" } })).toMatchObject({ name: "My Frankfurt" });
    expect(await db.airline.findFirst({ where: { custom: true } })).toMatchObject({ name: "Lufthansa", callsign: null });
    expect(await db.aircraft.findFirst({ where: { icao: "A20N", custom: true } })).toMatchObject({ name: "My neo" });
    expect(await db.aircraft.findFirst({ where: { icao: "A20N", custom: false } })).toMatchObject({ name: "Airbus A320neo" });
  });

  it("repairs rows on load: a bad time zone is computed from the coordinates, ZZZZ is no ICAO code", async () => {
    const { db } = testDb;
    data.write({
      ...V2,
      airports: [
        ...V2.airports,
        airport("EDDH", { iata: "ham", lat: 53.63, lon: 9.99, tz: "Europe/Hamburg" }),
        airport("XX-0001", { icao: "ZZZZ", lat: 50.1, lon: 8.1, tz: "" }),
      ],
    });
    const messages: string[] = [];
    await loadReferenceData(db, { dataDir: data.dir, onProgress: (m) => messages.push(m) });
    expect(await db.airport.findUnique({ where: { ident: "EDDH" } })).toMatchObject({ iata: "HAM", tz: "Europe/Berlin" });
    expect(await db.airport.findUnique({ where: { ident: "XX-0001" } })).toMatchObject({ icao: null, tz: "Europe/Berlin" });
    expect(await db.airport.count({ where: { icao: "ZZZZ" } })).toBe(0);
    expect(messages.some((m) => m.includes("repaired or dropped"))).toBe(true);
  });
});
