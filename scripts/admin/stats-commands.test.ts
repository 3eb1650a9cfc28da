import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { saveFlight } from "@/lib/flights/save-flight";
import { exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { statsRebuild } from "./stats-commands";

describe("stats rebuild", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.cleanup());

  it("recomputes rollups that were emptied behind the triggers' back", async () => {
    await seedReferenceFixtures(t.db);
    const owner = await createUser(t.db, { role: "owner" });
    const alice = await createUser(t.db);
    await saveFlight(t.db, owner.principal, { from: "ZRH", to: "LHR", date: "2024-01-01", seats: [{ userId: alice.id }, { guestName: "Maya" }] });
    await t.db.$executeRaw`DELETE FROM "StatAirport"`;
    await t.db.$executeRaw`DELETE FROM "StatTotal"`;

    const result = await statsRebuild(t.db);
    expect(result).toMatchObject({ rebuilt: true, flights: 1, scopes: 2 });
    expect(exactPart(await readRollups(t.db))).toStrictEqual(exactPart(await expectedRollups(t.db)));
  });
});
