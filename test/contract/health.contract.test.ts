import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "pg";
import packageJson from "@/package.json";
import { HEALTH_CHECK_MAX_AGE_MS } from "@/lib/health/shared-health-check";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { contractContext } from "./context";
import { rawRequest } from "./http";

const { baseUrl } = contractContext();
const healthy = { status: "ok", version: packageJson.version, database: "ok" };

describe("GET /api/health", () => {
  it("answers 200 with the version and the database's state, without a key, and HEAD too", async () => {
    const res = await rawRequest(baseUrl, "/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual(healthy);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    const head = await rawRequest(baseUrl, "/api/health", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
  });
});

describe("GET /api/health on a server whose database fails", () => {
  let t: TestDb;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    t = await createTestDb();
    // the lowest limits: a health check every few seconds must never meet them
    server = await startServer({
      databaseUrl: t.url,
      env: { CONTRAIL_RATE_LIMIT_REQUESTS: "1", CONTRAIL_RATE_LIMIT_AUTH_FAILURES: "1" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.cleanup();
  });

  it("is not rate limited", async () => {
    for (let i = 0; i < 30; i++) expect((await rawRequest(server!.baseUrl, "/api/health")).status).toBe(200);
  });

  it("answers 503 with no detail when the database cannot be read", async () => {
    if (t.url.startsWith("postgres")) {
      // the database server turns this server's connections away, as when it is down or being restored
      const name = new URL(t.url).pathname.slice(1);
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
        // only the app's own sessions: an autovacuum worker on the new database belongs to the superuser
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND usename = current_user`,
          [name],
        );
      } finally {
        await admin.end();
      }
    } else {
      // a SQLite file that is no longer Contrail's (replaced by another file, or its schema gone)
      await t.db.$executeRawUnsafe(`DROP TABLE "_prisma_migrations"`);
    }
    // the answer of a check made before the failure serves for up to a second (HEALTH_CHECK_MAX_AGE_MS)
    await expect.poll(async () => (await rawRequest(server!.baseUrl, "/api/health")).status, { timeout: HEALTH_CHECK_MAX_AGE_MS + 1500, interval: 100 }).toBe(503);
    const res = await rawRequest(server!.baseUrl, "/api/health");
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: "error", version: packageJson.version, database: "unavailable" });
    // the log line comes down the server's stderr pipe, which may deliver it after the answer's socket did
    await expect.poll(() => server!.output(), { timeout: 5000 }).toMatch(/\[health\] database unavailable/);
  });
});
