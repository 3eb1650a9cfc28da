import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { findAircraftByCode } from "./find-aircraft";
import { findAirlineByCode } from "./find-airline";
import { findAirportByCode } from "./find-airport";
import { loadReferenceData } from "./load-reference-data";
import { searchAircraft } from "./search-aircraft";
import { searchAirlines } from "./search-airlines";
import { searchAirports } from "./search-airports";
import { aircraft, airline, airport, createTestDataDir, type TestDataDir } from "./test-data";

let testDb: TestDb;
let data: TestDataDir;

beforeAll(async () => {
  testDb = await createTestDb();
  data = createTestDataDir();
  data.write({
    airports: [
      airport("EGLL", { iata: "LHR", name: "London Heathrow Airport", municipality: "London", type: "large_airport" }),
      airport("EGLC", { iata: "LCY", name: "London City Airport", municipality: "London", type: "medium_airport" }),
      airport("EGKB", { iata: "BQH", name: "Biggin Hill Airport", municipality: "London", type: "small_airport" }),
      airport("CYXU", { iata: "YXU", name: "London International Airport", municipality: "London", type: "medium_airport", country: "CA", continent: "NA", tz: "America/Toronto" }),
      airport("FAEL", { iata: "ELS", name: "King Phalo Airport", municipality: "East London", type: "large_airport", country: "ZA", continent: "AF", tz: "Africa/Johannesburg" }),
      airport("EGLF", { iata: null, name: "Farnborough Airport", type: "medium_airport" }),
      // one IATA code on a closed airport and on a small one: the open one wins
      airport("XX-OLD", { icao: null, iata: "QQQ", name: "Old Field", type: "closed" }),
      airport("XX-NEW", { icao: null, iata: "QQQ", name: "New Field", type: "small_airport" }),
      airport("5A8", { icao: null, iata: "WKK", name: "Aleknagik Airport", type: "small_airport" }),
      airport("US-100", { icao: null, iata: null, name: "100% Field", type: "small_airport" }),
    ],
    airlines: [
      airline("BAW", "BA", "British Airways", { callsign: "SPEEDBIRD" }),
      airline("OLD", "BA", "Bygone Airways", { active: false }),
      airline("EZY", "U2", "easyJet", { callsign: "EASY" }),
      airline("CFE", "BA", "BA CityFlyer", { active: false }),
    ],
    aircraft: [aircraft("A20N", "Airbus A320neo", "Airbus"), aircraft("B38M", "Boeing 737 MAX 8", "Boeing"), aircraft("B738", "Boeing 737-800", "Boeing")],
  });
  await loadReferenceData(testDb.db, { dataDir: data.dir });
});

afterAll(async () => {
  await testDb?.cleanup();
  data?.cleanup();
});

describe("findAirportByCode", () => {
  it("finds by ICAO or IATA code in any letter case, else by ident", async () => {
    const { db } = testDb;
    expect((await findAirportByCode(db, "egll", null))?.iata).toBe("LHR");
    expect((await findAirportByCode(db, " lhr ", null))?.icao).toBe("EGLL");
    expect((await findAirportByCode(db, "5a8", null))?.iata).toBe("WKK");
    expect(await findAirportByCode(db, "XXXX", null)).toBeNull();
    expect(await findAirportByCode(db, "", null)).toBeNull();
  });

  it("prefers an open airport when a code is shared", async () => {
    expect((await findAirportByCode(testDb.db, "QQQ", null))?.ident).toBe("XX-NEW");
  });
});

describe("findAirlineByCode and findAircraftByCode", () => {
  it("find airlines by ICAO or IATA designator, active ones first", async () => {
    const { db } = testDb;
    expect((await findAirlineByCode(db, "ba", null))?.icao).toBe("BAW");
    expect((await findAirlineByCode(db, "old", null))?.name).toBe("Bygone Airways");
    expect((await findAirlineByCode(db, "u2", null))?.icao).toBe("EZY");
    expect(await findAirlineByCode(db, "B", null)).toBeNull();
  });

  it("find aircraft types by designator", async () => {
    expect((await findAircraftByCode(testDb.db, "b38m", null))?.name).toBe("Boeing 737 MAX 8");
    expect(await findAircraftByCode(testDb.db, "NOPE1", null)).toBeNull();
  });
});

describe("type-ahead searches", () => {
  it("rank an exact code first, then prefix matches by airport size, then the rest", async () => {
    const { db } = testDb;
    expect((await searchAirports(db, "lcy", null)).map((row) => row.ident)).toEqual(["EGLC"]);
    expect((await searchAirports(db, "london", null)).map((row) => row.ident)).toEqual(["EGLL", "EGLC", "CYXU", "EGKB", "FAEL"]);
    expect((await searchAirports(db, "EGL", null)).map((row) => row.ident)).toEqual(["EGLL", "EGLF", "EGLC"]);
    expect((await searchAirports(db, "london", null, 2)).map((row) => row.ident)).toEqual(["EGLL", "EGLC"]);
    expect((await searchAirports(db, "100%", null)).map((row) => row.ident)).toEqual(["US-100"]);
    expect(await searchAirports(db, "   ", null)).toEqual([]);
    // One or two letters match word starts only ("on" is not in "London")
    expect(await searchAirports(db, "on", null)).toEqual([]);
    expect((await searchAirports(db, "ki", null)).map((row) => row.ident)).toEqual(["FAEL"]);
  });

  it("rank airlines by exact designator, then active first", async () => {
    const { db } = testDb;
    expect((await searchAirlines(db, "ba", null)).map((row) => row.icao)).toEqual(["BAW", "CFE", "OLD"]);
    expect((await searchAirlines(db, "speed", null)).map((row) => row.icao)).toEqual(["BAW"]);
    expect((await searchAirlines(db, "jet", null)).map((row) => row.icao)).toEqual(["EZY"]);
  });

  it("find aircraft by designator, name words and manufacturer", async () => {
    const { db } = testDb;
    expect((await searchAircraft(db, "B738", null)).map((row) => row.icao)).toEqual(["B738"]);
    expect((await searchAircraft(db, "737", null)).map((row) => row.icao)).toEqual(["B38M", "B738"]);
    expect((await searchAircraft(db, "airbus", null)).map((row) => row.icao)).toEqual(["A20N"]);
  });
});
