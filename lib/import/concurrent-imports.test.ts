import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { writeFr24File } from "@/test/support/fr24-file";
import { FlightIndex } from "./write/duplicates";
import { startKit, type ImportKit } from "@/test/support/import-test-kit";
import { runImport } from "./run-import";

// Two imports of one file at once (the admin CLI and the web page, or two CLIs): each read the user's log before the
// other had written, and both wrote every flight. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let kit: ImportKit;
let other: Db;
let dir: string;
let file: string;
const ROWS = 120;

beforeAll(async () => {
  kit = await startKit();
  other = createDb(kit.test.url);
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-concurrent-import-"));
  file = path.join(dir, "fr24.csv");
  await writeFr24File(file, ROWS);
});

afterAll(async () => {
  await other?.$disconnect();
  await kit?.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await kit.db.flight.deleteMany();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const importOn = (db: Db) => runImport(db, { format: "fr24", path: file, principal: kit.user.principal, batchSize: 7 });

/** Stored flights of the user that duplicate another stored flight. */
async function storedDuplicateCount(): Promise<number> {
  const rows = await kit.db.flight.findMany({
    where: { seats: { some: { userId: kit.user.id } } },
    select: { fromId: true, toId: true, date: true, flightNumber: true, departure: true, arrival: true },
  });
  const index = new FlightIndex();
  let duplicates = 0;
  for (const row of rows) {
    if (index.has(row)) duplicates++;
    index.add(row);
  }
  return duplicates;
}

describe("two imports of the same file at once", () => {
  it.each([
    ["on one client (two web imports)", () => kit.db],
    ["on two connections (the CLI and the server)", () => other],
  ])("store each flight once %s", async (_, second) => {
    const [a, b] = await Promise.all([importOn(kit.db), importOn(second())]);
    const stored = await kit.db.flight.count();
    expect(await storedDuplicateCount()).toBe(0);
    expect(a.imported + b.imported).toBe(stored);
    expect(a.imported + a.duplicates).toBe(b.imported + b.duplicates);
    expect(stored).toBeGreaterThan(ROWS / 2);
  });

  // The interleaving that once slipped through: the second import has read the user's (empty) log, then the first
  // stores the whole file before the second's first batch. Every later batch of the second must still look.
  it("store each flight once when another import writes between reading the log and the first batch", async () => {
    const firstTransaction = kit.db.$transaction.bind(kit.db);
    let other: Promise<unknown> | null = null;
    vi.spyOn(kit.db, "$transaction").mockImplementationOnce(async (...args: unknown[]) => {
      other = importOn(kit.db);
      await other;
      return (firstTransaction as (...a: unknown[]) => Promise<unknown>)(...args);
    });
    const late = await importOn(kit.db);
    expect(other).not.toBeNull();
    expect(await storedDuplicateCount()).toBe(0);
    expect(late.imported).toBe(0);
    expect(await kit.db.flight.count()).toBe(late.duplicates);
  });
});
