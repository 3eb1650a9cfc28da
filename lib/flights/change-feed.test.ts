import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { writeTransaction } from "@/lib/db/write-lock";
import { GoneError } from "@/lib/errors";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import type { Principal } from "@/lib/auth/principal";
import { CHANGE_CURSOR_OVERLAP_MS, readChangeInstant } from "./change-cursor";
import { CHANGE_FEED_RETENTION_DAYS, CHANGES_SINCE_KEY, listChanges, sweepTombstones } from "./change-feed";
import { deleteFlight } from "./delete-flight";
import { toFlightBody, type FlightBody } from "./flight-body";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});

afterAll(async () => {
  await t?.cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An instant after every write so far and before every write to come (stamps are whole milliseconds). */
async function mark(): Promise<Date> {
  await sleep(5);
  const at = new Date(await readChangeInstant(t.db));
  await sleep(5);
  return at;
}

interface Seen {
  flights: FlightBody[];
  ids: number[];
  deleted: number[];
  cursor: string;
}

async function changes(principal: Principal, since: Date, request: ScopeRequest = { kind: "mine" }): Promise<Seen> {
  const answer = await listChanges(t.db, await authorized(t.db, principal, request), since, toFlightBody, 2);
  const flights: FlightBody[] = [];
  for await (const page of answer.flights) flights.push(...page);
  return { flights, ids: flights.map((f) => f.id), deleted: answer.deleted, cursor: answer.cursor };
}

async function save(principal: Principal, body: Record<string, unknown>): Promise<number> {
  return (await saveFlight(t.db, principal, parseFlightInput({ from: "ZRH", to: "LHR", date: "2024-01-01", ...body }))).id;
}

beforeEach(async () => {
  await t.db.flight.deleteMany();
});

describe("the change feed", () => {
  it("a saved flight is a change for its seat holders only", async () => {
    const since = await mark();
    const id = await save(alice.principal, {});
    expect((await changes(alice.principal, since)).ids).toEqual([id]);
    expect((await changes(bob.principal, since)).ids).toEqual([]);
    expect((await changes(owner.principal, since, { kind: "all" })).ids).toEqual([id]);
    // and nothing since a later instant
    expect((await changes(alice.principal, await mark())).ids).toEqual([]);
  });

  it("an edit is a change, with the edited body; flights not touched since are not", async () => {
    const edited = await save(alice.principal, { notes: "before" });
    const untouched = await save(alice.principal, {});
    const since = await mark();
    await save(alice.principal, { id: edited, notes: "after" });
    const seen = await changes(alice.principal, since);
    expect(seen.ids).toEqual([edited]);
    expect(seen.flights[0]!.notes).toBe("after");
    expect(seen.ids).not.toContain(untouched);
  });

  it("a fellow traveller's edit of a shared flight is a change for both", async () => {
    const id = await save(owner.principal, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const since = await mark();
    await save(bob.principal, { id, notes: "Bob's note" });
    expect((await changes(alice.principal, since)).ids).toEqual([id]);
    expect((await changes(bob.principal, since)).ids).toEqual([id]);
  });

  it("another user's changes to a flight not shared with the caller never appear, as changes or as deletions", async () => {
    const bobs = await save(bob.principal, {});
    const since = await mark();
    await save(bob.principal, { id: bobs, notes: "mine" });
    const other = await save(bob.principal, {});
    await deleteFlight(t.db, bob.principal, other);
    await deleteFlight(t.db, bob.principal, bobs);
    const seen = await changes(alice.principal, since);
    expect(seen.ids).toEqual([]);
    expect(seen.deleted).toEqual([]);
    // while the owner's view of everything has both deletions
    expect((await changes(owner.principal, since, { kind: "all" })).deleted).toEqual([bobs, other].sort((a, b) => a - b));
  });

  it("a deleted flight is a tombstone for each of its seat holders and for scope=all", async () => {
    const id = await save(owner.principal, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const since = await mark();
    await deleteFlight(t.db, owner.principal, id);
    for (const user of [alice, bob]) {
      const seen = await changes(user.principal, since);
      expect(seen).toMatchObject({ ids: [], deleted: [id] });
    }
    expect(await changes(owner.principal, since, { kind: "all" })).toMatchObject({ ids: [], deleted: [id] });
    expect(await changes(owner.principal, since, { kind: "user", userId: alice.id })).toMatchObject({ ids: [], deleted: [id] });
  });

  it("removing one's own seat from a shared flight: a tombstone for them, a change for the others", async () => {
    const id = await save(owner.principal, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const since = await mark();
    expect(await deleteFlight(t.db, alice.principal, id)).toEqual({ flightDeleted: false });
    expect(await changes(alice.principal, since)).toMatchObject({ ids: [], deleted: [id] });
    const bobSees = await changes(bob.principal, since);
    expect(bobSees).toMatchObject({ ids: [id], deleted: [] });
    expect(bobSees.flights[0]!.seats.map((s) => s.userId)).toEqual([bob.id]);
  });

  it("unsharing (a seat taken away by an edit) is a tombstone for that user; sharing again is a change, not a tombstone", async () => {
    const id = await save(owner.principal, { seats: [{ userId: alice.id }, { userId: bob.id }] });
    const since = await mark();
    await save(owner.principal, { id, seats: [{ userId: alice.id }] });
    expect(await changes(bob.principal, since)).toMatchObject({ ids: [], deleted: [id] });
    expect(await changes(alice.principal, since)).toMatchObject({ ids: [id], deleted: [] });

    await save(owner.principal, { id, seats: [{ userId: alice.id }, { userId: bob.id }] });
    expect(await changes(bob.principal, since)).toMatchObject({ ids: [id], deleted: [] });
  });

  it("a seat handed to another user (an UPDATE of Seat.userId) is a tombstone for the one who had it", async () => {
    const id = await save(owner.principal, { seats: [{ userId: alice.id }, { guestName: "Maya" }] });
    const since = await mark();
    await t.db.seat.updateMany({ where: { flightId: id, userId: alice.id }, data: { userId: bob.id } });
    expect(await changes(alice.principal, since)).toMatchObject({ ids: [], deleted: [id] });
    expect(await changes(bob.principal, since)).toMatchObject({ ids: [id], deleted: [] });
  });

  it("every writer stamps: a seat edited and a flight updated by raw SQL (no Prisma @updatedAt) are changes", async () => {
    const a = await save(alice.principal, { seats: [{ userId: alice.id, seatNumber: "1A" }] });
    const b = await save(alice.principal, {});
    const since = await mark();
    await t.db.$executeRaw`UPDATE "Seat" SET "seatNumber" = '2B' WHERE "flightId" = ${a}`;
    expect((await changes(alice.principal, since)).ids).toEqual([a]);
    const later = await mark();
    await t.db.$executeRaw`UPDATE "Flight" SET "notes" = 'raw' WHERE "id" = ${b}`;
    expect((await changes(alice.principal, later)).ids).toEqual([b]);
  });

  it("an edit of what a flight's body shows of its airport or airline is a change of the flights naming it", async () => {
    const id = await save(alice.principal, { airline: "SWR" });
    const other = await save(alice.principal, { from: "LHR", to: "ZRH" });
    const since = await mark();
    const airline = await t.db.airline.findFirstOrThrow({ where: { icao: "SWR" } });
    await t.db.airline.update({ where: { id: airline.id }, data: { name: "Swiss Renamed" } });
    expect((await changes(alice.principal, since)).ids).toEqual([id]);
    const later = await mark();
    const lhr = await t.db.airport.findFirstOrThrow({ where: { iata: "LHR" } });
    await t.db.airport.update({ where: { id: lhr.id }, data: { name: "London Heathrow Renamed" } });
    expect((await changes(alice.principal, later)).ids.sort()).toEqual([id, other].sort());
    // an update that changes nothing shown is no change
    const quiet = await mark();
    await t.db.airport.update({ where: { id: lhr.id }, data: { name: "London Heathrow Renamed" } });
    expect((await changes(alice.principal, quiet)).ids).toEqual([]);
  });

  it("a writer that sets an old updatedAt is stamped with the database's time all the same", async () => {
    const since = await mark();
    const id = await save(alice.principal, {});
    const old = new Date("2001-01-01T00:00:00.000Z");
    await t.db.$executeRaw`UPDATE "Flight" SET "updatedAt" = ${old} WHERE "id" = ${id}`;
    // an update that sets an old stamp is still stamped now: the stamp is the database's, whatever the writer sends
    expect((await changes(alice.principal, since)).ids).toEqual([id]);
  });

  it("a change committed while the cursor is read is in this answer or the next (transactions commit out of order)", async () => {
    const id = await save(alice.principal, {});
    const since = await mark();
    // a writer on its own connection (another instance, the admin CLI) whose transaction starts, writes, and commits
    // only well after the overlap
    const other = createDb(t.url);
    const writer = writeTransaction(other, async (tx) => {
      await tx.$executeRaw`UPDATE "Flight" SET "notes" = 'slow' WHERE "id" = ${id}`;
      await sleep(CHANGE_CURSOR_OVERLAP_MS + 1_000);
    });
    await sleep(CHANGE_CURSOR_OVERLAP_MS + 500);
    const first = await changes(alice.principal, since);
    await writer;
    await other.$disconnect();
    const second = await changes(alice.principal, new Date(first.cursor));
    const seen = [...first.flights, ...second.flights].filter((f) => f.id === id && f.notes === "slow");
    expect(seen.length).toBeGreaterThan(0);
  }, 20_000);

  it("the cursor answered just after the feed's start (a migration, a restore) is one the feed takes", async () => {
    const kept = await t.db.appMeta.findUniqueOrThrow({ where: { key: CHANGES_SINCE_KEY } });
    const start = new Date(await readChangeInstant(t.db));
    await t.db.appMeta.update({ where: { key: CHANGES_SINCE_KEY }, data: { value: start.toISOString() } });
    try {
      const first = await changes(alice.principal, start);
      expect(Date.parse(first.cursor)).toBeGreaterThanOrEqual(start.getTime());
      const id = await save(alice.principal, {});
      expect((await changes(alice.principal, new Date(first.cursor))).ids).toContain(id);
    } finally {
      await t.db.appMeta.update({ where: { key: CHANGES_SINCE_KEY }, data: { value: kept.value } });
    }
  });

  it("the cursor lies a little before the database's instant, and a change after it is in the next answer", async () => {
    const before = await readChangeInstant(t.db);
    const { cursor } = await changes(alice.principal, await mark());
    const after = await readChangeInstant(t.db);
    const at = Date.parse(cursor) + CHANGE_CURSOR_OVERLAP_MS;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
    const id = await save(alice.principal, {});
    expect((await changes(alice.principal, new Date(cursor))).ids).toEqual([id]);
  });

  it("since before the feed's start or the retention is 410 Gone, saying to list again", async () => {
    await expect(changes(alice.principal, new Date(Date.now() - (CHANGE_FEED_RETENTION_DAYS + 1) * 86_400_000))).rejects.toThrow(GoneError);
    const started = await t.db.appMeta.findUniqueOrThrow({ where: { key: CHANGES_SINCE_KEY } });
    const justBefore = new Date(Date.parse(started.value) - 1);
    await expect(changes(alice.principal, justBefore)).rejects.toThrow(/list all flights again/);
    await expect(changes(alice.principal, new Date(Date.parse(started.value)))).resolves.toBeDefined();
  });

  it("sweepTombstones removes only tombstones older than the retention", async () => {
    await t.db.flightTombstone.deleteMany();
    const now = new Date();
    const day = 86_400_000;
    await t.db.flightTombstone.createMany({
      data: [
        { userId: alice.id, flightId: 1, removedAt: new Date(now.getTime() - (CHANGE_FEED_RETENTION_DAYS + 1) * day) },
        { userId: alice.id, flightId: 2, removedAt: new Date(now.getTime() - (CHANGE_FEED_RETENTION_DAYS - 1) * day) },
        { userId: "*", flightId: 3, removedAt: new Date(now.getTime() - (CHANGE_FEED_RETENTION_DAYS + 5) * day) },
      ],
    });
    expect(await sweepTombstones(t.db, now)).toBe(2);
    expect((await t.db.flightTombstone.findMany()).map((row) => row.flightId)).toEqual([2]);
  });

  it("tombstones are written in the writer's transaction: a rolled-back delete leaves none", async () => {
    const id = await save(alice.principal, {});
    const since = await mark();
    await expect(
      writeTransaction(t.db, async (tx) => {
        await tx.$executeRaw(Prisma.sql`DELETE FROM "Flight" WHERE "id" = ${id}`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await changes(alice.principal, since)).toMatchObject({ deleted: [] });
    expect(await t.db.flightTombstone.count({ where: { flightId: id } })).toBe(0);
  });
});
