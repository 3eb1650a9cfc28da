import { createClusterDb, startCluster, type Cluster } from "@/test/support/cluster";
import { startMixedLoad, type MixedLoadResult } from "@/test/support/mixed-load";
import { seedContractData } from "@/test/contract/seed";

/**
 * `npm run bench:scale [-- --seconds 20 --concurrency 8]`: the same mixed read/write load (test/support/mixed-load.ts:
 * six in ten flight/get, two /api/stats, two flight/save) on one instance directly, on one instance through nginx,
 * and on two instances through nginx (deploy/nginx/contrail.conf, as test/support/cluster.ts runs it), all on one
 * fresh database on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL). Prints requests/s and p50/p95:
 * the proxy's cost is the first two rows' difference, the second instance's gain the last two rows'. On a machine
 * with fewer cores than the processes need (client, nginx, instances, PostgreSQL) the gain is bounded by the cores.
 */

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const SECONDS = option("seconds", 20);
const CONCURRENCY = option("concurrency", 8);
const WARMUP_SECONDS = 3;

interface Row {
  setup: string;
  result: MixedLoadResult;
}

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
  if (!/^postgres(ql)?:\/\//i.test(server)) throw new Error("bench:scale runs on PostgreSQL: DATABASE_URL=postgres://… npm run bench:scale");
  process.env.TEST_DATABASE_URL = server;
  delete process.env.DATABASE_URL;
  const testDb = await createClusterDb();
  const rows: Row[] = [];
  try {
    const seed = await seedContractData(testDb.db);
    const flightIds = seed.flights.filter((flight) => flight.holders.includes("alice")).map((flight) => seed.flightIds[flight.name]);
    const setups: [string, { instances: number; proxy: boolean }][] = [
      ["1 instance, direct", { instances: 1, proxy: false }],
      ["1 instance, nginx", { instances: 1, proxy: true }],
      ["2 instances, nginx", { instances: 2, proxy: true }],
    ];
    for (const [setup, shape] of setups) {
      let cluster: Cluster | undefined;
      try {
        cluster = await startCluster({ databaseUrl: testDb.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" }, ...shape });
        const load = { baseUrl: cluster.proxyUrl, key: seed.keys.alice, flightIds, concurrency: CONCURRENCY };
        await startMixedLoad({ ...load, durationMs: WARMUP_SECONDS * 1000 }).result;
        const result = await startMixedLoad({ ...load, durationMs: SECONDS * 1000 }).result;
        rows.push({ setup, result });
        console.log(`${setup}: ${result.requests} requests in ${result.seconds.toFixed(1)} s${result.failed ? `, ${result.failed} failed (${result.failures[0]})` : ""}`);
      } finally {
        await cluster?.stop();
      }
    }
  } finally {
    await testDb.cleanup();
  }
  console.log(`\nmixed load (6/10 flight/get, 2/10 stats, 2/10 flight/save), ${CONCURRENCY} clients, ${SECONDS} s each, PostgreSQL\n`);
  const header = ["setup", "requests/s", "p50 ms", "p95 ms", "failed"];
  const table = rows.map(({ setup, result }) => [setup, result.requestsPerSecond.toFixed(0), result.p50.toFixed(1), result.p95.toFixed(1), String(result.failed)]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  for (const row of table) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
