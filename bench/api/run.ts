import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createTestDb } from "@/test/support/test-db";
import { dialectOf } from "@/lib/db/client";
import { getStats } from "@/lib/stats/get-stats";
import { authorizeScope } from "@/lib/scope/authorized-scope";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import { parseArgs } from "./args";
import { runLoad, type LoadResult } from "./load";
import { processTreeMemory } from "./memory";
import { naiveContractStats } from "@/test/oracles/naive-stats";
import { seedBenchData } from "./seed-bench-data";

/**
 * `npm run bench`: seeds a large data set into a fresh database (SQLite temp file, or a new database on the
 * PostgreSQL server of DATABASE_URL), starts the production server on it, and measures the API under 4 concurrent
 * clients, the server's memory, and the statistics SQL against a naive load-everything baseline.
 * Prints a table and writes bench-results/bench-<dialect>-<time>.json.
 */

const TARGETS = {
  statsMineP50Ms: 20,
  statsAllP50Ms: 150,
  flightGetP50Ms: 2,
  flightGetRps: 1500,
  serverMemoryMb: 300,
  naiveSpeedup: 10,
};

async function median<T>(runs: number, fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const times: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? NaN, result: result as T };
}

function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows.map((r, i) => {
    const line = r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
    return i === 0 ? `${line}\n${"-".repeat(line.length)}` : line;
  }).join("\n");
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const serverUrl = process.env.DATABASE_URL ?? "";
  // createTestDb makes the fresh database: on the PostgreSQL server of DATABASE_URL, else a SQLite temp file
  if (/^postgres(ql)?:\/\//i.test(serverUrl)) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;

  ensureBuild();
  const loadBefore = os.loadavg();
  const testDb = await createTestDb();
  const dialect = dialectOf(testDb.db);
  let server: RunningServer | undefined;
  try {
    console.log(`seeding ${options.flights} flights for ${options.users} users on ${dialect} …`);
    const data = await seedBenchData(testDb.db, testDb.url, dialect, options);
    console.log(
      `seeded ${data.flights} flights / ${data.seats} seats over ${data.airports} airports (${data.referenceSource}) in ` +
        `${fmt(data.timings.flightsMs / 1000, 1)} s (reference data ${fmt(data.timings.referenceMs / 1000, 1)} s)`,
    );
    const bigKey = (await createApiKey(testDb.db, data.bigUserId, { name: "bench" })).key;
    const adminKey = (await createApiKey(testDb.db, data.adminUserId, { name: "bench" })).key;

    // The headline figures are cold: the statistics cache (lib/stats/stats-cache.ts) is off, so every request runs
    // the SQL. A second server with the cache on gives the warm figures (repeated requests, no writes in between).
    const serverEnv = (statsCache: "on" | "off") => ({
      CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "0",
      CONTRAIL_RATE_LIMIT_REQUESTS: String(options.rateLimitRequests),
      CONTRAIL_STATS_CACHE: statsCache,
      ...(options.serverNodeOptions ? { NODE_OPTIONS: options.serverNodeOptions } : {}),
    });
    server = await startServer({ databaseUrl: testDb.url, env: serverEnv("off") });
    const base = server.baseUrl;
    const startMemory = processTreeMemory(server.pid);
    const common = { concurrency: options.concurrency, maxSeconds: options.maxSeconds, warmup: 30 };
    const ids = data.bigUserFlightIds;
    const results: Record<string, LoadResult> = {};
    const memoryAfter: Record<string, number> = {};
    const bigAuth = { authorization: `Bearer ${bigKey}` };
    const adminAuth = { authorization: `Bearer ${adminKey}` };
    const statsRequests = Math.max(200, Math.floor(options.requests / 10));
    const allRequests = Math.max(40, Math.floor(options.requests / 50));
    const scenarios: [string, () => Promise<LoadResult>][] = [
      ["statsMine", () => runLoad({ ...common, url: () => `${base}/api/stats`, headers: bigAuth, requests: statsRequests })],
      ["statsAll", () => runLoad({ ...common, url: () => `${base}/api/stats?scope=all`, headers: adminAuth, requests: allRequests })],
      ["flightGet", () => runLoad({ ...common, url: (i) => `${base}/api/flight/get/${ids[(i * 7919) % ids.length]}`, headers: bigAuth, requests: options.requests })],
      // the server's floor: an unknown /api path (no key, no database), answered 404 by the catch-all route
      ["notFoundFloor", () => runLoad({ ...common, url: () => `${base}/api/no-such-path`, headers: {}, requests: options.requests, expectStatus: 404 })],
      // every flight of the instance in one answer: streamed page by page, so the server's memory stays flat
      ["flightListAll", () => runLoad({ ...common, warmup: 0, concurrency: 1, url: () => `${base}/api/flight/list?scope=all`, headers: adminAuth, requests: 2 })],
      // one client at a time: the latency of a request alone, without waiting behind the other clients
      ["statsMineSerial", () => runLoad({ ...common, concurrency: 1, url: () => `${base}/api/stats`, headers: bigAuth, requests: Math.ceil(statsRequests / 4) })],
      ["statsAllSerial", () => runLoad({ ...common, concurrency: 1, url: () => `${base}/api/stats?scope=all`, headers: adminAuth, requests: Math.ceil(allRequests / 2) })],
      // every dashboard figure besides the cards (lib/stats/breakdown/get-stats-breakdown.ts), one client at a time
      ["breakdownMineSerial", () => runLoad({ ...common, concurrency: 1, url: () => `${base}/api/stats/breakdown`, headers: bigAuth, requests: Math.ceil(statsRequests / 4) })],
      ["breakdownAllSerial", () => runLoad({ ...common, concurrency: 1, url: () => `${base}/api/stats/breakdown?scope=all`, headers: adminAuth, requests: Math.ceil(allRequests / 2) })],
      ["flightGetSerial", () => runLoad({ ...common, concurrency: 1, url: (i) => `${base}/api/flight/get/${ids[(i * 104729) % ids.length]}`, headers: bigAuth, requests: Math.ceil(options.requests / 4) })],
    ];
    console.log("measuring …");
    for (const [name, scenario] of scenarios) {
      results[name] = await scenario();
      memoryAfter[name] = processTreeMemory(server.pid).peakMb;
      const r = results[name]!;
      console.log(`  ${name}: p50 ${fmt(r.p50)} ms, ${fmt(r.requestsPerSecond, 0)} req/s, server peak ${fmt(memoryAfter[name]!, 0)} MB`);
      if (r.firstError) console.log(`    ${r.errors} failed, e.g. ${r.firstError}`);
    }
    const memory = processTreeMemory(server.pid);
    await server.stop();
    server = undefined;

    server = await startServer({ databaseUrl: testDb.url, env: serverEnv("on") });
    const warmBase = server.baseUrl;
    const warmScenarios: [string, () => Promise<LoadResult>][] = [
      ["statsMineWarm", () => runLoad({ ...common, url: () => `${warmBase}/api/stats`, headers: bigAuth, requests: statsRequests })],
      ["statsAllWarm", () => runLoad({ ...common, url: () => `${warmBase}/api/stats?scope=all`, headers: adminAuth, requests: statsRequests })],
    ];
    for (const [name, scenario] of warmScenarios) {
      results[name] = await scenario();
      const r = results[name]!;
      console.log(`  ${name} (cache on): p50 ${fmt(r.p50)} ms, ${fmt(r.requestsPerSecond, 0)} req/s`);
      if (r.firstError) console.log(`    ${r.errors} failed, e.g. ${r.firstError}`);
    }
    await server.stop();
    server = undefined;

    // the statistics SQL against the naive baseline, in this process on the same database
    const now = new Date();
    const principal = { userId: data.bigUserId, role: "user" as const };
    const admin = { userId: data.adminUserId, role: "admin" as const };
    const cold = { cache: false };
    const mine = await authorizeScope(testDb.db, principal, { scope: "mine" });
    const all = await authorizeScope(testDb.db, admin, { scope: "all" });
    const sqlMine = await median(9, () => getStats(testDb.db, mine, now, cold));
    const sqlAll = await median(5, () => getStats(testDb.db, all, now, cold));
    // warm: the first call fills the cache, the median is of the hits (one token query each)
    const warmMine = await median(21, () => getStats(testDb.db, mine, now));
    const warmAll = await median(21, () => getStats(testDb.db, all, now));
    const naive = await median(3, () => naiveContractStats(testDb.db, data.bigUserId, now));
    const s = sqlMine.result;
    // every figure and top entry of the contract's Stats, names and counts included
    const agrees = isDeepStrictEqual(naive.result, s);

    const report = {
      at: new Date().toISOString(),
      dialect,
      machine: { cpus: os.cpus().length, node: process.version, totalMemMb: Math.round(os.totalmem() / 2 ** 20) },
      options,
      data: { ...data, bigUserFlightIds: undefined, bigUserCompletedFlights: s.flights },
      http: results,
      serverMemoryMb: { peak: memory.peakMb, current: memory.currentMb, atStart: startMemory.currentMb, peakAfter: memoryAfter, pids: memory.pids },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      inProcess: { statsMineMs: sqlMine.ms, statsAllMs: sqlAll.ms, statsMineWarmMs: warmMine.ms, statsAllWarmMs: warmAll.ms, naiveMineMs: naive.ms, naiveAgrees: agrees },
      ratios: { naiveVsSqlInProcess: naive.ms / sqlMine.ms, naiveVsHttpP50: naive.ms / results.statsMine!.p50 },
      targets: TARGETS,
    };

    const pass = (ok: boolean) => (ok ? "ok" : "MISSED");
    const rows = [
      ["operation", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "req/s", "target", ""],
      ["GET /api/stats (mine, big user), cold", ...loadCells(results.statsMine!), `p50 ≤ ${TARGETS.statsMineP50Ms} ms`, pass(results.statsMine!.p50 <= TARGETS.statsMineP50Ms)],
      ["GET /api/stats?scope=all, cold", ...loadCells(results.statsAll!), `p50 ≤ ${TARGETS.statsAllP50Ms} ms`, pass(results.statsAll!.p50 <= TARGETS.statsAllP50Ms)],
      [
        "GET /api/flight/get/{id}",
        ...loadCells(results.flightGet!),
        `p50 ≤ ${TARGETS.flightGetP50Ms} ms, ≥ ${TARGETS.flightGetRps} req/s`,
        pass(results.flightGet!.p50 <= TARGETS.flightGetP50Ms && results.flightGet!.requestsPerSecond >= TARGETS.flightGetRps),
      ],
    ];
    rows.push(
      ["  the same, 1 client", ...loadCells(results.statsMineSerial!), "", ""],
      ["  scope=all, 1 client", ...loadCells(results.statsAllSerial!), "", ""],
      ["  flight/get, 1 client", ...loadCells(results.flightGetSerial!), "", ""],
      ["GET /api/stats/breakdown (mine, big user), 1 client", ...loadCells(results.breakdownMineSerial!), "", ""],
      ["GET /api/stats/breakdown?scope=all, 1 client", ...loadCells(results.breakdownAllSerial!), `p50 ≤ ${TARGETS.statsAllP50Ms} ms`, pass(results.breakdownAllSerial!.p50 <= TARGETS.statsAllP50Ms)],
      ["GET /api/flight/list?scope=all (every flight)", ...loadCells(results.flightListAll!), "", ""],
      ["unknown /api path (server floor)", ...loadCells(results.notFoundFloor!), "", ""],
      ["GET /api/stats (mine), warm cache", ...loadCells(results.statsMineWarm!), "", ""],
      ["GET /api/stats?scope=all, warm cache", ...loadCells(results.statsAllWarm!), "", ""],
    );
    console.log(`\n${dialect}, ${data.flights} flights, ${options.users} users, big user ${options.bigUserFlights} flights, ${options.concurrency} clients\n`);
    console.log(table(rows));
    console.log(
      `\nserver memory: peak ${fmt(memory.peakMb, 0)} MB (VmHWM), now ${fmt(memory.currentMb, 0)} MB, target ≤ ${TARGETS.serverMemoryMb} MB: ${pass(memory.peakMb <= TARGETS.serverMemoryMb)}`,
    );
    console.log(
      `statistics in process, cold (SQL): mine ${fmt(sqlMine.ms)} ms, all ${fmt(sqlAll.ms)} ms; warm (cache hit): ` +
        `mine ${fmt(warmMine.ms)} ms, all ${fmt(warmAll.ms)} ms; naive load-and-aggregate (mine) ${fmt(naive.ms, 0)} ms ` +
        `→ ${fmt(report.ratios.naiveVsSqlInProcess, 1)}× (vs HTTP p50 ${fmt(report.ratios.naiveVsHttpP50, 1)}×), target ≥ ${TARGETS.naiveSpeedup}×: ` +
        `${pass(report.ratios.naiveVsSqlInProcess >= TARGETS.naiveSpeedup)}; naive and SQL figures agree: ${agrees ? "yes" : "NO"}`,
    );
    console.log(`machine load average before/after: ${loadBefore.map((x) => fmt(x, 1)).join(" ")} / ${os.loadavg().map((x) => fmt(x, 1)).join(" ")} (${os.cpus().length} cores)`);
    const dir = path.join(process.cwd(), "bench-results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-${dialect}-${report.at.replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
    if (options.keep) console.log(`database kept: ${testDb.url}`);
  } finally {
    await server?.stop();
    if (options.keep) await testDb.db.$disconnect();
    else await testDb.cleanup();
  }
}

function loadCells(r: LoadResult): string[] {
  return [String(r.requests), String(r.errors), fmt(r.p50), fmt(r.p95), fmt(r.p99), fmt(r.requestsPerSecond, 0)];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
