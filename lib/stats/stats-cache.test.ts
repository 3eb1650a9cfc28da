import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config";
import type { TestDb } from "@/test/support/test-db";
import type { Db } from "@/lib/db/client";
import { saveFlight } from "@/lib/flights/save-flight";
import { deleteFlight } from "@/lib/flights/delete-flight";
import type { FlightInput } from "@/lib/flights/flight-input";
import type { TestUser } from "@/test/support/fixtures";
import { getStats } from "./get-stats";
import { createStatsWorld } from "@/test/support/stats-world";
import { DATA_VERSION_KEY, readCacheState, storeValue } from "./stats-cache";
import { authorized } from "@/test/support/authorized-scope";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2024-06-15T12:00:00Z");
const mine = { kind: "mine" } as const;
const all = { kind: "all" } as const;

beforeAll(async () => {
  ({ t, db, owner, alice, bob } = await createStatsWorld());
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

async function token(): Promise<string> {
  return (await db.appMeta.findUniqueOrThrow({ where: { key: DATA_VERSION_KEY } })).value;
}

async function add(input: FlightInput, who: TestUser = alice): Promise<number> {
  return (await saveFlight(db, owner.principal, { ...input, seats: input.seats ?? [{ userId: who.id }] })).id;
}

const past = (from: string, to: string): FlightInput => ({ from, to, departure: "2024-06-01T10:00:00Z", arrival: "2024-06-01T11:00:00Z" });

/** Expects the token to change across `write` and returns the (cached-or-not) counts before and after. */
async function acrossWrite(write: () => Promise<unknown>): Promise<void> {
  const before = await token();
  await write();
  expect(await token()).not.toBe(before);
}

async function counts(): Promise<{ mine: number; all: number }> {
  return {
    mine: (await getStats(db, await authorized(db, alice.principal, mine), NOW)).flights,
    all: (await getStats(db, await authorized(db, owner.principal, all), NOW)).flights,
  };
}

describe("statistics cache", () => {
  it("serves the stored entry while the token is unchanged (shown by restoring the token behind its back)", async () => {
    await add(past("ZRH", "LHR"));
    expect((await counts()).mine).toBe(1);
    const kept = await token();
    await add(past("LHR", "JFK"));
    await db.appMeta.update({ where: { key: DATA_VERSION_KEY }, data: { value: kept } });
    // the token says nothing changed, so the cached (now stale) figure comes back: the cache really answers
    expect((await counts()).mine).toBe(1);
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW, { cache: false })).flights).toBe(2);
    await db.appMeta.update({ where: { key: DATA_VERSION_KEY }, data: { value: "fresh" } });
    expect((await counts()).mine).toBe(2);
  });

  it("a returned object cannot alter the stored entry", async () => {
    await add(past("ZRH", "LHR"));
    const first = await getStats(db, await authorized(db, alice.principal, mine), NOW);
    first.flights = 99;
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW)).flights).toBe(1);
  });

  it("saveFlight (create and update) and deleteFlight change the token and the next figures", async () => {
    expect(await counts()).toEqual({ mine: 0, all: 0 });
    let id = 0;
    await acrossWrite(async () => (id = await add(past("ZRH", "LHR"))));
    expect(await counts()).toEqual({ mine: 1, all: 1 });
    // update: move the seat from alice to bob
    await acrossWrite(() => saveFlight(db, owner.principal, { ...past("ZRH", "LHR"), id, seats: [{ userId: bob.id }] }));
    expect(await counts()).toEqual({ mine: 0, all: 1 });
    await acrossWrite(() => saveFlight(db, owner.principal, { ...past("ZRH", "JFK"), id, seats: [{ userId: alice.id }] }));
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW)).topRoute?.to.iata).toBe("JFK");
    await acrossWrite(() => deleteFlight(db, owner.principal, id));
    expect(await counts()).toEqual({ mine: 0, all: 0 });
  });

  it("raw SQL inserts, updates and deletes on Flight and Seat change the token and the next figures", async () => {
    const id = await add(past("ZRH", "LHR"));
    expect(await counts()).toEqual({ mine: 1, all: 1 });
    const columns = `"fromId", "toId", "date", "datePrecision", "departure", "arrival", "distanceKm", "durationSeconds", "endsAt", "sortAt", "updatedAt"`;
    await acrossWrite(() => db.$executeRawUnsafe(`INSERT INTO "Flight" (${columns}) SELECT ${columns} FROM "Flight" WHERE "id" = ${id}`));
    expect(await counts()).toEqual({ mine: 1, all: 2 });
    const copy = (await db.flight.findFirstOrThrow({ where: { id: { not: id } }, select: { id: true } })).id;
    await acrossWrite(() => db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId") VALUES (${copy}, ${alice.id})`);
    expect(await counts()).toEqual({ mine: 2, all: 2 });
    await acrossWrite(() => db.$executeRaw`UPDATE "Seat" SET "userId" = ${bob.id} WHERE "flightId" = ${copy}`);
    expect(await counts()).toEqual({ mine: 1, all: 2 });
    await acrossWrite(() => db.$executeRaw`DELETE FROM "Seat" WHERE "flightId" = ${id}`);
    expect(await counts()).toEqual({ mine: 0, all: 2 });
    await acrossWrite(() => db.$executeRaw`UPDATE "Flight" SET "endsAt" = ${new Date("2030-01-01T00:00:00Z")} WHERE "id" = ${copy}`);
    expect(await counts()).toEqual({ mine: 0, all: 1 });
    await acrossWrite(() => db.$executeRaw`DELETE FROM "Flight" WHERE "id" = ${id}`);
    expect(await counts()).toEqual({ mine: 0, all: 0 });
  });

  it("counts a flight whose end passes between two calls, and never serves an entry for an earlier now", async () => {
    await add(past("ZRH", "LHR"));
    await add({ from: "LHR", to: "JFK", departure: "2024-06-15T11:00:00Z", arrival: "2024-06-15T13:00:00Z" });
    const aliceScope = await authorized(db, alice.principal, mine);
    const at = (iso: string) => getStats(db, aliceScope, new Date(iso));
    expect((await at("2024-06-15T12:00:00Z")).flights).toBe(1);
    expect((await at("2024-06-15T12:59:59.999Z")).flights).toBe(1);
    expect((await at("2024-06-15T13:00:00Z")).flights).toBe(2); // arrived exactly now
    expect((await at("2024-06-15T12:30:00Z")).flights).toBe(1); // earlier than the entry's now
    expect((await at("2024-06-01T10:30:00Z")).flights).toBe(0);
    expect((await at("2030-01-01T00:00:00Z")).flights).toBe(2);
    expect((await getStats(db, await authorized(db, owner.principal, all), new Date("2024-06-15T12:59:59Z"))).flights).toBe(1);
  });

  it("different scopes never share entries", async () => {
    await add(past("ZRH", "LHR"), alice);
    await add(past("LHR", "JFK"), bob);
    await add(past("JFK", "LAX"), bob);
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW)).flights).toBe(1);
    expect((await getStats(db, await authorized(db, bob.principal, mine), NOW)).flights).toBe(2);
    expect((await getStats(db, await authorized(db, owner.principal, all), NOW)).flights).toBe(3);
    expect((await getStats(db, await authorized(db, owner.principal, mine), NOW)).flights).toBe(0);
    expect((await getStats(db, await authorized(db, owner.principal, { kind: "user", userId: alice.id }), NOW)).flights).toBe(1);
    expect((await getStats(db, await authorized(db, owner.principal, { kind: "user", userId: bob.id }), NOW)).flights).toBe(2);
    // alice's "mine" and the owner's view of alice are the same flights, hence may share: still 1
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW)).flights).toBe(1);
  });

  it("a rolled-back write leaves no token that a later commit could reuse, so its figures are never served", async () => {
    await add(past("ZRH", "LHR"));
    expect((await counts()).all).toBe(1);
    const committed = await token();
    const committedStats = await getStats(db, await authorized(db, owner.principal, all), NOW);
    let insideToken = "";
    await expect(
      db.$transaction(async (tx) => {
        await tx.flight.deleteMany();
        insideToken = (await tx.appMeta.findUniqueOrThrow({ where: { key: DATA_VERSION_KEY } })).value;
        // figures of the uncommitted state, stored under the uncommitted token as a shared cache would
        const txDb = tx as unknown as Db;
        const state = await readCacheState(txDb, NOW);
        expect(state.token).toBe(insideToken);
        storeValue(db, "all", state, NOW, { ...committedStats, flights: await tx.flight.count() });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(insideToken).not.toBe(committed);
    expect(await token()).toBe(committed);
    expect((await counts()).all).toBe(1);
    // the same write again, committed this time: a new token, not the rolled-back one
    await db.flight.deleteMany();
    expect(await token()).not.toBe(insideToken);
    await add(past("LHR", "JFK"));
    await add(past("JFK", "LAX"));
    expect(await token()).not.toBe(insideToken);
    expect((await counts()).all).toBe(2);
  });

  it("can be bypassed per call", async () => {
    await add(past("ZRH", "LHR"));
    expect((await counts()).mine).toBe(1);
    const kept = await token();
    await add(past("LHR", "JFK"));
    await db.appMeta.update({ where: { key: DATA_VERSION_KEY }, data: { value: kept } });
    expect((await getStats(db, await authorized(db, alice.principal, mine), NOW, { cache: false })).flights).toBe(2);
    const previous = process.env.CONTRAIL_STATS_CACHE;
    process.env.CONTRAIL_STATS_CACHE = "off";
    resetConfig();
    try {
      expect((await getStats(db, await authorized(db, alice.principal, mine), NOW)).flights).toBe(2);
    } finally {
      if (previous === undefined) delete process.env.CONTRAIL_STATS_CACHE;
      else process.env.CONTRAIL_STATS_CACHE = previous;
      resetConfig();
    }
  });
});
