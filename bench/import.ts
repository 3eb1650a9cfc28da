/**
 * Import benchmark: writes a myFlightradar24 CSV of N rows (default 50,000), imports it into a fresh database and
 * reports the time and the peak memory (resident set size) of the process.
 *   npx tsx --conditions=react-server bench/import.ts [rows]   (npm run bench:import -- [rows])
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 * Target: 50,000 rows in ≤ 30 s with memory under 500 MB.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDb } from "@/test/support/test-db";
import { dialectOf } from "@/lib/db/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { runImport } from "@/lib/import/run-import";

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 50_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), "contrail-bench-"));
  const file = path.join(dir, "fr24.csv");
  await writeFr24File(file, rows);
  const size = (await stat(file)).size;

  const test = await createTestDb();
  let peakRss = process.memoryUsage().rss;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 50);
  try {
    await seedReferenceFixtures(test.db);
    const user = await createUser(test.db, { username: "bench" });
    const baselineRss = process.memoryUsage().rss;
    const started = performance.now();
    let checked = 0;
    const report = await runImport(test.db, {
      format: "fr24",
      path: file,
      principal: user.principal,
      onProgress: (p) => {
        if (p.phase === "importing" && checked === 0) checked = performance.now();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
    const stored = await test.db.flight.count();
    console.log(
      JSON.stringify(
        {
          database: dialectOf(test.db),
          rows,
          fileMB: Math.round((size / 1024 / 1024) * 10) / 10,
          imported: report.imported,
          duplicates: report.duplicates,
          skipped: report.skippedTotal,
          storedFlights: stored,
          checkingSeconds: Math.round(((checked - started) / 1000) * 10) / 10,
          totalSeconds: Math.round(seconds * 10) / 10,
          rowsPerSecond: Math.round(rows / seconds),
          baselineRssMB: Math.round(baselineRss / 1024 / 1024),
          peakRssMB: Math.round(peakRss / 1024 / 1024),
          peakHeapUsedMB: Math.round(peakHeap / 1024 / 1024),
        },
        null,
        2,
      ),
    );
  } finally {
    clearInterval(sampler);
    await test.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
