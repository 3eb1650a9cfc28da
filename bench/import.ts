/**
 * Import benchmark, two parts:
 * 1. a myFlightradar24 CSV of N rows (default 50,000) imported into a fresh database: the time and the peak memory
 *    (resident set size) of the process. Target: 50,000 rows in ≤ 30 s with memory under 500 MB.
 * 2. JetLovers CSVs of 5,000 and 20,000 flights on one route and one day (every row checked against all earlier
 *    rows of its route and day), dry runs: the time, and meanwhile another user's statistics (getStats, uncached,
 *    one after the other) and the event loop's longest hold. Targets: 20,000 rows in ≤ 5 s, the other user's
 *    p95 ≤ 200 ms.
 *   npx tsx --conditions=react-server bench/import.ts [rows] [--same-day 5000,20000] [--only fr24|same-day]
 *   (npm run bench:import -- [rows] …)
 * SQLite by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDb } from "@/test/support/test-db";
import { dialectOf } from "@/lib/db/client";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { writeSameRouteDayJetLoversFile } from "@/test/support/jetlovers-file";
import { insertManyFlights } from "@/test/support/many-flights";
import { authorized } from "@/test/support/authorized-scope";
import { longestEventLoopHold } from "@/test/support/event-loop-gaps";
import { getStats } from "@/lib/stats/get-stats";
import { runImport } from "@/lib/import/run-import";

const TARGET_P95_MS = 200;

interface Args {
  rows: number;
  sameDay: number[];
  only: "fr24" | "same-day" | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { rows: 50_000, sameDay: [5_000, 20_000], only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--same-day") args.sameDay = argv[++i]!.split(",").map(Number);
    else if (arg === "--only") args.only = argv[++i] === "fr24" ? "fr24" : "same-day";
    else args.rows = Number(arg);
  }
  if (!Number.isInteger(args.rows) || args.sameDay.some((n) => !Number.isInteger(n))) throw new Error(`usage: bench/import.ts [rows] [--same-day 5000,20000] [--only fr24|same-day] (got ${argv.join(" ")})`);
  return args;
}

async function fr24(dir: string, rows: number): Promise<void> {
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
    const cpu = process.cpuUsage();
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
    const used = process.cpuUsage(cpu);
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
          // the process's CPU time: a figure that a loaded machine does not inflate
          cpuSeconds: Math.round((used.user + used.system) / 1e5) / 10,
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
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function sameRouteDay(dir: string, rows: number): Promise<void> {
  const file = path.join(dir, `jetlovers-${rows}.csv`);
  await writeSameRouteDayJetLoversFile(file, rows);
  const size = (await stat(file)).size;
  const test = await createTestDb();
  try {
    const ids = await seedReferenceFixtures(test.db);
    const importer = await createUser(test.db, { username: "importer" });
    const other = await createUser(test.db, { username: "other" });
    await insertManyFlights(test.db, ids, other.id, 500);
    const scope = await authorized(test.db, other.principal, { kind: "mine" });
    const otherStats = () => getStats(test.db, scope, new Date(), { cache: false });
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await otherStats();
      idle.push(performance.now() - t0);
    }

    let running = true;
    const waits: number[] = [];
    const probe = (async () => {
      // each request is due 10 ms after the last answer: its wait counts from then, so time spent queued behind the
      // import (the event loop held) counts, not only the query
      while (running) {
        const due = performance.now() + 10;
        await new Promise((resolve) => setTimeout(resolve, 10));
        await otherStats();
        waits.push(performance.now() - due);
      }
    })();
    let seconds = 0;
    let cpuSeconds = 0;
    let imported = 0;
    const hold = await longestEventLoopHold(async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      try {
        imported = (await runImport(test.db, { format: "jetlovers", path: file, principal: importer.principal, dryRun: true })).imported;
      } finally {
        seconds = (performance.now() - started) / 1000;
        const used = process.cpuUsage(cpu);
        cpuSeconds = (used.user + used.system) / 1e6;
        running = false;
      }
    });
    await probe;
    const sorted = waits.sort((a, b) => a - b);
    const p95 = quantile(sorted, 0.95);
    console.log(
      JSON.stringify({
        database: dialectOf(test.db),
        sameRouteAndDayRows: rows,
        fileKB: Math.round(size / 1024),
        dryRunImported: imported,
        dryRunSeconds: Math.round(seconds * 100) / 100,
        // the process's CPU time (the other user's probe included): a figure that a loaded machine does not inflate
        dryRunCpuSeconds: Math.round(cpuSeconds * 100) / 100,
        otherUserStatsIdleP50Ms: Math.round(quantile(idle.sort((a, b) => a - b), 0.5) * 10) / 10,
        otherUserStatsDuringImport: { n: sorted.length, p50Ms: Math.round(quantile(sorted, 0.5)), p95Ms: Math.round(p95), worstMs: Math.round(quantile(sorted, 1)) },
        longestEventLoopHoldMs: Math.round(hold),
        targetP95: p95 <= TARGET_P95_MS ? "ok" : "MISSED",
      }),
    );
  } finally {
    await test.cleanup();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = await mkdtemp(path.join(os.tmpdir(), "contrail-bench-"));
  try {
    if (args.only !== "same-day") await fr24(dir, args.rows);
    if (args.only !== "fr24") for (const rows of args.sameDay) await sameRouteDay(dir, rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
