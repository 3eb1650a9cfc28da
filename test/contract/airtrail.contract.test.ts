import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { airtrailOpenApiDocument } from "@/lib/api/openapi/documents";
import { createDb, type Db } from "@/lib/db/client";
import type { Stats } from "@/lib/stats/get-stats";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES } from "@/test/support/fixtures";
import { expectJson, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { expectedStats, flightsOf } from "./expected-stats";
import { call, rawRequest, type RawResponse } from "./http";

// The AirTrail-compatible API a user pastes as https://<contrail>/airtrail: AirTrail's bodies over /api's keys, rule and
// lib functions. The TREK and Dawarich exchanges below are written from reading those clients' public code: what
// they send, and the fields they read.
const { baseUrl, databaseUrl, seed } = contractContext();
const { alice } = seed.users;
const AIRTRAIL = "/airtrail/api";
const created: number[] = [];
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

type Flight = Record<string, unknown> & { id: number; note: string | null; seats: Record<string, unknown>[] };

/** AirTrail's error body: the boolean false, whatever the status. */
function expectAirtrailError(res: RawResponse, status: number, message?: string | RegExp): void {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expectJson(res);
  const body = res.json as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["message", "success"]);
  expect(body.success).toBe(false);
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

async function getFlight(key: string, id: number): Promise<Flight> {
  return (expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/get/${id}`, key)) as { flight: Flight }).flight;
}

/** A flight with every field set, made through /api (the seeded flights stay as the other files expect them). */
async function makeFlight(notes = "Exit row"): Promise<number> {
  const body = {
    from: "ZRH", to: "LHR", departure: "2021-06-01T07:10", arrival: "2021-06-01T08:00", airline: "SWR", aircraft: "A20N",
    flightNumber: "LX318", aircraftReg: "HB-JDC", flightReason: "business", notes,
    seats: [{ userId: alice.id, seat: "window", seatNumber: "12A", seatClass: "business" }, { guestName: "Grace Guest", seatClass: "economy" }],
  };
  const id = expectSuccess(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: body })).id as number;
  created.push(id);
  return id;
}

describe("Homepage's AirTrail widget (GET {url}/api/stats)", () => {
  // the fields its component reads
  const widgetFields = (stats: Stats) => ({
    flights: stats.flights,
    distanceKm: Math.round(stats.distanceKm),
    hours: Math.round(stats.durationSeconds / 3600),
    airports: stats.airports,
    topAirline: stats.topAirline ? `${stats.topAirline.name} (${stats.topAirline.count})` : "-",
    topAirport: stats.topAirport ? `${stats.topAirport.iata ?? stats.topAirport.icao} (${stats.topAirport.count})` : "-",
    topAircraft: stats.topAircraft ? `${stats.topAircraft.name} (${stats.topAircraft.count})` : "-",
    topRoute: stats.topRoute
      ? `${stats.topRoute.from.iata ?? stats.topRoute.from.icao} → ${stats.topRoute.to.iata ?? stats.topRoute.to.icao} (${stats.topRoute.count})`
      : "-",
  });

  it("reads the same, right numbers from https://<contrail> and from https://<contrail>/airtrail", async () => {
    for (const user of ["alice", "bob", "carol"] as const) {
      const expected = widgetFields(expectedStats(seed, flightsOf(seed, user)));
      for (const base of ["/api", AIRTRAIL]) {
        const body = expectSuccess(await call(baseUrl, `${base}/stats`, seed.keys[user], { headers: { accept: "application/json" } }));
        expect(widgetFields(body.stats as Stats), `${user} ${base}`).toEqual(expected);
      }
    }
    const alices = widgetFields(expectedStats(seed, flightsOf(seed, "alice")));
    expect(alices.flights).toBeGreaterThan(0);
    expect(alices.topAirline).toMatch(/\(\d+\)$/);
    const all = expectSuccess(await call(baseUrl, `${AIRTRAIL}/stats?scope=all`, seed.keys.admin));
    expect(all.stats).toEqual(expectedStats(seed, flightsOf(seed, "all")));
  });
});

describe("Dawarich (AirTrail::Client#flights, AirTrail::FlightMapper)", () => {
  it("GET /api/flight/list?scope=mine: success is true and each flight has the fields its mapper reads", async () => {
    const id = await makeFlight();
    // the request Dawarich sends
    const res = await call(baseUrl, `${AIRTRAIL}/flight/list?scope=mine`, seed.keys.alice, { headers: { accept: "application/json" } });
    const body = expectSuccess(res);
    const flight = (body.flights as Flight[]).find((f) => f.id === id)!;
    const seat = flight.seats[0]!;
    // what FlightMapper#attributes takes from it
    const from = flight.from as Record<string, unknown>;
    const to = flight.to as Record<string, unknown>;
    const airline = flight.airline as Record<string, unknown>;
    const aircraft = flight.aircraft as Record<string, unknown>;
    expect({
      external_id: flight.id,
      flight_date: flight.date,
      date_precision: flight.datePrecision,
      departure_time: new Date(flight.departure as string).toISOString(),
      arrival_time: new Date(flight.arrival as string).toISOString(),
      from_code: from.icao, from_name: from.name, from_lat: from.lat, from_lon: from.lon,
      to_code: to.icao, to_name: to.name, to_lat: to.lat, to_lon: to.lon,
      airline_name: airline.name, airline_iata: airline.iata,
      aircraft_name: aircraft.name, aircraft_reg: flight.aircraftReg,
      flight_number: flight.flightNumber,
      seat: seat.seat ?? seat.seatNumber, seat_class: seat.seatClass,
      note: flight.note,
    }).toEqual({
      external_id: id,
      flight_date: "2021-06-01",
      date_precision: "day",
      departure_time: "2021-06-01T05:10:00.000Z",
      arrival_time: "2021-06-01T07:00:00.000Z",
      from_code: "LSZH", from_name: AIRPORT_FIXTURES.ZRH.name, from_lat: AIRPORT_FIXTURES.ZRH.lat, from_lon: AIRPORT_FIXTURES.ZRH.lon,
      to_code: "EGLL", to_name: AIRPORT_FIXTURES.LHR.name, to_lat: AIRPORT_FIXTURES.LHR.lat, to_lon: AIRPORT_FIXTURES.LHR.lon,
      airline_name: AIRLINE_FIXTURES.SWR.name, airline_iata: "LX",
      aircraft_name: AIRCRAFT_FIXTURES.A20N.name, aircraft_reg: "HB-JDC",
      flight_number: "LX318",
      seat: "window", seat_class: "business",
      note: "Exit row",
    });
    // the list holds the caller's flights only, as /api's does
    const apiIds = (expectSuccess(await call(baseUrl, "/api/flight/list", seed.keys.alice)).flights as Flight[]).map((f) => f.id);
    expect((body.flights as Flight[]).map((f) => f.id)).toEqual(apiIds);
  });
});

describe("TREK (airtrailClient.ts, airtrailMapper.ts, buildSavePayload)", () => {
  it("list → get → save back an edit of the note: the flight changes in its note only", async () => {
    const id = await makeFlight();
    const key = seed.keys.alice;
    // listFlights: no scope; reads data.flights
    const listed = (expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/list`, key, { headers: { accept: "application/json" } })).flights as Flight[]).find(
      (f) => f.id === id,
    )!;
    // getFlight: reads data.flight
    const existing = await getFlight(key, id);
    expect(existing).toEqual(listed);
    // what the mapper reads: codes from the objects (entityCode: icao, else iata), scheduled times, note
    const entityCode = (e: unknown) => (e as { icao?: string | null; iata?: string | null } | null)?.icao || (e as { iata?: string | null } | null)?.iata || null;
    expect(entityCode(existing.airline)).toBe("SWR");
    expect(entityCode(existing.aircraft)).toBe("A20N");
    expect(existing.departureScheduled).toBe("2021-06-01T07:10:00.000+02:00");
    expect(existing.arrivalScheduled).toBe("2021-06-01T08:00:00.000+01:00");
    expect(existing.note).toBe("Exit row");

    // buildSavePayload: the flight as read, with TREK's fields written over it (local date and HH:MM per end)
    const payload = {
      ...existing,
      id,
      from: (existing.from as { iata: string }).iata,
      to: (existing.to as { iata: string }).iata,
      departure: "2021-06-01",
      departureTime: "07:10",
      arrival: "2021-06-01",
      arrivalTime: "08:00",
      departureScheduled: "2021-06-01T00:00:00.000Z",
      departureScheduledTime: "07:10",
      arrivalScheduled: "2021-06-01T00:00:00.000Z",
      arrivalScheduledTime: "08:00",
      airline: entityCode(existing.airline),
      flightNumber: existing.flightNumber,
      aircraft: entityCode(existing.aircraft),
      aircraftReg: existing.aircraftReg,
      flightReason: existing.flightReason,
      note: "Exit row, edited in TREK",
      seats: existing.seats.map((s) => ({ userId: s.userId, guestName: s.guestName, seat: s.seat, seatNumber: s.seatNumber, seatClass: s.seatClass })),
    };
    const saved = expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/save`, key, { json: payload }));
    expect(saved).toEqual({ success: true, id });
    expect(await getFlight(key, id)).toEqual({ ...existing, note: "Exit row, edited in TREK" });
  });

  it("creates a flight with <USER_ID> and passengers, and reads it back", async () => {
    const key = seed.keys.alice;
    const body = {
      from: "LHR", to: "ZRH", departure: "2021-06-03", departureTime: "6:40 PM", arrival: "2021-06-03", arrivalTime: "21:20",
      airline: { icao: "BAW" }, aircraft: "A320", flightNumber: "BA712", note: "Back home",
      passengers: [{ userId: "<USER_ID>", seatNumber: "7F", seatClass: "economy", flightReason: "leisure" }],
    };
    const saved = expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/save`, key, { json: body }));
    const id = saved.id as number;
    created.push(id);
    const flight = await getFlight(key, id);
    expect(flight).toMatchObject({
      departure: "2021-06-03T18:40:00.000+01:00",
      arrival: "2021-06-03T21:20:00.000+02:00",
      airline: { name: AIRLINE_FIXTURES.BAW.name, icao: "BAW", iata: "BA" },
      aircraft: { name: AIRCRAFT_FIXTURES.A320.name, icao: "A320", iata: null },
      flightReason: "leisure",
      note: "Back home",
      seats: [{ userId: alice.id, guestName: null, seat: null, seatNumber: "7F", seatClass: "economy" }],
      passengers: [{ userId: alice.id, guestName: null, seat: null, seatNumber: "7F", seatClass: "economy", flightReason: "leisure" }],
    });
    // /api reads the same flight in its own shape
    const api = (expectSuccess(await call(baseUrl, `/api/flight/get/${id}`, key)) as { flight: Record<string, unknown> }).flight;
    expect(api).toMatchObject({ airline: "BAW", aircraft: "A320", notes: "Back home", departure: flight.departure });
  });
});

