import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
  const tallyDir = mkdtempSync(path.join(os.tmpdir(), "contrail-contract-"));
  const validatedResponsesLog = path.join(tallyDir, "validated-responses");
  writeFileSync(validatedResponsesLog, "");
  const context: ContractContext = { baseUrl: server.baseUrl, databaseUrl: testDb.url, seed, validatedResponsesLog };
  project.provide("contract", context);
  return async () => {
    const output = server.output();
    await server.stop();
    await testDb.cleanup();
    if (/\[api\] internal error/.test(output)) console.warn(`the server logged internal errors:\n${output}`);
    const validated = readFileSync(validatedResponsesLog, "utf8").split("\n").reduce((sum, line) => sum + Number(line || 0), 0);
    rmSync(tallyDir, { recursive: true, force: true });
    console.log(`${validated} answers were checked against the OpenAPI document`);
    if (validated === 0) throw new Error("no answer was checked against the OpenAPI document (test/contract/openapi-responses.ts)");
  };
}
