import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTestDb } from "@/test/support/test-db";
import type { ContractContext } from "./context";
import { seedContractData } from "./seed";
import { ensureBuild, startServer } from "@/test/support/production-server";
import { startCluster } from "@/test/support/cluster";

/**
 * Contract tests' global setup: a fresh database (SQLite temp file, or PostgreSQL when TEST_DATABASE_URL is set),
 * the seed, and the production server on it. Rate limits are off on this server (the property test sends many
 * bad keys); limits.contract.test.ts starts its own server with low limits.
 * CONTRAIL_CONTRACT_CLUSTER=1 (PostgreSQL only): two production servers behind nginx instead of one
 * (test/support/cluster.ts), and the tests talk to nginx: the contract holds whichever instance answers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const testDb = await createTestDb();
  const seed = await seedContractData(testDb.db);
  const env = { CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "0", CONTRAIL_RATE_LIMIT_REQUESTS: "0" };
  const server =
    process.env.CONTRAIL_CONTRACT_CLUSTER === "1"
      ? await startCluster({ databaseUrl: testDb.url, env }).then((cluster) => ({
          baseUrl: cluster.proxyUrl,
          instanceUrl: cluster.instances[0]!.baseUrl,
          output: () => cluster.instances.map((instance) => instance.output()).join("\n"),
          stop: () => cluster.stop(),
        }))
      : await startServer({ databaseUrl: testDb.url, env }).then((one) => ({ ...one, instanceUrl: one.baseUrl }));
  const tallyDir = mkdtempSync(path.join(os.tmpdir(), "contrail-contract-"));
  const validatedResponsesLog = path.join(tallyDir, "validated-responses");
  writeFileSync(validatedResponsesLog, "");
  const context: ContractContext = { baseUrl: server.baseUrl, instanceUrl: server.instanceUrl, databaseUrl: testDb.url, seed, validatedResponsesLog };
  project.provide("contract", context);
  return async () => {
    const output = server.output();
    await server.stop();
    await testDb.cleanup();
    if (/\[api\] internal error/.test(output)) console.warn(`the server logged internal errors:\n${output}`);
    const perBasePath = tallyOf(readFileSync(validatedResponsesLog, "utf8"));
    rmSync(tallyDir, { recursive: true, force: true });
    const validated = Object.values(perBasePath).reduce((sum, count) => sum + count, 0);
    const detail = Object.entries(perBasePath).map(([basePath, count]) => `${count} under ${basePath}`).join(", ");
    console.log(`${validated} answers were checked against the OpenAPI documents (${detail})`);
    if (validated === 0) throw new Error("no answer was checked against the OpenAPI documents (test/contract/openapi-responses.ts)");
  };
}

/** The per-file lines of counts per base path (validated-responses.setup.ts), added up. */
function tallyOf(log: string): Record<string, number> {
  const total: Record<string, number> = {};
  for (const line of log.split("\n").filter(Boolean)) {
    for (const [basePath, count] of Object.entries(JSON.parse(line) as Record<string, number>)) total[basePath] = (total[basePath] ?? 0) + count;
  }
  return total;
}
