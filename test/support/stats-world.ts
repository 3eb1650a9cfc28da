import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";

/** What the statistics tests start from: a fresh database with the reference fixtures, an owner and two travellers. */
export interface StatsWorld {
  t: TestDb;
  db: Db;
  ref: ReferenceFixtureIds;
  owner: TestUser;
  alice: TestUser;
  bob: TestUser;
}

export async function createStatsWorld(): Promise<StatsWorld> {
  const t = await createTestDb();
  const db = t.db;
  const ref = await seedReferenceFixtures(db);
  const owner = await createUser(db, { username: "owner", role: "owner" });
  const alice = await createUser(db, { username: "alice" });
  const bob = await createUser(db, { username: "bob" });
  return { t, db, ref, owner, alice, bob };
}
