import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { LOG_PAGE, UserLogs } from "./user-logs";

// A user's whole log was read in one statement: on SQLite a log of a hundred thousand flights held the server for the
// whole read. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let ids: ReferenceFixtureIds;
let user: TestUser;
const FLIGHTS = 2 * LOG_PAGE + 1;

beforeAll(async () => {
  t = await createTestDb();
  ids = await seedReferenceFixtures(t.db);
  user = await createUser(t.db);
  await insertManyFlights(t.db, ids, user.id, FLIGHTS);
});

afterAll(async () => {
  await t?.cleanup();
});

describe("UserLogs", () => {
  it("reads a long log a page at a time, and all of it", async () => {
    const findMany = vi.spyOn(t.db.flight, "findMany");
    const logs = new UserLogs(t.db);
    const stored = await t.db.flight.findMany({ orderBy: { id: "asc" }, select: { fromId: true, toId: true, date: true, flightNumber: true, departure: true, arrival: true } });
    findMany.mockClear();
    for (const flight of [stored[0]!, stored[LOG_PAGE]!, stored.at(-1)!]) expect(await logs.holdsAny([user.id], flight)).toBe(true);
    expect(await logs.holdsAny([user.id], { ...stored[0]!, date: "1999-12-31" })).toBe(false);
    expect(findMany.mock.calls.length).toBe(3);
    for (const [query] of findMany.mock.calls) expect(query?.take).toBeLessThanOrEqual(LOG_PAGE);
    findMany.mockRestore();
  });
});
