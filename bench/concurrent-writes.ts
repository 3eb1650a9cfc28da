/**
 * Saves beside a running import: the admin CLI imports a myFlightradar24 CSV of N rows (default 25,000) in a child
 * process while this process saves flights on its own connection, as the server would, and counts the saves that
 * failed.
 *   npx tsx --conditions=react-server bench/concurrent-writes.ts [rows] [concurrent savers]
 * SQLite by default (a fresh file); TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDb } from "@/test/support/test-db";
import { dialectOf } from "@/lib/db/client";
import { saveFlight } from "@/lib/flights/save-flight";
import { writeFr24File } from "@/test/support/fr24-file";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";

const ROOT = path.resolve(__dirname, "..");
const ROUTES = [["ZRH", "LHR"], ["LHR", "JFK"], ["JFK", "SIN"], ["SIN", "SYD"], ["CDG", "ZRH"]] as const;

function runCli(args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 25_000);
  const savers = Number(process.argv[3] ?? 4);
  const dir = await mkdtemp(path.join(os.tmpdir(), "contrail-concurrent-"));
  const file = path.join(dir, "fr24.csv");
  await writeFr24File(file, rows);
  const test = await createTestDb();
  try {
    const db = test.db;
    await seedReferenceFixtures(db);
    await createUser(db, { username: "importer" });
    const writer = await createUser(db, { username: "writer" });

    let importing = true;
    const started = performance.now();
    const cli = runCli(["import", "--username", "importer", "--format", "fr24", file], test.url).finally(() => (importing = false));
    let writes = 0;
    const failures = new Map<string, number>();
    const saver = async (n: number) => {
      for (let i = 0; importing; i++) {
        const [from, to] = ROUTES[(n + i) % ROUTES.length]!;
        writes++;
        try {
          await saveFlight(db, writer.principal, { from, to, date: "2024-05-01", notes: `saver ${n} #${i}`, seats: [{ userId: writer.id }] });
        } catch (error) {
          const message = String((error as Error)?.message ?? error).split("\n").filter(Boolean).at(-1) ?? "";
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
        // a request's turn on the event loop ends here; without it the savers would starve the child's I/O
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: savers }, (_, n) => saver(n)));
    const result = await cli;
    const seconds = (performance.now() - started) / 1000;
    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    const report = result.code === 0 ? (JSON.parse(result.stdout) as { imported: number; duplicates: number }) : null;
    console.log(
      JSON.stringify(
        {
          database: dialectOf(db),
          rows,
          importExit: result.code,
          imported: report?.imported ?? null,
          importError: result.code === 0 ? undefined : result.stderr.trim().split("\n").at(-1),
          importSeconds: Math.round(seconds * 10) / 10,
          concurrentSavers: savers,
          writes,
          failedWrites: failed,
          storedWrites: await db.seat.count({ where: { userId: writer.id } }),
          errors: Object.fromEntries(failures),
        },
        null,
        2,
      ),
    );
  } finally {
    await test.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
