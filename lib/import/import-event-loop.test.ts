import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longestEventLoopHoldCpu } from "@/test/support/event-loop-gaps";
import { writeSameRouteDayJetLoversFile } from "@/test/support/jetlovers-file";
import { writeFr24File } from "@/test/support/fr24-file";
import { createUser } from "@/test/support/fixtures";
import { fixture, importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";

// An import must give other requests a turn. Reading, resolving and checking rows only waits for CPU (and on SQLite
// every query runs synchronously): an import of a few thousand rows on one route and day held the event loop, and
// every other user's request, for its whole run. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
const ROWS = 3_000;
// a dry run writes nothing, so a larger file: without turns its whole run is one hold, far above the bound
const DRY_RUN_ROWS = 10_000;
// in CPU time, which waiting for a core on a loaded machine does not inflate; generous still: a turn comes every few
// milliseconds, a batch's write transaction and the parsing of a chunk of the file take tens, the whole import seconds
const MAX_HOLD_CPU_MS = 200;

let kit: ImportKit;
let dir: string;
let sameRouteDay: string;
let sameRouteDayLarge: string;
let fr24: string;

beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-import-event-loop-"));
  sameRouteDay = path.join(dir, "jetlovers.csv");
  sameRouteDayLarge = path.join(dir, "jetlovers-large.csv");
  fr24 = path.join(dir, "fr24.csv");
  await writeSameRouteDayJetLoversFile(sameRouteDay, ROWS);
  await writeSameRouteDayJetLoversFile(sameRouteDayLarge, DRY_RUN_ROWS);
  await writeFr24File(fr24, ROWS);
  // the first import of a process runs its code before the engine has optimized it: not a hold of any later import
  await importFile(kit, "jetlovers", sameRouteDay, { dryRun: true });
  await importFile(kit, "fr24", fixture("fr24.csv"), { dryRun: true });
});

afterAll(async () => {
  await kit?.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("an import does not hold the event loop", () => {
  it.each([
    ["a dry run of flights on one route and day", () => sameRouteDayLarge, DRY_RUN_ROWS, "jetlovers", true],
    ["an import of flights on one route and day", () => sameRouteDay, ROWS, "jetlovers", false],
    ["an import of a myFlightradar24 file", () => fr24, ROWS, "fr24", false],
  ] as const)("%s", async (_, file, rows, format, dryRun) => {
    // a user of their own each: an empty log, nothing to delete between the imports
    const user = await createUser(kit.db);
    let imported = 0;
    const hold = await longestEventLoopHoldCpu(async () => {
      imported = (await importFile(kit, format, file(), { dryRun, principal: user.principal })).imported;
    });
    expect(imported).toBe(rows);
    expect(hold).toBeLessThan(MAX_HOLD_CPU_MS);
  }, 120_000);
});
