import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { TestDb } from "@/test/support/test-db";
import { deleteFlight } from "@/lib/flights/delete-flight";
import type { FlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { runImport } from "@/lib/import/run-import";
import { rebuildStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { createStatsWorld } from "@/test/support/stats-world";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import type { TestUser } from "@/test/support/fixtures";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. On PostgreSQL these bursts deadlocked (one write
// failed with P2034) before every writing transaction took the write lock first (write-lock.ts).
let t: TestDb;
let db: Db;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ({ t, db, owner, alice, bob } = await createStatsWorld());
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

const ROUNDS = 4;
const SHARED = 8;
const ALICE_ONLY = 4;
const AIRPORTS = ["ZRH", "LHR", "CDG", "JFK", "SIN", "SYD"];

function leg(i: number): FlightInput {
  return { from: AIRPORTS[i % AIRPORTS.length], to: AIRPORTS[(i + 1 + (i % 3)) % AIRPORTS.length], date: `2024-0${1 + (i % 9)}-1${i % 10}` };
}

const seatsOf = (...users: TestUser[]) => users.map((u) => ({ userId: u.id }));

/**
 * About 36 writes at once, more than the pool's 10 connections, whose outcome does not depend on their order: on each
 * shared flight the owner replaces the seats (flight row, then seat rows), alice removes her own seat (seat rows only)
 * and bob edits the notes (flight row); alice deletes flights she alone holds (seat, then flight) and both create new
 * ones. The same rollup rows ('*', alice, bob, the airports) are touched by every write.
 */
async function burst(round: number, extra: (() => Promise<unknown>)[] = []): Promise<{ shared: number[]; aliceOnly: number[] }> {
  const create = (i: number, users: TestUser[]) => saveFlight(db, owner.principal, { ...leg(i), seats: seatsOf(...users) });
  const shared = await Promise.all(Array.from({ length: SHARED }, async (_, i) => (await create(i, [alice, bob])).id));
  const aliceOnly = await Promise.all(Array.from({ length: ALICE_ONLY }, async (_, i) => (await create(i + 3, [alice])).id));
  const writes: (() => Promise<unknown>)[] = [
    ...shared.flatMap((id, i) => [
      () => saveFlight(db, owner.principal, { id, ...leg(i + round + 1), seats: seatsOf(alice, bob) }),
      () => deleteFlight(db, alice.principal, id),
      () => saveFlight(db, bob.principal, { id, notes: `bob ${round}` }),
    ]),
    ...aliceOnly.map((id) => () => deleteFlight(db, alice.principal, id)),
    ...Array.from({ length: 8 }, (_, i) => () => create(i + round, i % 2 ? [bob] : [alice, bob])),
    ...extra,
  ];
  const results = await Promise.allSettled(writes.map((write) => write()));
  const failures = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error)?.message ?? r.reason)] : []));
  expect(failures).toStrictEqual([]);
  return { shared, aliceOnly };
}

/** The rollups equal the JS oracle and a rebuild from the flights. */
async function expectConsistentRollups(): Promise<void> {
  const live = await readRollups(db);
  const expected = await expectedRollups(db);
  expect(exactPart(live)).toStrictEqual(exactPart(expected));
  expect(distancesDiffer(live, expected)).toStrictEqual([]);
  await rebuildStatRollups(db);
  const rebuilt = await readRollups(db);
  expect(exactPart(rebuilt)).toStrictEqual(exactPart(live));
  expect(distancesDiffer(rebuilt, live)).toStrictEqual([]);
}

describe("writing transactions at once", () => {
  it("concurrent saves and deletes of the same and of different flights all succeed, and the rollups stay exact", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { shared, aliceOnly } = await burst(round);
      const stored = await db.flight.findMany({ where: { id: { in: shared } }, include: { seats: true } });
      expect(stored.map((f) => f.notes)).toStrictEqual(shared.map(() => `bob ${round}`));
      expect(stored.every((f) => f.seats.some((s) => s.userId === bob.id))).toBe(true);
      expect(await db.flight.count({ where: { id: { in: aliceOnly } } })).toBe(0);
      await expectConsistentRollups();
    }
  });

  it("an import and rollup rebuilds in the middle of the writes wait their turn too", async () => {
    const file = path.join(__dirname, "..", "import", "fixtures", "fr24.csv");
    for (let round = 0; round < 2; round++) {
      await burst(round, [
        () => runImport(db, { format: "fr24", path: file, principal: bob.principal, batchSize: 2 }),
        () => rebuildStatRollups(db),
        () => rebuildStatRollups(db),
      ]);
      await expectConsistentRollups();
    }
  });
});
