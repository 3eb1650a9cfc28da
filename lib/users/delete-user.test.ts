import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_AGAIN_REQUIRED } from "@/lib/auth/recent-sign-in";
import { nowSeconds, type SessionClaims } from "@/lib/auth/session-claims";
import { dialectOf, type Db } from "@/lib/db/client";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { getStats } from "@/lib/stats/get-stats";
import { rebuildStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { authorized } from "@/test/support/authorized-scope";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { afterDeletion, userWithEverything, whatRemainsOf } from "@/test/support/user-world";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { CONFIRM_USERNAME_MESSAGE, deleteOwnAccount, deleteUser, deleteUserAsAdmin, LAST_OWNER_MESSAGE } from "./delete-user";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let db: Db;
let owner: TestUser;
let admin: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await seedReferenceFixtures(db);
  owner = await createUser(db, { username: "olive", role: "owner" });
  admin = await createUser(db, { username: "adam", role: "admin" });
  bob = await createUser(db, { username: "bob" });
});

afterAll(async () => {
  await t?.cleanup();
});

const NOW = new Date("2026-01-01T00:00:00Z");

async function expectRollupsRight(): Promise<void> {
  const live = await readRollups(db);
  const expected = await expectedRollups(db);
  expect(exactPart(live)).toStrictEqual(exactPart(expected));
  expect(distancesDiffer(live, expected)).toStrictEqual([]);
}