describe("a round trip through /airtrail/api", () => {
  it("get → edit the note → save the whole flight back changes nothing else, for timed and date-only flights", async () => {
    const key = seed.keys.alice;
    const timed = await makeFlight("Before");
    const dateOnly = expectSuccess(
      await call(baseUrl, `${AIRTRAIL}/flight/save`, key, { json: { from: "ZRH", to: "JFK", departure: "2019-08-01", datePrecision: "month", airline: "UAL" } }),
    ).id as number;
    created.push(dateOnly);
    for (const id of [timed, dateOnly]) {
      const before = await getFlight(key, id);
      expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/save`, key, { json: { ...before, note: "After" } }));
      expect(await getFlight(key, id)).toEqual({ ...before, note: "After" });
    }
    expect(await getFlight(key, dateOnly)).toMatchObject({ date: "2019-08-01", datePrecision: "month", departure: null });
  });
});

describe("errors, visibility and the other operations", () => {
  it("every error carries the boolean false; the same statuses as /api", async () => {
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/list`, null), 401, "Unauthorized");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/stats`, "ctr_not_a_key"), 401, "Unauthorized");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/stats`, seed.keys.revoked), 401, "Unauthorized");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/stats?scope=all`, seed.keys.alice), 403, "Forbidden");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/stats?scope=every`, seed.keys.alice), 400, "Invalid scope");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/get/abc`, seed.keys.alice), 400, "Flight id is not a number");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/save`, seed.keys.alice, { json: { from: "ZRH", to: "XYZ", departure: "2021-01-01" } }), 400, /XYZ/);
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/no-such-route`, seed.keys.alice), 404, "Not found");
    const wrongMethod = await call(baseUrl, `${AIRTRAIL}/flight/save`, seed.keys.alice);
    expectAirtrailError(wrongMethod, 405);
    expect(wrongMethod.headers.allow).toBe("POST");
    // /api keeps the contract's string "false"
    expect((await call(baseUrl, "/api/flight/list", null)).json).toEqual({ success: "false", message: "Unauthorized" });
  });

  it("a flight another user owns is 404, as a missing one (AirTrail answers 403)", async () => {
    const id = await makeFlight();
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/get/${id}`, seed.keys.bob), 404, "Flight not found");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/get/2147483647`, seed.keys.bob), 404, "Flight not found");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/delete`, seed.keys.bob, { json: { id } }), 404, "Flight not found");
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/save`, seed.keys.bob, { json: { id, from: "ZRH", to: "LHR", departure: "2021-06-01" } }), 404);
    // admins read every flight
    expect((await getFlight(seed.keys.admin, id)).id).toBe(id);
  });

  it("delete answers {success: true}; the flight is gone", async () => {
    const id = await makeFlight();
    expect(expectSuccess(await call(baseUrl, `${AIRTRAIL}/flight/delete`, seed.keys.alice, { json: { id } }))).toEqual({ success: true });
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/get/${id}`, seed.keys.alice), 404);
  });

  it("export answers AirTrail's backup file, the same as /api's format=airtrail; bad input is AirTrail's error body", async () => {
    const res = await call(baseUrl, `${AIRTRAIL}/flight/export`, seed.keys.alice);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="airtrail-flights-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = JSON.parse(res.text);
    expect(Object.keys(file)).toEqual(["users", "flights"]);
    expect(file.flights.length).toBeGreaterThan(0);
    expect(file.flights[0]).toMatchObject({ from: { icao: expect.any(String), custom: expect.any(Boolean) }, passengers: expect.any(Array), seats: expect.any(Array) });
    expect(res.text).toBe((await call(baseUrl, `${AIRTRAIL}/flight/export?format=json`, seed.keys.alice)).text);
    const api = await call(baseUrl, "/api/flight/export?format=airtrail", seed.keys.alice);
    expect(api.text).toBe(res.text);
    // /api keeps Contrail's own JSON as its default
    expect(JSON.parse((await call(baseUrl, "/api/flight/export", seed.keys.alice)).text)).toMatchObject({ format: "contrail" });
    expectAirtrailError(await call(baseUrl, `${AIRTRAIL}/flight/export?format=yaml`, seed.keys.alice), 400, "Invalid format");
  });
});

