import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/lib/db/prisma";
import type { Principal } from "@/lib/auth/principal";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { readVisibleFlights } from "./read-flight";
import { saveFlight } from "./save-flight";
import { visibleFlightIdSql, visibleFlightSql, visibleFlightsWhere, visibleInScopeSql } from "./visibility";

let t: TestDb;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let shared: number;
let alicesOwn: number;
let bobsOwn: number;
let guestsOnly: number;
let every: number[];

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  const owner = await createUser(t.db, { role: "owner" });
  admin = await createUser(t.db, { role: "admin" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  const save = async (seats: Record<string, unknown>[]) =>
    (await saveFlight(t.db, owner.principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", seats }))).id;
  shared = await save([{ userId: alice.id }, { userId: bob.id }]);
  alicesOwn = await save([{ userId: alice.id }, { guestName: "Maya" }]);
  bobsOwn = await save([{ userId: bob.id }]);
  guestsOnly = await save([{ guestName: "Noah" }]);
  every = [shared, alicesOwn, bobsOwn, guestsOnly].sort((a, b) => a - b);
});

afterAll(async () => {
  await t?.cleanup();
});

/** The flight ids each form of the rule lets `principal` read. */
async function visibleIds(principal: Principal) {
  const where = (await t.db.flight.findMany({ where: visibleFlightsWhere(principal), select: { id: true }, orderBy: { id: "asc" } })).map((f) => f.id);
  const sql = await ids(t.db.$queryRaw`SELECT f."id" AS "id" FROM "Flight" f WHERE ${visibleFlightSql(principal)} ORDER BY f."id"`);
  const one: number[] = [];
  for (const id of every) if ((await t.db.$queryRaw<unknown[]>`${visibleFlightIdSql(principal, id)}`).length > 0) one.push(id);
  return { where, sql, one };
}

async function ids(rows: Prisma.PrismaPromise<unknown>): Promise<number[]> {
  return ((await rows) as { id: unknown }[]).map((r) => Number(r.id));
}

describe("the visibility rule (lib/flights/visibility.ts), in each of its forms", () => {
  it("a regular user reads exactly the flights they hold a seat on; an admin every flight", async () => {
    const alices = [shared, alicesOwn].sort((a, b) => a - b);
    expect(await visibleIds(alice.principal)).toEqual({ where: alices, sql: alices, one: alices });
    expect(await visibleIds(admin.principal)).toEqual({ where: every, sql: every, one: every });
  });

  it("a read narrowed to another user's seats still applies the caller's own rule", async () => {
    // not reachable through authorizeScope for a regular user: the rule is the second line of defence
    const read = await ids(t.db.$queryRaw`SELECT f."id" AS "id" FROM "Flight" f
      WHERE EXISTS (SELECT 1 FROM "Seat" o WHERE o."flightId" = f."id" AND o."userId" = ${bob.id}) AND ${visibleInScopeSql(alice.principal, bob.id)}
      ORDER BY f."id"`);
    expect(read).toEqual([shared]);
    expect((await readVisibleFlights(t.db, alice.principal, bob.id)).map((f) => f.id)).toEqual([shared]);
    expect((await readVisibleFlights(t.db, alice.principal, null)).map((f) => f.id).sort((a, b) => a - b)).toEqual([shared, alicesOwn].sort((a, b) => a - b));
  });

  it("a principal without a user id reads nothing (never every flight)", async () => {
    for (const userId of ["", undefined]) {
      const nobody = { userId, role: "user" } as unknown as Principal;
      expect(await visibleIds(nobody), String(userId)).toEqual({ where: [], sql: [], one: [] });
    }
  });
});