describe("deleting a user", () => {
  it("removes their own things, keeps shared flights for the others, and leaves the statistics equal to a rebuild", async () => {
    const world = await userWithEverything(db, "alice", { admin, bob });
    const { alice } = world;
    await db.webhook.create({ data: { userId: bob.id, url: "https://hooks.example/b", secret: "s" } });
    const existing = await whatRemainsOf(db, world);
    expect(existing).toStrictEqual({
      ...existing, user: true, session: true, apiKey: true, shareLink: true, calendarFeed: true, webhooks: 1, ownFlights: 2,
      sharedFlightSeats: [alice.id, bob.id], customAirportOwner: alice.id, unusedCustomAirline: true,
    });

    const result = await deleteUserAsAdmin(db, owner.principal, alice.id);
    expect(result).toStrictEqual({ username: "alice", flightsDeleted: 2, flightsKept: 1 });

    expect(await whatRemainsOf(db, world)).toStrictEqual(afterDeletion(world, bob));
    for (const table of ["trip", "importUpload", "importJob", "flightTombstone"] as const) {
      expect(await (db[table] as unknown as { count: (a: object) => Promise<number> }).count({ where: { userId: alice.id } }), table).toBe(0);
    }
    expect(await db.webhookDelivery.findMany({ where: { webhook: { userId: bob.id } }, select: { event: true, flightId: true } })).toStrictEqual([
      { event: "flight.updated", flightId: world.flights.shared },
    ]);
    expect(await db.seat.count({ where: { guestName: "Gus" } })).toBe(0);
    expect(await db.airport.findUnique({ where: { id: world.strip.id }, select: { custom: true } })).toStrictEqual({ custom: true });
    expect(await db.flight.count({ where: { id: world.flights.bobs } })).toBe(1);

    await expectRollupsRight();
    const scope = await authorized(db, admin.principal, { kind: "all" });
    const before = await getStats(db, scope, NOW, { cache: false });
    await rebuildStatRollups(db);
    expect(await getStats(db, scope, NOW, { cache: false })).toStrictEqual(before);
  });

  it("is one transaction: a failure at the last step changes nothing", async () => {
    const world = await userWithEverything(db, "carol", { admin, bob });
    const counts = () => Promise.all([whatRemainsOf(db, world), db.flight.count(), db.seat.count(), db.apiKey.count(), db.airline.count(), db.importUpload.count(), db.webhook.count(), readRollups(db)]);
    const before = await counts();
    const postgres = dialectOf(db) === "postgresql";
    if (postgres) {
      await db.$executeRawUnsafe(`CREATE FUNCTION "refuse_user_delete"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
      await db.$executeRawUnsafe(`CREATE TRIGGER "refuse_user_delete" BEFORE DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "refuse_user_delete"()`);
    } else {
      await db.$executeRawUnsafe(`CREATE TRIGGER "refuse_user_delete" BEFORE DELETE ON "User" BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    }
    try {
      await expect(deleteUser(db, world.alice.id)).rejects.toThrow();
    } finally {
      await db.$executeRawUnsafe(postgres ? `DROP TRIGGER "refuse_user_delete" ON "User"` : `DROP TRIGGER "refuse_user_delete"`);
      if (postgres) await db.$executeRawUnsafe(`DROP FUNCTION "refuse_user_delete"()`);
    }
    expect(await counts()).toStrictEqual(before);
    await deleteUser(db, world.alice.id);
    await expectRollupsRight();
  });

  it("keeps the last owner, and lets the shell delete an owner once another is there", async () => {
    await expect(deleteUser(db, owner.id)).rejects.toThrow(new InputError(LAST_OWNER_MESSAGE));
    expect(await db.user.count({ where: { id: owner.id } })).toBe(1);
    const second = await createUser(db, { username: "otto", role: "owner" });
    await deleteUser(db, second.id);
    expect(await db.user.count({ where: { role: "owner" } })).toBe(1);
    await expect(deleteUser(db, "no-such-user")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("from Settings → Users: the owner deletes admins and users, admins delete users, nobody themselves or an owner", async () => {
    const other = await createUser(db, { username: "ann", role: "admin" });
    const user = await createUser(db, { username: "uma" });
    await expect(deleteUserAsAdmin(db, admin.principal, admin.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteUserAsAdmin(db, owner.principal, owner.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteUserAsAdmin(db, admin.principal, owner.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteUserAsAdmin(db, admin.principal, other.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteUserAsAdmin(db, bob.principal, user.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await db.user.count({ where: { id: { in: [admin.id, owner.id, other.id, user.id] } } })).toBe(4);
    await deleteUserAsAdmin(db, admin.principal, user.id);
    await deleteUserAsAdmin(db, owner.principal, other.id);
    expect(await db.user.count({ where: { id: { in: [other.id, user.id] } } })).toBe(0);
  });
});

describe("deleting one's own account", () => {
  it("needs the username typed, and the password again after an old sign-in", async () => {
    const dora = await createUser(db, { username: "Dora" });
    await db.user.update({ where: { id: dora.id }, data: { passwordHash: await hashPassword("correct horse battery") } });
    const old: SessionClaims = { userId: dora.id, sessionVersion: 0, authTime: nowSeconds() - 3600 };
    await expect(deleteOwnAccount(db, old, { username: "bob", password: "correct horse battery" })).rejects.toThrow(new InputError(CONFIRM_USERNAME_MESSAGE));
    await expect(deleteOwnAccount(db, old, { username: "dora", password: "" })).rejects.toThrow(new InputError(PASSWORD_AGAIN_REQUIRED));
    await expect(deleteOwnAccount(db, old, { username: "dora", password: "wrong horse battery" })).rejects.toBeInstanceOf(InputError);
    expect(await db.user.count({ where: { id: dora.id } })).toBe(1);
    await deleteOwnAccount(db, old, { username: " dora ", password: "correct horse battery" });
    expect(await db.user.count({ where: { id: dora.id } })).toBe(0);
  });

  it("is refused to the last owner, and works at once after a recent sign-in", async () => {
    const fresh = (userId: string): SessionClaims => ({ userId, sessionVersion: 0, authTime: nowSeconds() });
    await expect(deleteOwnAccount(db, fresh(owner.id), { username: "olive", password: "" })).rejects.toThrow(new InputError(LAST_OWNER_MESSAGE));
    const eve = await createUser(db, { username: "eve" });
    await deleteOwnAccount(db, fresh(eve.id), { username: "eve", password: "" });
    expect(await db.user.count({ where: { id: eve.id } })).toBe(0);
  });
});
