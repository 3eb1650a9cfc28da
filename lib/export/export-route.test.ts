import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { saveFlight } from "@/lib/flights/save-flight";
import { exportRoute } from "./export-route";

// The route handler on the test database: lib/api's authentication and error bodies, then a streamed download.
let testDb: TestDb;
let ref: ReferenceFixtureIds;
let userKey: string;
let adminKey: string;
let previousUrl: string | undefined;

beforeAll(async () => {
  testDb = await createTestDb();
  previousUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = testDb.url;
  ref = await seedReferenceFixtures(testDb.db);
  const user = await createUser(testDb.db, { username: "ana" });
  const admin = await createUser(testDb.db, { username: "root", role: "admin" });
  userKey = (await createApiKey(testDb.db, user.id, { name: "k" })).key;
  adminKey = (await createApiKey(testDb.db, admin.id, { name: "k" })).key;
  await saveFlight(testDb.db, user.principal, { from: "ZRH", to: "LHR", date: "2024-03-31", departure: "2024-03-31T07:05", notes: "a, \"b\"" });
  await saveFlight(testDb.db, admin.principal, { from: "CDG", to: "JFK", date: "2024-05-01" });
});
afterAll(async () => {
  process.env.DATABASE_URL = previousUrl;
  await testDb.cleanup();
});

function get(query: string, key?: string): Promise<Response> {
  const headers = key ? { authorization: `Bearer ${key}` } : undefined;
  return exportRoute(new Request(`http://localhost/api/flight/export${query}`, { headers }), { params: Promise.resolve({}) });
}

describe("GET /api/flight/export", () => {
  it("answers 401 in the contract's body without a valid key", async () => {
    const response = await get("?format=json");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: "false", message: "Unauthorized" });
    expect((await get("", "ctr_nope")).status).toBe(401);
  });

  it("streams the caller's flights as JSON or CSV", async () => {
    const json = await get("", userKey);
    expect(json.status).toBe(200);
    const body = await json.json();
    expect(body).toMatchObject({ format: "contrail", scope: "mine", subject: "ana" });
    expect(body.flights).toEqual([expect.objectContaining({ departure: "2024-03-31T07:05:00.000+02:00", notes: 'a, "b"' })]);

    const csv = await get("?format=csv", userKey);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    const lines = (await csv.text()).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',"a, ""b"""');
  });

  it("checks the format and the scope like /api/stats", async () => {
    expect(await (await get("?format=xml", userKey)).json()).toEqual({ success: false, message: "Invalid format" });
    expect(await (await get("?format=csv&format=json", userKey)).json()).toEqual({ success: false, message: "Invalid format" });
    expect(await (await get("?scope=everyone", userKey)).json()).toEqual({ success: false, message: "Invalid scope" });
    const forbidden = await get("?scope=all", userKey);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ success: "false", message: "Forbidden" });
    expect((await get("?scope=user&userId=nobody", adminKey)).status).toBe(404);
    const all = await (await get("?scope=all", adminKey)).json();
    expect(all.flights).toHaveLength(2);
    expect(all.subject).toBeNull();
  });

  it("runs at most two exports per user at once: a third is 429 with Retry-After until one ends", async () => {
    // a log larger than one chunk of the stream, so an export unread by its client is still running
    const bea = await createUser(testDb.db, { username: "bea" });
    await insertManyFlights(testDb.db, ref, bea.id, 400);
    const key = (await createApiKey(testDb.db, bea.id, { name: "k" })).key;
    const first = await get("?format=csv", key);
    const second = await get("", key);
    expect([first.status, second.status]).toEqual([200, 200]);
    const refused = await get("?format=csv", key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ success: "false", message: "Too many requests" });
    // another user is not affected
    expect((await get("?format=csv", userKey)).status).toBe(200);
    // a finished export and a cancelled one each free their slot
    await first.text();
    const third = await get("?format=csv", key);
    expect(third.status).toBe(200);
    await second.body!.cancel();
    const fourth = await get("?format=csv", key);
    expect(fourth.status).toBe(200);
    await Promise.all([third.text(), fourth.text()]);
    expect((await get("?format=csv", key)).status).toBe(200);
  });
});
