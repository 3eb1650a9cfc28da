import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StreamAnswer } from "@/lib/api/transport/answer";
import type { Principal } from "@/lib/auth/principal";
import { readChangeInstant } from "@/lib/flights/change-cursor";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { getStats } from "@/lib/stats/get-stats";
import { authorized } from "@/test/support/authorized-scope";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { dashboardFigures } from "./dashboard-figures";
import { syncedFlights } from "./synced-flights";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

async function save(principal: Principal, body: Record<string, unknown> = {}): Promise<number> {
  return (await saveFlight(t.db, principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", ...body }))).id;
}

async function bodyOf(answer: StreamAnswer): Promise<{ flights: { id: number }[]; cursor?: string; deleted?: number[] }> {
  expect(answer.headers["cache-control"]).toContain("no-store");
  return JSON.parse(await new Response(answer.body).text());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the offline copy's flights", () => {
  it("are the caller's own only, for an owner too (who may list everyone's through the API)", async () => {
    const mine = await save(alice.principal);
    const bobs = await save(bob.principal);
    const owners = await save(owner.principal);
    expect((await bodyOf(await syncedFlights(t.db, alice.principal, undefined))).flights.map((f) => f.id)).toEqual([mine]);
    const ownerIds = (await bodyOf(await syncedFlights(t.db, owner.principal, undefined))).flights.map((f) => f.id);
    expect(ownerIds).toEqual([owners]);
    expect(ownerIds).not.toContain(bobs);
  });

  it("follow the change feed: changed flights, deleted ids and the next cursor, the caller's only", async () => {
    await sleep(5);
    const since = new Date(await readChangeInstant(t.db));
    await sleep(5);
    const kept = await save(alice.principal, { to: "CDG" });
    const gone = await save(alice.principal, { to: "JFK" });
    await deleteFlight(t.db, alice.principal, gone);
    await save(bob.principal, { to: "CDG" });
    const body = await bodyOf(await syncedFlights(t.db, alice.principal, since));
    expect(body.flights.map((f) => f.id)).toEqual([kept]);
    expect(body.deleted).toEqual([gone]);
    expect(Date.parse(body.cursor!)).toBeGreaterThan(since.getTime() - 5000);
  });
});

describe("the offline dashboard's figures", () => {
  it("are the stat cards' all-time figures of the caller's own flights", async () => {
    const carol = await createUser(t.db);
    await save(carol.principal, { from: "ZRH", to: "LHR", date: "2023-05-01" });
    await save(carol.principal, { from: "LHR", to: "CDG", date: "2023-05-02" });
    await save(carol.principal, { from: "ZRH", to: "LHR", date: "2199-01-01" });
    const figures = await dashboardFigures(t.db, carol.principal);
    const stats = await getStats(t.db, await authorized(t.db, carol.principal, { kind: "mine" }));
    expect(figures.stats).toEqual({ flights: 2, distanceKm: stats.distanceKm, durationSeconds: stats.durationSeconds, airports: 3 });
    expect(figures.countries).toBe(3);
  });
});
