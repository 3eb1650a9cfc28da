import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_OWNER_MESSAGE } from "@/lib/users/delete-user";
import { LAST_OWNER_DEMOTION_MESSAGE } from "@/lib/users/set-user-role";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { afterDeletion, userWithEverything, whatRemainsOf } from "@/test/support/user-world";
import { parseArgs } from "./args";
import { userCreate, userDelete, userRole } from "./user-commands";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

const versionOf = async (id: string) =>
  (await testDb.db.user.findUniqueOrThrow({ where: { id }, select: { sessionVersion: true } })).sessionVersion;

describe("admin CLI user commands", () => {
  it("refuse a common or short password", async () => {
    for (const password of ["password", "        ", "qwertyuiop"]) {
      await expect(userCreate(testDb.db, parseArgs(["--username", "weak", "--password", password]))).rejects.toThrow(/^Password /);
    }
    expect(await testDb.db.user.count()).toBe(0);
  });

  it("end the user's sessions on a demotion, not on a promotion", async () => {
    await userCreate(testDb.db, parseArgs(["--username", "olga", "--password", "a long password", "--role", "owner"]));
    const { id } = await userCreate(testDb.db, parseArgs(["--username", "ada", "--password", "a long password", "--role", "user"]));
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "owner"]));
    expect(await versionOf(id)).toBe(0);
    await userRole(testDb.db, parseArgs(["--username", "ADA", "--role", "admin"]));
    expect(await versionOf(id)).toBe(1);
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "user"]));
    expect(await versionOf(id)).toBe(2);
    expect((await testDb.db.user.findUniqueOrThrow({ where: { id } })).role).toBe("user");
    await expect(userRole(testDb.db, parseArgs(["--username", "nobody", "--role", "user"]))).rejects.toThrow(/User not found/);
  });

  it("never demote the last owner", async () => {
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "owner"]));
    await userRole(testDb.db, parseArgs(["--username", "olga", "--role", "admin"]));
    await expect(userRole(testDb.db, parseArgs(["--username", "ada", "--role", "user"]))).rejects.toThrow(LAST_OWNER_DEMOTION_MESSAGE);
    expect((await testDb.db.user.findFirstOrThrow({ where: { username: "ada" } })).role).toBe("owner");
    await userRole(testDb.db, parseArgs(["--username", "ada", "--role", "owner"]));
  });
});

describe("admin CLI user delete", () => {
  it("deletes a user of any role with what is theirs alone, keeps shared flights for the others, and never the last owner", async () => {
    const { db } = testDb;
    await seedReferenceFixtures(db);
    await db.user.updateMany({ where: { role: "owner" }, data: { role: "user" } });
    const owner = await createUser(db, { username: "otto", role: "owner" });
    const bob = await createUser(db, { username: "bob" });
    const world = await userWithEverything(db, "amelia", { admin: owner, bob });
    await db.user.update({ where: { id: world.alice.id }, data: { role: "admin" } });

    await expect(userDelete(db, parseArgs(["--username", "OTTO"]))).rejects.toThrow(LAST_OWNER_MESSAGE);
    await expect(userDelete(db, parseArgs(["--username", "nobody"]))).rejects.toThrow(/User not found/);
    await expect(userDelete(db, parseArgs([]))).rejects.toThrow(/--username/);
    expect(await whatRemainsOf(db, world)).toMatchObject({ user: true, apiKey: true, ownFlights: 2 });

    expect(await userDelete(db, parseArgs(["--username", "Amelia"]))).toStrictEqual({ username: "amelia", flightsDeleted: 2, flightsKept: 1 });
    expect(await whatRemainsOf(db, world)).toStrictEqual(afterDeletion(world, bob));
    const live = await readRollups(db);
    const expected = await expectedRollups(db);
    expect(exactPart(live)).toStrictEqual(exactPart(expected));
    expect(distancesDiffer(live, expected)).toStrictEqual([]);
  });
});
