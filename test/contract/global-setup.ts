import type { TestProject } from "vitest/node";
import { createTestDb } from "@/test/support/test-db";
import type { ContractContext } from "./context";
import { seedContractData } from "./seed";
import { ensureBuild, startServer } from "@/test/support/production-server";

/**
 * Contract tests' global setup: a fresh database (SQLite temp file, or PostgreSQL when TEST_DATABASE_URL is set),
 * the seed, and the production server on it. Rate limits are off on this server (the property test sends many
 * bad keys); limits.contract.test.ts starts its own server with low limits.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const testDb = await createTestDb();
  const seed = await seedContractData(testDb.db);
  const server = await startServer({
    databaseUrl: testDb.url,
    env: { CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "0", CONTRAIL_RATE_LIMIT_REQUESTS: "0" },
  });
  const context: ContractContext = { baseUrl: server.baseUrl, databaseUrl: testDb.url, seed };
  project.provide("contract", context);
  return async () => {
    const output = server.output();
    await server.stop();
    await testDb.cleanup();
    if (/\[api\] internal error/.test(output)) console.warn(`the server logged internal errors:\n${output}`);
  };
}
