import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig, type LookupSettings } from "@/lib/config";
import { InputError } from "@/lib/errors";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { startFlightLookupStandIn, type FlightLookupStandIn } from "@/test/support/flight-lookup-stand-in";
import { forgetLookupAnswers, lookUpFlight } from "./flight-lookup";

let t: TestDb;
let standIn: FlightLookupStandIn;
let alice: TestUser;
const KEY = "stand-in-key-7f3a";

function settings(overrides: Partial<LookupSettings> = {}): LookupSettings {
  return {
    adsbdb: { baseUrl: standIn.adsbdbUrl },
    aeroDataBox: { baseUrl: standIn.aeroDataBoxUrl, key: KEY, market: "rapidapi" },
    timeoutMs: 2_000,
    perUser: { capacity: 1000, windowSeconds: 3600 },
    ...overrides,
  };
}

const AERODATABOX_LH400 = {
  source: "aerodatabox",
  flightNumber: "LH400",
  from: "FRA",
  to: "JFK",
  airline: "LH",
  aircraftModel: "Airbus A350-900",
  aircraftReg: "D-AIXA",
  departure: "2026-12-01T10:55",
  arrival: "2026-12-01T13:40",
};

const ADSBDB_LH400 = {
  source: "adsbdb",
  flightNumber: "LH400",
  from: "FRA",
  to: "JFK",
  airline: "LH",
  aircraftModel: null,
  aircraftReg: null,
  departure: null,
  arrival: null,
};

const query = { flightNumber: "lh 0400", date: "2026-12-01" };

beforeAll(async () => {
  t = await createTestDb();
  standIn = await startFlightLookupStandIn();
  alice = await createUser(t.db);
});

afterAll(async () => {
  await standIn?.close();
  await t?.cleanup();
});

beforeEach(() => {
  forgetLookupAnswers();
  standIn.requests.length = 0;
  standIn.behaviour = { adsbdb: "answer", aerodatabox: "answer" };
});

