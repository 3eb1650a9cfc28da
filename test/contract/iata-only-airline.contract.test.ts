import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call } from "./http";

// An airline with an IATA designator and no ICAO one (the bundled data has several, such as "01"): a flight saved with
// it must read back naming it, from /api/flight/get and /api/flight/list alike, as /api/stats names it.
const { baseUrl, databaseUrl, seed } = contractContext();
let db: Db;
let airlineId: number;
const created: number[] = [];

beforeAll(async () => {
  db = createDb(databaseUrl);
  airlineId = (await db.airline.create({ data: { icao: null, iata: "01", name: "Bobb Air Freight", country: "DE" } })).id;
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.airline.delete({ where: { id: airlineId } });
  await db.$disconnect();
});

describe("a flight with an IATA-only airline", () => {
  it("reads back with the airline's IATA code from get and list, and stats names the same airline", async () => {
    const key = seed.keys.carol;
    const saved = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: { from: "ZRH", to: "LHR", date: "2021-05-04", airline: "01" } }));
    const id = saved.id as number;
    created.push(id);

    const { flight } = expectSuccess(await call(baseUrl, `/api/flight/get/${id}`, key)) as { flight: { airline: unknown } };
    expect(flight.airline).toBe("01");
    const { flights } = expectSuccess(await call(baseUrl, "/api/flight/list", key)) as { flights: { id: number; airline: unknown }[] };
    expect(flights.find((f) => f.id === id)?.airline).toBe("01");

    const { stats } = expectSuccess(await call(baseUrl, "/api/stats", key)) as { stats: { topAirline: unknown } };
    expect(stats.topAirline).toMatchObject({ id: airlineId, iata: "01", icao: null, name: "Bobb Air Freight", count: 1 });
  });

  it("survives a round trip through /api: saving back what get answered keeps the airline", async () => {
    const key = seed.keys.carol;
    const id = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: { from: "ZRH", to: "LHR", date: "2021-05-05", airline: "01" } })).id as number;
    created.push(id);
    const before = (expectSuccess(await call(baseUrl, `/api/flight/get/${id}`, key)) as { flight: Record<string, unknown> }).flight;
    const { id: _id, from, to, ...rest } = before as { id: number; from: { icao: string }; to: { icao: string } } & Record<string, unknown>;
    expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: { ...rest, id, from: from.icao, to: to.icao, notes: "edited" } }));
    const after = (expectSuccess(await call(baseUrl, `/api/flight/get/${id}`, key)) as { flight: Record<string, unknown> }).flight;
    expect(after).toEqual({ ...before, notes: "edited" });
    expect((await db.flight.findUniqueOrThrow({ where: { id } })).airlineId).toBe(airlineId);
  });
});
