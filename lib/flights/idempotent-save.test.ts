import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { InputError, KeyReusedError } from "@/lib/errors";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlightOnce, sweepIdempotencyKeys } from "./idempotent-save";

let t: TestDb;
let second: Db;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  alice = await createUser(t.db, { username: "alice" });
  bob = await createUser(t.db, { username: "bob" });
  // another instance on the same database: its own client and connections
  second = createDb(t.url);
});

afterAll(async () => {
  await second?.$disconnect();
  await t?.cleanup();
});

beforeEach(async () => {
  await t.db.idempotencyKey.deleteMany();
  await t.db.flight.deleteMany();
});

const LEG = { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00", arrival: "2024-05-01T10:45" };
const HOUR = 3_600_000;

const flightCount = () => t.db.flight.count();

describe("saveFlightOnce", () => {
  it("saves once per key: the retry answers the first flight and writes nothing", async () => {
    const first = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-1");
    const retry = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-1");
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ id: first.id, replayed: true });
    expect(await flightCount()).toBe(1);
    const stored = await t.db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId: alice.principal.userId, key: "k-1" } } });
    expect(stored).toMatchObject({ flightId: first.id, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("takes the same body with its fields in another order as the same request", async () => {
    const first = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-order");
    const reordered = { arrival: LEG.arrival, departure: LEG.departure, to: LEG.to, from: LEG.from };
    expect(await saveFlightOnce(t.db, alice.principal, parseFlightInput(reordered), "k-order")).toEqual({ id: first.id, replayed: true });
  });

  it("refuses the same key with another body, changing nothing", async () => {
    await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-2");
    await expect(saveFlightOnce(t.db, alice.principal, parseFlightInput({ ...LEG, flightNumber: "LX316" }), "k-2")).rejects.toBeInstanceOf(KeyReusedError);
    expect(await flightCount()).toBe(1);
    expect((await t.db.flight.findFirstOrThrow()).flightNumber).toBeNull();
  });

  it("keeps keys per user: another user's same key is their own flight", async () => {
    const a = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "shared");
    const b = await saveFlightOnce(t.db, bob.principal, parseFlightInput(LEG), "shared");
    expect(b.replayed).toBe(false);
    expect(b.id).not.toBe(a.id);
    expect(await t.db.seat.findFirstOrThrow({ where: { flightId: b.id } })).toMatchObject({ userId: bob.principal.userId });
    // and bob's other body under that key is no business of alice's key
    await expect(saveFlightOnce(t.db, bob.principal, parseFlightInput({ ...LEG, flightNumber: "LX1" }), "shared")).rejects.toBeInstanceOf(KeyReusedError);
  });

  it("keeps no key for a refused save, so the corrected retry saves", async () => {
    await expect(saveFlightOnce(t.db, alice.principal, parseFlightInput({ ...LEG, from: "XXX" }), "k-bad")).rejects.toBeInstanceOf(InputError);
    expect(await t.db.idempotencyKey.count()).toBe(0);
    expect((await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-bad")).replayed).toBe(false);
  });

  it("replays an update without writing again", async () => {
    const { id } = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), null);
    await saveFlightOnce(t.db, alice.principal, parseFlightInput({ id, flightNumber: "LX1" }), "k-up");
    await saveFlightOnce(t.db, alice.principal, parseFlightInput({ id, flightNumber: "LX2" }), null);
    expect(await saveFlightOnce(t.db, alice.principal, parseFlightInput({ id, flightNumber: "LX1" }), "k-up")).toEqual({ id, replayed: true });
    expect((await t.db.flight.findUniqueOrThrow({ where: { id } })).flightNumber).toBe("LX2");
  });

  it("saves every time without a key", async () => {
    await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), null);
    await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), null);
    expect(await flightCount()).toBe(2);
    expect(await t.db.idempotencyKey.count()).toBe(0);
  });

  it("frees a key after 24 hours, and the sweep deletes only the keys past it", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const old = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-old", start);
    await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-young", new Date(start.getTime() + 2 * HOUR));
    const justBefore = new Date(start.getTime() + 24 * HOUR - 1);
    expect(await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-old", justBefore)).toEqual({ id: old.id, replayed: true });

    expect(await sweepIdempotencyKeys(t.db, justBefore)).toBe(0);
    const after = new Date(start.getTime() + 24 * HOUR + 1);
    expect(await sweepIdempotencyKeys(t.db, after)).toBe(1);
    expect((await t.db.idempotencyKey.findMany()).map((k) => k.key)).toEqual(["k-young"]);
  });

  it("takes a key past its 24 hours as new even before the sweep", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const old = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-late", start);
    const again = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-late", new Date(start.getTime() + 25 * HOUR));
    expect(again.replayed).toBe(false);
    expect(again.id).not.toBe(old.id);
  });

  it("makes one flight of two concurrent saves with one key on two instances", async () => {
    for (let round = 0; round < 5; round++) {
      const key = `k-race-${round}`;
      const answers = await Promise.all([
        saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), key),
        saveFlightOnce(second, alice.principal, parseFlightInput(LEG), key),
      ]);
      expect(answers[0]!.id).toBe(answers[1]!.id);
      expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    }
    expect(await flightCount()).toBe(5);
  });

  it("runs a check in the save's transaction, after the key: a retry is answered, a new save refused, with or without a key", async () => {
    let refuse = false;
    const check = async () => {
      if (refuse) throw new InputError("You already have this flight");
    };
    const first = await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-check", new Date(), check);
    refuse = true;
    expect(await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-check", new Date(), check)).toEqual({ id: first.id, replayed: true });
    await expect(saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), "k-check-2", new Date(), check)).rejects.toThrow("You already have this flight");
    await expect(saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), null, new Date(), check)).rejects.toThrow("You already have this flight");
    expect(await t.db.idempotencyKey.count({ where: { key: "k-check-2" } })).toBe(0);
    refuse = false;
    expect((await saveFlightOnce(t.db, alice.principal, parseFlightInput(LEG), null, new Date(), check)).replayed).toBe(false);
    expect(await flightCount()).toBe(2);
  });
});
