import { Client } from "pg";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { dialectOf } from "@/lib/db/client";
import { parseArgs } from "@/bench/api/args";
import { runLoad, type LoadResult } from "@/bench/api/load";
import { seedBenchData } from "@/bench/api/seed-bench-data";
import { benchDatabase, runBench, withServer } from "@/bench/bench-server";

/**
 * Does a flood of GET /api/health (no key, no rate limit) cost another user's requests? Starts the production server
 * on a small log, probes one user's GET /api/stats one request at a time, alone and then while 50 connections call
 * /api/health as fast as they are answered for 20 s. On PostgreSQL it also counts the health check's reads (scans of
 * the migrations table, from pg_stat_user_tables).
 *
 *   npx tsx --conditions=react-server bench/health-flood.ts [--flights 5000] [--users 5] [--max-seconds 20]
 *
 * SQLite (a temp file) by default; PostgreSQL when DATABASE_URL is postgres://.
 */

const FLOOD_CONNECTIONS = 50;

const line = (r: LoadResult) =>
  `${String(r.requests).padStart(6)} requests${r.errors ? ` (${r.errors} failed: ${r.firstError})` : ""}, ${r.requestsPerSecond.toFixed(0).padStart(5)}/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  max ${r.max.toFixed(1)} ms`;

async function migrationTableScans(url: string): Promise<number | null> {
  if (!/^postgres(ql)?:\/\//i.test(url)) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // the statistics reach this view shortly after each transaction ends
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await client.query<{ scans: string }>(`SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans FROM pg_stat_user_tables WHERE relname = '_prisma_migrations'`);
    return Number(rows[0]?.scans ?? 0);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(["--users", "5", "--flights", "5000", "--big-user-flights", "1000", "--max-seconds", "20", ...process.argv.slice(2)]);
  const testDb = await benchDatabase();
  try {
    const data = await seedBenchData(testDb.db, testDb.url, dialectOf(testDb.db), options);
    const auth = { authorization: `Bearer ${(await createApiKey(testDb.db, data.bigUserId, { name: "bench" })).key}` };
    await withServer({ databaseUrl: testDb.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0", NODE_OPTIONS: options.serverNodeOptions } }, async ({ baseUrl }) => {
      const stats = { url: () => `${baseUrl}/api/stats`, headers: auth, requests: 1_000_000, concurrency: 1, maxSeconds: options.maxSeconds, warmup: 20 };
      console.log(`${dialectOf(testDb.db)}, ${options.flights} flights; another user's GET /api/stats one at a time:`);
      console.log(`  alone:            ${line(await runLoad(stats))}`);
      const scansBefore = await migrationTableScans(testDb.url);
      const health = { url: () => `${baseUrl}/api/health`, headers: {}, requests: 10_000_000, concurrency: FLOOD_CONNECTIONS, maxSeconds: options.maxSeconds, warmup: 0 };
      const [flood, probe] = await Promise.all([runLoad({ ...health, expectBodyStart: '{"status":"ok"' }), runLoad({ ...stats, warmup: 0 })]);
      const scansAfter = await migrationTableScans(testDb.url);
      console.log(`  during the flood: ${line(probe)}`);
      console.log(`GET /api/health, ${FLOOD_CONNECTIONS} connections: ${line(flood)}`);
      if (scansBefore !== null && scansAfter !== null) console.log(`  its database reads: ${scansAfter - scansBefore} in ${flood.seconds.toFixed(1)} s`);
    });
  } finally {
    await testDb.cleanup();
  }
}

runBench(main);
