import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { readReferenceFiles } from "@/lib/reference/data-files";
import { loadReferenceData } from "@/lib/reference/load-reference-data";
import { airport, createTestDataDir } from "@/lib/reference/test-data";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import type { PreparedDatabase } from "./prepare-database";

const ROOT = path.resolve(__dirname, "../..");
const PROCESSES = 3;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A separate process preparing `url` as a starting server does (test/support/prepare-database-child.ts). */
function prepareInChild(url: string, dataDir?: string): Promise<Outcome> {
  return runTs(url, [path.join(ROOT, "test", "support", "prepare-database-child.ts"), ...(dataDir ? [dataDir] : [])]);
}

/** Runs a TypeScript entry point of the project with DATABASE_URL set to `url`. */
function runTs(url: string, args: string[]): Promise<Outcome> {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  args = ["--conditions=react-server", ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts PROCESSES preparers together; every one must succeed. */
async function prepareTogether(url: string): Promise<PreparedDatabase[]> {
  const outcomes = await Promise.all(Array.from({ length: PROCESSES }, () => prepareInChild(url)));
  expect(outcomes.map((o) => (o.code === 0 ? "ok" : o.stderr.trim()))).toStrictEqual(Array(PROCESSES).fill("ok"));
  return outcomes.map((o) => JSON.parse(o.stdout) as PreparedDatabase);
}

/** The bundled reference data, each row once (airlines have no unique key: a second load would double them). */
async function expectLoadedOnce(t: TestDb): Promise<void> {
  const files = readReferenceFiles();
  const [airports, airlines, aircraft] = await Promise.all([t.db.airport.count(), t.db.airline.count(), t.db.aircraft.count()]);
  expect({ airports, airlines, aircraft }).toStrictEqual({
    airports: files.airports.length,
    airlines: files.airlines.length,
    aircraft: files.aircraft.length,
  });
}

describe("prepareDatabase in several processes at once", () => {
  it("on a fresh database: all start, one migrates and loads, the others find it done", async () => {
    const t = await createTestDb(null);
    try {
      const results = await prepareTogether(t.url);
      const all = readMigrations(resolveDatabaseTarget(t.url).dialect).map((m) => m.name);
      expect(results.map((r) => r.migrationsApplied).sort((a, b) => b.length - a.length)).toStrictEqual([all, ...Array(PROCESSES - 1).fill([])]);
      expect(results.filter((r) => !r.reference.skipped)).toHaveLength(1);
      const recorded = await t.db.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(recorded.map((r) => r.migration_name)).toStrictEqual(all);
      await expectLoadedOnce(t);
    } finally {
      await t.cleanup();
    }
  }, 240_000);

  it("after an upgrade that brings new reference data: one loads it, the others find it loaded", async () => {
    const t = await createTestDb();
    const older = createTestDataDir();
    try {
      older.write({ airports: [airport("EGLL", { iata: "LHR", name: "Old Heathrow" })], airlines: [], aircraft: [] });
      await loadReferenceData(t.db, { dataDir: older.dir });
      const results = await prepareTogether(t.url);
      expect(results.map((r) => r.migrationsApplied)).toStrictEqual(Array(PROCESSES).fill([]));
      expect(results.filter((r) => !r.reference.skipped)).toHaveLength(1);
      await expectLoadedOnce(t);
      expect(await t.db.airport.findUniqueOrThrow({ where: { ident: "EGLL" } })).toMatchObject({ name: "London Heathrow Airport" });
    } finally {
      older.cleanup();
      await t.cleanup();
    }
  }, 240_000);
});

describe("the server on a database migrated by a newer Contrail", () => {
  it("refuses to start, saying so, and changes nothing", async () => {
    const t = await createTestDb();
    try {
      await t.db.$executeRaw`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
        VALUES (${"future"}, ${"0".repeat(64)}, ${new Date()}, ${"29991231000000_from_a_newer_contrail"}, ${new Date()}, ${1})`;
      // it stops while preparing the database, before Next (and its build) is loaded or a port is opened
      const outcome = await runTs(t.url, [path.join(ROOT, "server.ts"), "-p", "0", "-H", "127.0.0.1"]);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr.trim()).toBe("The database was migrated by a newer Contrail: 29991231000000_from_a_newer_contrail; upgrade Contrail");
      expect(outcome.stdout).not.toContain("listening");
      expect(await t.db.airport.count()).toBe(0);
    } finally {
      await t.cleanup();
    }
  }, 60_000);
});
