import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import type { TestDb } from "@/test/support/test-db";
import { writeTransaction } from "@/lib/db/write-lock";
import { saveFlight } from "@/lib/flights/save-flight";
import { createStatsWorld } from "@/test/support/stats-world";
import type { ReferenceFixtureIds, TestUser } from "@/test/support/fixtures";

// Two clients on one database stand for two processes (the admin CLI importing while the server saves): each has its
// own connection, so on SQLite each is a separate writer of the same file. On SQLite, a deferred transaction that had
// read before writing failed at once (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT) while the other held the write lock.
let t: TestDb;
let db: Db;
let other: Db;
let alice: TestUser;
let ref: ReferenceFixtureIds;

beforeAll(async () => {
  ({ t, db, alice, ref } = await createStatsWorld());
  other = createDb(t.url);
});

afterAll(async () => {
  await other?.$disconnect();
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

const bareFlight = (notes: string) => ({ fromId: ref.airports.ZRH, toId: ref.airports.LHR, date: "2020-01-01", sortAt: new Date(0), endsAt: new Date(0), distanceKm: 950, notes });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write transaction on `other` that writes a flight, then keeps its lock for `holdMs` (an import batch). */
async function holdWriteLock(holdMs: number, started: () => void): Promise<void> {
  await writeTransaction(other, async (tx) => {
    await tx.flight.create({ data: bareFlight("batch") });
    started();
    await sleep(holdMs);
  });
}

describe("writers on two connections", () => {
  it("saves made while another connection holds a write transaction wait for it and all succeed", async () => {
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const batch = holdWriteLock(400, started);
    await holding;
    const saves = Array.from({ length: 6 }, (_, i) =>
      saveFlight(db, alice.principal, { from: "ZRH", to: "LHR", date: `2024-01-1${i}`, seats: [{ userId: alice.id }] }),
    );
    const results = await Promise.allSettled([batch, ...saves]);
    const failures = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error)?.message ?? r.reason)] : []));
    expect(failures).toStrictEqual([]);
    expect(await db.seat.count({ where: { userId: alice.id } })).toBe(6);
  });

  it("interleaved transactions on both connections all commit", async () => {
    const write = (client: Db, i: number) =>
      writeTransaction(client, async (tx) => {
        const before = await tx.flight.count();
        await sleep(5);
        await tx.flight.create({ data: bareFlight(`w${i} after ${before}`) });
      });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => write(i % 2 ? db : other, i)));
    const failures = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error)?.message ?? r.reason)] : []));
    expect(failures).toStrictEqual([]);
    expect(await db.flight.count()).toBe(20);
  });
});
