import { afterAll, beforeAll, expect, it } from "vitest";
import { createClusterDb, startCluster, type Cluster } from "@/test/support/cluster";
import { startMixedLoad } from "@/test/support/mixed-load";
import type { TestDb } from "@/test/support/test-db";
import { seedContractData, type ContractSeed } from "@/test/contract/seed";

/**
 * A rolling restart (SIGTERM one instance, wait until it has stopped, start it again, then the other) under a steady
 * load of reads and writes through nginx: not one request fails at the proxy, and every flight a save answered for
 * is stored.
 */

let testDb: TestDb;
let seed: ContractSeed;
let cluster: Cluster;

beforeAll(async () => {
  testDb = await createClusterDb();
  seed = await seedContractData(testDb.db);
  cluster = await startCluster({ databaseUrl: testDb.url, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "0" } });
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("restarting both instances one after the other under load: 0 failed requests at the proxy", async () => {
  const aliceFlights = seed.flights.filter((flight) => flight.holders.includes("alice")).map((flight) => seed.flightIds[flight.name]);
  const load = startMixedLoad({ baseUrl: cluster.proxyUrl, key: seed.keys.alice, flightIds: aliceFlights, concurrency: 4, durationMs: 600_000 });
  const restarts: string[] = [];
  try {
    await pause(2000);
    for (const instance of cluster.instances) {
      const old = instance.pid;
      await instance.stop();
      await instance.start();
      restarts.push(`${instance.name}: ${old} → ${instance.pid}`);
      // as an operator would: the next one stops only once nginx hands the restarted one requests again (it tries
      // an instance that refused a connection again after the upstream's fail_timeout)
      const answered = cluster.answersFrom(instance.port);
      while (cluster.answersFrom(instance.port) < answered + 20) await pause(100);
    }
  } finally {
    load.stop();
  }
  const result = await load.result;
  // requests nginx had to hand to the other instance (upstream list "a, b"): the restarts' cost, hidden from clients
  const retried = cluster.accessLog().split("\n").filter((line) => /upstream=\S+, /.test(line));
  console.log(`${result.requests} requests during the restarts (${restarts.join("; ")}); ${retried.length} passed on to the other instance`);
  expect(restarts).toHaveLength(2);
  expect(result.failures, cluster.proxyLog().split("\n").filter((line) => / (5\d\d) upstream=|error/.test(line)).slice(-30).join("\n")).toEqual([]);
  expect(result.failed).toBe(0);
  expect(result.requests).toBeGreaterThan(100);
  const stored = await testDb.db.flight.count({ where: { id: { in: result.saved } } });
  expect(stored).toBe(result.saved.length);
  // both instances answered after their restart
  for (const instance of cluster.instances) expect(cluster.answersFrom(instance.port)).toBeGreaterThan(0);
});
