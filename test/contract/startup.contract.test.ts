import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser } from "@/test/support/fixtures";
import { expectSuccess } from "./assertions";
import { call } from "./http";
import { startServer, type RunningServer } from "@/test/support/production-server";

// A server started on a database without reference data (as after a fresh install) must not answer before the
// bundled airports are loaded: a save right after its first answer knows EGLL.
describe("start-up on a fresh database", () => {
  let t: TestDb;
  let server: RunningServer | undefined;
  let key: string;

  beforeAll(async () => {
    t = await createTestDb();
    const user = await createUser(t.db);
    key = (await createApiKey(t.db, user.id, { name: "start-up" })).key;
    server = await startServer({ databaseUrl: t.url });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.cleanup();
  });

  it("loads the reference data before it listens", () => {
    const output = server!.output();
    expect(output.indexOf("Loading reference data")).toBeGreaterThanOrEqual(0);
    expect(output.indexOf("Loading reference data")).toBeLessThan(output.indexOf("listening on"));
  });

  it("the first save knows the bundled airports", async () => {
    expectSuccess(await call(server!.baseUrl, "/api/flight/save", key, { json: { from: "EGLL", to: "KJFK", date: "2024-05-01" } }));
  });
});
