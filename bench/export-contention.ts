import http from "node:http";
import { timedGet } from "@/bench/http-get";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { dialectOf } from "@/lib/db/client";
import { parseArgs } from "@/bench/api/args";
import { seedBenchData } from "@/bench/api/seed-bench-data";
import { benchDatabase, runBench, withServer } from "@/bench/bench-server";

/**
 * Does one user's export slow everybody else down? Seeds a user with a large log (24,000 flights by default), starts
 * the production server, runs 4 CSV exports of that log at once and meanwhile probes another user's
 * GET /api/flight/get/{id} and an unknown /api path, one request at a time each. Prints p50/p95/max of the probes.
 * Two rounds: 4 exports by the same user (the per-user limit turns some away), then 2 by the user and 2 by an
 * admin exporting the same log (all 4 run).
 *
 *   npx tsx --conditions=react-server bench/export-contention.ts [--big-user-flights 24000] [--flights 30000] [--users 10]
 *
 * SQLite (a temp file) by default; PostgreSQL when DATABASE_URL is postgres://.
 */

const TARGET_P95_MS = 200;

/** Requests `url` one after the other (with a short pause) until `stop` says so; returns each latency. */
async function probe(url: () => string, headers: Record<string, string>, expected: number, stop: () => boolean): Promise<{ latencies: number[]; failures: number }> {
  // a new connection each time: a keep-alive connection may be closed by the server's idle timer just as it is reused
  const agent = new http.Agent({ keepAlive: false });
  const latencies: number[] = [];
  let failures = 0;
  try {
    while (!stop()) {
      const t0 = performance.now();
      const result = await timedGet(url(), headers, agent).catch(() => null);
      latencies.push(result?.ms ?? performance.now() - t0);
      if (result?.status !== expected) failures++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    agent.destroy();
  }
  return { latencies, failures };
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `n ${String(sorted.length).padStart(4)}  p50 ${at(0.5).toFixed(1).padStart(7)} ms  p95 ${at(0.95).toFixed(1).padStart(7)} ms  max ${at(1).toFixed(1).padStart(7)} ms`;
}

async function round(
  name: string,
  base: string,
  exporters: { headers: Record<string, string>; query: string }[],
  probeGet: { url: () => string; headers: Record<string, string> },
): Promise<number[]> {
  let running = true;
  const probes = Promise.all([
    probe(probeGet.url, probeGet.headers, 200, () => !running),
    probe(() => `${base}/api/x`, {}, 404, () => !running),
  ]);
  const agent = new http.Agent({ keepAlive: false });
  const started = performance.now();
  const exports = await Promise.all(exporters.map((e) => timedGet(`${base}/api/flight/export?format=csv${e.query}`, e.headers, agent)));
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const [gets, notFound] = await probes;
  agent.destroy();
  console.log(`\n${name}: ${exports.length} exports in ${seconds.toFixed(1)} s`);
  for (const e of exports) console.log(`  export: ${e.status}, ${(e.bytes / 2 ** 20).toFixed(1)} MB in ${(e.ms / 1000).toFixed(1)} s`);
  console.log(`  other user's GET /api/flight/get/{id}: ${summary(gets.latencies)}${gets.failures ? `  (${gets.failures} failed)` : ""}`);
  console.log(`  unknown /api/x:                      ${summary(notFound.latencies)}${notFound.failures ? `  (${notFound.failures} failed)` : ""}`);
  const all = [...gets.latencies, ...notFound.latencies].sort((a, b) => a - b);
  const p95 = all[Math.min(all.length - 1, Math.floor(0.95 * all.length))] ?? NaN;
  console.log(`  all probes: ${summary(all)}  target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "ok" : "MISSED"}`);
  return all;
}

async function main(): Promise<void> {
  const options = parseArgs(["--users", "10", "--flights", "30000", "--big-user-flights", "24000", ...process.argv.slice(2)]);
  const testDb = await benchDatabase();
  try {
    console.log(`seeding ${options.flights} flights, ${options.bigUserFlights} of them one user's, on ${dialectOf(testDb.db)} …`);
    const data = await seedBenchData(testDb.db, testDb.url, dialectOf(testDb.db), options);
    const otherUserId = "bench-user-0002";
    const otherFlights = (await testDb.db.seat.findMany({ where: { userId: otherUserId }, select: { flightId: true }, take: 500 })).map((s) => s.flightId);
    const bigAuth = { authorization: `Bearer ${(await createApiKey(testDb.db, data.bigUserId, { name: "bench" })).key}` };
    const adminAuth = { authorization: `Bearer ${(await createApiKey(testDb.db, data.adminUserId, { name: "bench" })).key}` };
    const otherAuth = { authorization: `Bearer ${(await createApiKey(testDb.db, otherUserId, { name: "bench" })).key}` };

    const env = { CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "0", CONTRAIL_RATE_LIMIT_REQUESTS: "0", NODE_OPTIONS: options.serverNodeOptions };
    await withServer({ databaseUrl: testDb.url, env }, async (server) => {
      const base = server.baseUrl;
      let i = 0;
      const probeGet = { url: () => `${base}/api/flight/get/${otherFlights[i++ % otherFlights.length]}`, headers: otherAuth };

      // warm the server (first requests compile routes and fill caches)
      const warm = new http.Agent({ keepAlive: true });
      for (let k = 0; k < 20; k++) await timedGet(probeGet.url(), otherAuth, warm);
      await timedGet(`${base}/api/x`, {}, warm);
      warm.destroy();
      const idle: number[] = [];
      const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let k = 0; k < 100; k++) idle.push((await timedGet(probeGet.url(), otherAuth, idleAgent)).ms);
      idleAgent.destroy();
      console.log(`\nidle server, other user's GET /api/flight/get/{id}: ${summary(idle)}`);

      const mine = { headers: bigAuth, query: "" };
      const admins = { headers: adminAuth, query: `&scope=user&userId=${data.bigUserId}` };
      await round("4 CSV exports by the same user", base, [mine, mine, mine, mine], probeGet);
      await round("4 CSV exports of the same log, 2 by the user and 2 by an admin", base, [mine, admins, mine, admins], probeGet);
    });
  } finally {
    await testDb.cleanup();
  }
}

runBench(main);