describe("the description of /airtrail/api", () => {
  it("GET /airtrail/api/openapi.json needs no key and is the document generated from the code, with the kept differences", async () => {
    const res = await rawRequest(baseUrl, `${AIRTRAIL}/openapi.json`);
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(airtrailOpenApiDocument)));
    expect((res.json as { info: { description: string } }).info.description).toContain("never AirTrail's 403");
    const wrongMethod = await rawRequest(baseUrl, `${AIRTRAIL}/openapi.json`, { method: "POST", body: "{}" });
    expectAirtrailError(wrongMethod, 405, "Method not allowed");
    expect(wrongMethod.headers.allow).toBe("GET, HEAD");
  });

  it("wrong methods are 405 with Allow and HEAD answers without a body, in AirTrail's error body", async () => {
    const routes: [string, string, string][] = [
      ["/stats", "GET, HEAD", "POST"],
      ["/flight/list", "GET, HEAD", "DELETE"],
      ["/flight/get/1", "GET, HEAD", "PUT"],
      ["/flight/export", "GET, HEAD", "POST"],
      ["/flight/delete", "POST", "GET"],
    ];
    for (const [path, allow, method] of routes) {
      const res = await call(baseUrl, `${AIRTRAIL}${path}`, seed.keys.alice, { method });
      expectAirtrailError(res, 405, "Method not allowed");
      expect(res.headers.allow, path).toBe(allow);
    }
    for (const key of [seed.keys.alice, null]) {
      const head = await call(baseUrl, `${AIRTRAIL}/stats`, key, { method: "HEAD" });
      expect(head.status).toBe(key === null ? 401 : 200);
      expect(head.text).toBe("");
    }
  });
});
