import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { expectError, expectJson, expectSuccess } from "./assertions";
import { contractContext } from "./context";
import { call, type RawResponse } from "./http";

// GET /api/flight/list?since= and /airtrail/api/flight/list?since= (the change feed, lib/flights/change-feed.ts).
const { baseUrl, databaseUrl, seed } = contractContext();
const { alice, bob } = seed.users;
const created: number[] = [];
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(async () => {
  await db.flight.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

async function save(key: string, body: Record<string, unknown>): Promise<number> {
  const id = expectSuccess(await call(baseUrl, "/api/flight/save", key, { json: { from: "ZRH", to: "LHR", date: "2024-05-01", ...body } })).id as number;
  if (!created.includes(id)) created.push(id);
  return id;
}

interface Changes {
  cursor: string;
  deleted: number[];
  ids: number[];
  flights: Record<string, unknown>[];
}

function changesOf(res: RawResponse): Changes {
  const body = expectSuccess(res);
  expect(Object.keys(body).sort()).toEqual(["cursor", "deleted", "flights", "success"]);
  expect(Number.isNaN(Date.parse(body.cursor as string))).toBe(false);
  const flights = body.flights as Record<string, unknown>[];
  return { cursor: body.cursor as string, deleted: body.deleted as number[], ids: flights.map((f) => f.id as number), flights };
}

const since = (key: string, instant: string, query = "", api = "/api") =>
  call(baseUrl, `${api}/flight/list?since=${encodeURIComponent(instant)}${query}`, key, { headers: { accept: "application/json" } });

/** A cursor to start from, as a client gets one before its first full list. */
async function start(key: string): Promise<string> {
  return changesOf(await since(key, new Date().toISOString())).cursor;
}

describe("GET /api/flight/list?since=", () => {
  it("answers what changed for the caller: saved, shared, edited by a fellow traveller; never another user's own flights", async () => {
    const aliceFrom = await start(seed.keys.alice);
    const bobFrom = await start(seed.keys.bob);
    const alicesOwn = await save(seed.keys.alice, { notes: "mine" });
    const shared = await save(seed.keys.admin, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const bobsOwn = await save(seed.keys.bob, { notes: "Bob's" });
    await save(seed.keys.bob, { id: shared, notes: "Bob was here" });

    const aliceSees = changesOf(await since(seed.keys.alice, aliceFrom));
    expect(aliceSees.ids).toEqual(expect.arrayContaining([alicesOwn, shared]));
    expect(aliceSees.ids).not.toContain(bobsOwn);
    expect(aliceSees.deleted).not.toContain(bobsOwn);
    expect(aliceSees.flights.find((f) => f.id === shared)).toMatchObject({ notes: "Bob was here" });
    // the same shape as the whole list's flights
    const listed = (expectSuccess(await call(baseUrl, "/api/flight/list", seed.keys.alice)).flights as { id: number }[]).find((f) => f.id === shared);
    expect(aliceSees.flights.find((f) => f.id === shared)).toEqual(listed);

    const bobSees = changesOf(await since(seed.keys.bob, bobFrom));
    expect(bobSees.ids).toEqual(expect.arrayContaining([shared, bobsOwn]));
    expect(bobSees.ids).not.toContain(alicesOwn);
  });

  it("answers as deleted what the caller lost: a flight deleted, their seat removed, the flight unshared from them", async () => {
    const gone = await save(seed.keys.alice, {});
    const left = await save(seed.keys.admin, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const unshared = await save(seed.keys.admin, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const aliceFrom = await start(seed.keys.alice);
    const bobFrom = await start(seed.keys.bob);
    const allFrom = await start(seed.keys.admin);

    expectSuccess(await call(baseUrl, "/api/flight/delete", seed.keys.alice, { json: { id: gone } }));
    expectSuccess(await call(baseUrl, "/api/flight/delete", seed.keys.alice, { json: { id: left } }));
    await save(seed.keys.admin, { id: unshared, seats: [{ userId: alice.id }] });

    const aliceSees = changesOf(await since(seed.keys.alice, aliceFrom));
    expect(aliceSees.deleted).toEqual(expect.arrayContaining([gone, left]));
    expect(aliceSees.ids).not.toContain(gone);
    expect(aliceSees.ids).not.toContain(left);
    expect(aliceSees.ids).toContain(unshared);
    expect(aliceSees.deleted).not.toContain(unshared);

    const bobSees = changesOf(await since(seed.keys.bob, bobFrom));
    expect(bobSees.deleted).toContain(unshared);
    expect(bobSees.ids).not.toContain(unshared);
    expect(bobSees.ids).toContain(left); // still his, with one seat fewer

    const allSees = changesOf(await since(seed.keys.admin, allFrom, "&scope=all"));
    expect(allSees.deleted).toContain(gone);
    expect(allSees.deleted).not.toContain(left);
    expect(allSees.ids).toEqual(expect.arrayContaining([left, unshared]));
    const bobsView = changesOf(await since(seed.keys.admin, bobFrom, `&scope=user&userId=${bob.id}`));
    expect(bobsView.deleted).toContain(unshared);
  });

  it("hands out a cursor from which the next poll finds the next change", async () => {
    const first = changesOf(await since(seed.keys.alice, await start(seed.keys.alice)));
    const id = await save(seed.keys.alice, {});
    expect(changesOf(await since(seed.keys.alice, first.cursor)).ids).toContain(id);
  });

  it("answers 400 naming since when it is not an instant or given twice, and 410 when older than the changes kept", async () => {
    for (const bad of ["yesterday", "2026-11-26", "2026-11-26T10:00:00", "2026-02-30T10:00:00Z", ""]) {
      expectError(await since(seed.keys.alice, bad), 400, /^since: must be an instant/);
    }
    const now = new Date().toISOString();
    expectError(await call(baseUrl, `/api/flight/list?since=${now}&since=${now}`, seed.keys.alice), 400, "since must be given at most once");
    expectError(await since(seed.keys.alice, new Date(Date.now() - 91 * 86_400_000).toISOString()), 410, /list all flights again/);
    // input is checked before the role: a bad since with a forbidden scope is still 400
    expectError(await since(seed.keys.alice, "soon", "&scope=all"), 400, /^since/);
    expectError(await since(seed.keys.alice, now, "&scope=all"), 403, "Forbidden");
    expectError(await since(seed.keys.admin, now, "&scope=user"), 400, "userId is required when scope is user");
  });
});

describe("GET /airtrail/api/flight/list?since=", () => {
  it("answers the same changes in AirTrail's flight shape", async () => {
    const from = await start(seed.keys.alice);
    const id = await save(seed.keys.alice, { notes: "for AirTrail" });
    const gone = await save(seed.keys.alice, {});
    expectSuccess(await call(baseUrl, "/api/flight/delete", seed.keys.alice, { json: { id: gone } }));

    const airtrail = changesOf(await since(seed.keys.alice, from, "", "/airtrail/api"));
    const api = changesOf(await since(seed.keys.alice, from));
    expect(airtrail.ids).toEqual(api.ids);
    expect(airtrail.deleted).toEqual(api.deleted);
    expect(airtrail.deleted).toContain(gone);
    expect(airtrail.flights.find((f) => f.id === id)).toMatchObject({ note: "for AirTrail" });
  });

  it("answers AirTrail's error body for a bad or too old since", async () => {
    const expectAirtrailError = (res: RawResponse, status: number, message: RegExp) => {
      expect(res.status, res.text.slice(0, 300)).toBe(status);
      expectJson(res);
      expect(res.json).toEqual({ success: false, message: expect.stringMatching(message) });
    };
    expectAirtrailError(await since(seed.keys.alice, "last week", "", "/airtrail/api"), 400, /^since: must be an instant/);
    expectAirtrailError(await since(seed.keys.alice, "2000-01-01T00:00:00Z", "", "/airtrail/api"), 410, /list all flights again/);
  });
});