describe("lookUpFlight", () => {
  it("is off by default: no provider, no request, no suggestion", async () => {
    expect(await lookUpFlight(t.db, alice.principal, query, settings({ adsbdb: null, aeroDataBox: null }))).toBeNull();
    expect(standIn.requests).toEqual([]);
  });

  it("reads AeroDataBox's schedule for the date below its configured address, with the RapidAPI headers", async () => {
    expect(await lookUpFlight(t.db, alice.principal, query, settings())).toEqual(AERODATABOX_LH400);
    expect(standIn.requests.map((request) => [request.provider, request.path])).toEqual([["aerodatabox", "/flights/number/LH400/2026-12-01"]]);
    expect(standIn.requests[0]!.headers).toMatchObject({ "x-rapidapi-key": KEY, "x-rapidapi-host": "aerodatabox.p.rapidapi.com" });
  });

  it("sends the key as API.market expects when configured so", async () => {
    const apiMarket = settings({ aeroDataBox: { baseUrl: standIn.aeroDataBoxUrl, key: KEY, market: "api.market" } });
    expect(await lookUpFlight(t.db, alice.principal, query, apiMarket)).toEqual(AERODATABOX_LH400);
    expect(standIn.requests[0]!.headers["x-api-market-key"]).toBe(KEY);
    expect(standIn.requests[0]!.headers["x-rapidapi-key"]).toBeUndefined();
  });

  it("reads adsbdb's route by callsign, without a key, when AeroDataBox is off", async () => {
    expect(await lookUpFlight(t.db, alice.principal, query, settings({ aeroDataBox: null }))).toEqual(ADSBDB_LH400);
    expect(standIn.requests.map((request) => [request.provider, request.path])).toEqual([["adsbdb", "/v0/callsign/LH400"]]);
    expect(JSON.stringify(standIn.requests[0]!.headers)).not.toContain(KEY);
  });

  it("falls back to adsbdb when AeroDataBox fails or does not know the flight", async () => {
    for (const behaviour of ["too-many", "unknown"] as const) {
      forgetLookupAnswers();
      standIn.behaviour.aerodatabox = behaviour;
      expect(await lookUpFlight(t.db, alice.principal, query, settings()), behaviour).toEqual(ADSBDB_LH400);
    }
  });

  it("answers no suggestion, without throwing, for a 429, a 500, a redirect, a malformed or huge answer, an unknown flight", async () => {
    for (const behaviour of ["too-many", "server-error", "redirect", "malformed", "huge", "unknown"] as const) {
      forgetLookupAnswers();
      standIn.behaviour = { adsbdb: behaviour, aerodatabox: behaviour };
      expect(await lookUpFlight(t.db, alice.principal, query, settings()), behaviour).toBeNull();
    }
    expect(standIn.requests.filter((request) => request.provider === "other"), "a redirect followed").toEqual([]);
  });

  it("gives up on a slow provider after the timeout", async () => {
    standIn.behaviour = { adsbdb: "slow", aerodatabox: "slow" };
    const started = Date.now();
    expect(await lookUpFlight(t.db, alice.principal, query, settings({ timeoutMs: 300 }))).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(standIn.requests).toHaveLength(2);
  });

  it("answers no suggestion when the provider cannot be reached", async () => {
    const nowhere = settings({ adsbdb: { baseUrl: "http://127.0.0.1:9" }, aeroDataBox: null });
    expect(await lookUpFlight(t.db, alice.principal, query, nowhere)).toBeNull();
  });

  it("remembers an answer per flight number and date, and an unknown flight, but not a failure", async () => {
    await lookUpFlight(t.db, alice.principal, query, settings());
    expect(await lookUpFlight(t.db, alice.principal, { flightNumber: "LH400", date: "2026-12-01" }, settings())).toEqual(AERODATABOX_LH400);
    expect(standIn.requests).toHaveLength(1);
    await lookUpFlight(t.db, alice.principal, { ...query, date: "2026-12-02" }, settings());
    expect(standIn.requests).toHaveLength(2);

    standIn.behaviour = { adsbdb: "too-many", aerodatabox: "too-many" };
    expect(await lookUpFlight(t.db, alice.principal, { ...query, date: "2026-12-03" }, settings())).toBeNull();
    standIn.behaviour = { adsbdb: "answer", aerodatabox: "answer" };
    expect(await lookUpFlight(t.db, alice.principal, { ...query, date: "2026-12-03" }, settings())).toMatchObject({ departure: "2026-12-03T10:55" });

    standIn.behaviour = { adsbdb: "unknown", aerodatabox: "unknown" };
    expect(await lookUpFlight(t.db, alice.principal, { ...query, date: "2026-12-04" }, settings())).toBeNull();
    const asked = standIn.requests.length;
    standIn.behaviour = { adsbdb: "answer", aerodatabox: "answer" };
    expect(await lookUpFlight(t.db, alice.principal, { ...query, date: "2026-12-04" }, settings())).toBeNull();
    expect(standIn.requests).toHaveLength(asked);
  });

  it("limits each user's lookups in the database, remembered answers free", async () => {
    const limited = settings({ perUser: { capacity: 2, windowSeconds: 3600 } });
    const bob = await createUser(t.db);
    const carol = await createUser(t.db);
    expect(await lookUpFlight(t.db, bob.principal, { ...query, date: "2027-01-01" }, limited)).not.toBeNull();
    expect(await lookUpFlight(t.db, bob.principal, { ...query, date: "2027-01-01" }, limited)).not.toBeNull();
    expect(await lookUpFlight(t.db, bob.principal, { ...query, date: "2027-01-02" }, limited)).not.toBeNull();
    const asked = standIn.requests.length;
    expect(await lookUpFlight(t.db, bob.principal, { ...query, date: "2027-01-03" }, limited)).toBeNull();
    expect(standIn.requests).toHaveLength(asked);
    // another process (its cache empty) counts against the same budget
    forgetLookupAnswers();
    expect(await lookUpFlight(t.db, bob.principal, { ...query, date: "2027-01-01" }, limited)).toBeNull();
    expect(await lookUpFlight(t.db, carol.principal, { ...query, date: "2027-01-03" }, limited)).not.toBeNull();
  });

  it("refuses a query that is no flight number or date, asking nobody", async () => {
    for (const flightNumber of ["", "400", "12 400", "LUFTHANSA 400", "LH 40000", "LH/400"]) {
      await expect(lookUpFlight(t.db, alice.principal, { ...query, flightNumber }, settings()), flightNumber).rejects.toEqual(
        new InputError("flightNumber: must be an airline code and a number, such as LH400", "flightNumber"),
      );
    }
    for (const date of ["2026-02-30", "2026-12", "01.12.2026", "2026-12-01T10:00"]) {
      await expect(lookUpFlight(t.db, alice.principal, { ...query, date }, settings()), date).rejects.toEqual(new InputError("date: must be a calendar date YYYY-MM-DD", "date"));
    }
    await expect(lookUpFlight(t.db, alice.principal, { ...query, date: "1800-01-01" }, settings())).rejects.toBeInstanceOf(InputError);
    expect(standIn.requests).toEqual([]);
  });
});

describe("the lookup's logs", () => {
  const lines: string[] = [];
  beforeEach(() => {
    vi.stubEnv("LOG_LEVEL", "debug");
    resetConfig();
    for (const method of ["debug", "log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("say why a lookup gave nothing, never with the key", async () => {
    for (const behaviour of ["too-many", "slow", "redirect", "malformed"] as const) {
      forgetLookupAnswers();
      standIn.behaviour = { adsbdb: behaviour, aerodatabox: behaviour };
      await lookUpFlight(t.db, alice.principal, query, settings({ timeoutMs: 300 }));
    }
    expect(lines.join("\n")).toContain("flight lookup: no answer (status 429)");
    expect(lines.join("\n")).toContain("flight lookup: no answer (timed out)");
    expect(lines.join("\n")).not.toContain(KEY);
  });
});
