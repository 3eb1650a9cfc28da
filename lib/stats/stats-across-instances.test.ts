import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { saveFlight } from "@/lib/flights/save-flight";
import { authorized } from "@/test/support/authorized-scope";
import { createStatsWorld, type StatsWorld } from "@/test/support/stats-world";
import { getStats } from "./get-stats";
import { rebuildStatRollups } from "./rebuild-stat-rollups";

// The statistics cache is per process (stats-cache.ts keys it by client): `a` and `b` are two clients of one
// database, as two server instances (or a server and the admin CLI) are. Runs on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
let world: StatsWorld;
let a: Db;
let b: Db;

const NOW = new Date("2024-06-15T12:00:00Z");
const past = (from: string, to: string, day: string) => ({ from, to, departure: `2024-06-${day}T10:00:00Z`, arrival: `2024-06-${day}T11:00:00Z` });

beforeAll(async () => {
  world = await createStatsWorld();
  a = world.db;
  b = createDb(world.t.url);
});

afterAll(async () => {
  await b?.$disconnect();
  await world?.t.cleanup();
});

async function flightsSeenBy(db: Db): Promise<{ all: number; alice: number }> {
  return {
    all: (await getStats(db, await authorized(db, world.owner.principal, { kind: "all" }), NOW)).flights,
    alice: (await getStats(db, await authorized(db, world.alice.principal, { kind: "mine" }), NOW)).flights,
  };
}

describe("statistics cached by one instance", () => {
  it("are never served after a write made through another", async () => {
    const { owner, alice } = world;
    const first = await saveFlight(a, owner.principal, { ...past("ZRH", "LHR", "01"), seats: [{ userId: alice.id }] });
    expect(await flightsSeenBy(a)).toEqual({ all: 1, alice: 1 });
    expect(await flightsSeenBy(a)).toEqual({ all: 1, alice: 1 }); // now cached on a
    await saveFlight(b, owner.principal, { ...past("LHR", "JFK", "02"), seats: [{ userId: alice.id }] });
    expect(await flightsSeenBy(a)).toEqual({ all: 2, alice: 2 });
    await deleteFlight(b, owner.principal, first.id);
    expect(await flightsSeenBy(a)).toEqual({ all: 1, alice: 1 });
    await a.flight.deleteMany(); // raw writes through the other client too: the triggers see them
    expect(await flightsSeenBy(b)).toEqual({ all: 0, alice: 0 });
  });

  it("are not served after `stats rebuild` (another process) repaired the rollups they were computed from", async () => {
    const { owner, alice } = world;
    await a.flight.deleteMany();
    await saveFlight(a, owner.principal, { ...past("ZRH", "LHR", "03"), seats: [{ userId: alice.id }] });
    // rollups gone wrong behind the triggers' back (what the rebuild is for); the token does not change
    await a.$executeRaw`UPDATE "StatTotal" SET "flights" = "flights" + 5`;
    expect(await flightsSeenBy(a)).toEqual({ all: 6, alice: 6 }); // the wrong figures, now cached on a
    await rebuildStatRollups(b);
    expect(await flightsSeenBy(a)).toEqual({ all: 1, alice: 1 });
  });
});
