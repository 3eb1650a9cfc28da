import { describe, expect, it } from "vitest";
import { AIRPORT_FIXTURES } from "@/test/support/fixtures";
import { expectError, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call } from "./http";
import type { FlightName, UserName } from "./seed";

const { baseUrl, seed } = contractContext();
const get = (key: string, id: string | number) => call(baseUrl, `/api/flight/get/${id}`, key);
const id = (name: FlightName) => seed.flightIds[name];
const flightOf = async (key: string, name: FlightName) => expectSuccess(await get(key, id(name))).flight as Record<string, unknown>;

const airportBody = (code: keyof typeof AIRPORT_FIXTURES) => {
  const a = AIRPORT_FIXTURES[code];
  return {
    id: seed.ids.airports[code], icao: a.icao, iata: a.iata, name: a.name, lat: a.lat, lon: a.lon,
    type: a.type, continent: a.continent, country: a.country, tz: a.tz,
  };
};

describe("GET /api/flight/get/{id}: the Flight body", () => {
  it("has every field of the contract, times in each airport's local offset", async () => {
    const body = expectSuccess(await get(seed.keys.alice, id("aliceZrhLhr")));
    expect(Object.keys(body).sort()).toEqual(["flight", "success"]);
    expect(body.flight).toEqual({
      id: id("aliceZrhLhr"),
      from: airportBody("ZRH"),
      to: airportBody("LHR"),
      departure: "2024-03-31T08:05:00.000+02:00",
      arrival: "2024-03-31T08:55:00.000+01:00",
      date: "2024-03-31",
      datePrecision: "day",
      seats: [{ userId: seed.users.alice.id, guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      airline: "SWR",
      flightNumber: "LX316",
      aircraft: "A20N",
      aircraftReg: null,
      flightReason: "leisure",
      notes: "Window seat, clear skies",
    });
  });

  it("writes offsets with a numeric form, half-hour and 45-minute zones included", async () => {
    const ktm = await flightOf(seed.keys.owner, "ownerKtmSin");
    expect(ktm.departure).toBe("2024-02-10T13:00:00.000+05:45");
    expect(ktm.arrival).toBe("2024-02-10T19:30:00.000+08:00");
    const bob = await flightOf(seed.keys.bob, "bobJfkLax");
    expect(bob.departure).toBe("2024-01-05T08:00:00.000-05:00");
    expect(bob.arrival).toBe("2024-01-05T11:30:00.000-08:00");
    for (const f of [ktm, bob]) expect(f.departure).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
  });

  it("date-only flights have null times and the first day of their period", async () => {
    expect(await flightOf(seed.keys.alice, "aliceDateOnly")).toMatchObject({ departure: null, arrival: null, date: "2023-06-15", datePrecision: "day", aircraft: null, airline: "BAW" });
    expect(await flightOf(seed.keys.alice, "aliceMonth")).toMatchObject({ date: "2022-07-01", datePrecision: "month", airline: null, flightNumber: null, notes: "" });
    expect(await flightOf(seed.keys.bob, "bobYear")).toMatchObject({ date: "2021-01-01", datePrecision: "year" });
  });

  it("a missing airport code is null", async () => {
    const heli = await flightOf(seed.keys.bob, "bobHeliport");
    expect(heli.from).toMatchObject({ icao: null, iata: "JRA", type: "heliport" });
    const edkb = await flightOf(seed.keys.demoted, "demotedEdkb");
    expect(edkb.from).toMatchObject({ icao: "EDKB", iata: null });
  });

  it("a shared flight lists every seat, the guest's with userId null", async () => {
    const shared = await flightOf(seed.keys.bob, "shared");
    expect(shared.seats).toEqual([
      { userId: seed.users.alice.id, guestName: null, seat: "window", seatNumber: "12A", seatClass: "economy" },
      { userId: seed.users.bob.id, guestName: null, seat: "aisle", seatNumber: "13A", seatClass: "economy" },
      { userId: null, guestName: "Grace Guest", seat: "middle", seatNumber: "12B", seatClass: "economy" },
    ]);
    expect(shared).toMatchObject({ airline: "UAL", aircraft: "B77W", flightReason: "business", departure: "2023-09-10T10:00:00.000+02:00", arrival: "2023-09-10T12:30:00.000-04:00" });
  });
});

describe("GET /api/flight/get/{id}: who may read a flight", () => {
  const holders = (name: FlightName) => seed.flights.find((f) => f.name === name)?.holders ?? [];

  it.each(["alice", "bob", "carol", "admin", "owner", "demoted"] as UserName[])("%s reads exactly the flights the contract allows", async (user) => {
    const role = seed.users[user].role;
    for (const flight of seed.flights) {
      const res = await get(seed.keys[user], id(flight.name));
      if (role !== "user" || holders(flight.name).includes(user)) {
        expect((expectSuccess(res).flight as { id: number }).id, `${user} reads ${flight.name}`).toBe(id(flight.name));
      } else {
        expectError(res, 404, "Flight not found");
      }
    }
  });

  it("a flight one may not read answers exactly like a missing one", async () => {
    const hidden = await get(seed.keys.alice, id("bobJfkLax"));
    const missing = await get(seed.keys.alice, 2_000_000_000);
    expect(hidden.status).toBe(missing.status);
    expect(hidden.text).toBe(missing.text);
    expect(hidden.headers["content-type"]).toBe(missing.headers["content-type"]);
  });
});

describe("GET /api/flight/get/{id}: the id (decisions.md Order of checks 2, repeated details)", () => {
  it.each(["abc", "1.5", "-1", "1e2", "0x10", "%207", "7%20", "+1", "%2B1", "1_000", "%EF%BC%91", "Infinity", "NaN", "1,2", "%09"])(
    "%s is 400 Flight id is not a number, for every role",
    async (raw) => {
      for (const user of ["alice", "admin", "owner"] as const) expectError(await get(seed.keys[user], raw), 400, "Flight id is not a number");
    },
  );

  it("leading zeros spell the same number", async () => {
    const plain = await get(seed.keys.alice, id("aliceZrhLhr"));
    const padded = await get(seed.keys.alice, `000${id("aliceZrhLhr")}`);
    expect(padded.status).toBe(200);
    expect(padded.json).toEqual(plain.json);
  });

  it.each(["0", "000", "2147483647", "2147483648", "4294967296", "9007199254740993", "99999999999999999999999999999999"])(
    "%s is simply not found (404), never 500",
    async (raw) => {
      for (const user of ["alice", "admin", "owner"] as const) expectError(await get(seed.keys[user], raw), 404, "Flight not found");
    },
  );
});
