import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "@/lib/db/write-lock";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

let dir: string;
let source: TestDb;
let ref: ReferenceFixtureIds;
let ada: TestUser;

const FLIGHTS = 6000;

function flightRow(i: number) {
  const at = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000);
  return { fromId: ref.airports.ZRH, toId: ref.airports.LHR, date: at.toISOString().slice(0, 10), distanceKm: 788.5, endsAt: at, sortAt: at };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-backup-"));
  source = await createTestDb();
  ref = await seedReferenceFixtures(source.db);
  ada = await createUser(source.db, { username: "ada" });
  for (let start = 0; start < FLIGHTS; start += 2000) {
    await source.db.flight.createMany({ data: Array.from({ length: 2000 }, (_, i) => flightRow(start + i)) });
  }
  const ids = await source.db.flight.findMany({ select: { id: true } });
  await source.db.seat.createMany({ data: ids.map(({ id }) => ({ flightId: id, userId: ada.id })) });
}, 120_000);

afterAll(async () => {
  await source?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("a backup taken while the server writes", () => {
  it("is one snapshot: every flight with its seat, the counts in the trailer equal to the rows, and it restores", async () => {
    let done = false;
    let writesDuring = 0;
    // each write adds a flight and its seat in one transaction, and deletes an old flight (its seat goes with it)
    const writer = (async () => {
      for (let i = FLIGHTS; !done; i++) {
        await writeTransaction(source.db, async (tx) => {
          const flight = await tx.flight.create({ data: flightRow(i), select: { id: true } });
          await tx.seat.create({ data: { flightId: flight.id, userId: ada.id } });
          await tx.flight.deleteMany({ where: { id: i - FLIGHTS + 1 } });
        });
        if (!done) writesDuring++;
        // as a server's requests would: SQLite's driver answers without leaving the microtask queue
        await setImmediate();
      }
    })();
    const file = path.join(dir, "during.ndjson.gz");
    const backup = await writeBackup(source.url, file);
    done = true;
    await writer;
    expect(writesDuring).toBeGreaterThan(0);
    // read in pages, table after table: without one snapshot the seats read last would not match the flights read first
    expect(backup.rows.Flight).toBe(FLIGHTS);
    expect(backup.rows.Seat).toBe(FLIGHTS);

    const target = await createTestDb();
    try {
      const restored = await restoreBackup(target.url, file);
      expect(restored.rows).toEqual(backup.rows);
      expect(await target.db.flight.count()).toBe(FLIGHTS);
      expect(await target.db.seat.count()).toBe(FLIGHTS);
      expect((await target.db.statTotal.findUniqueOrThrow({ where: { scope: ada.id } })).flights).toBe(FLIGHTS);
    } finally {
      await target.cleanup();
    }
  }, 120_000);
});
