import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectOf } from "@/lib/db/client";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { flightEventsOf } from "@/lib/outbox/outbox";

let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
const hooks: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  carol = await createUser(t.db); // no webhook
  for (const user of [owner, alice, bob]) {
    hooks[user.id] = (await t.db.webhook.create({ data: { userId: user.id, url: "https://hooks.example/", secret: "s" } })).id;
  }
  // a disabled webhook gets nothing
  await t.db.webhook.create({ data: { userId: alice.id, url: "https://off.example/", secret: "s", enabled: false } });
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  await t.db.flight.deleteMany();
  await t.db.webhookDelivery.deleteMany();
});

const input = (seats: { userId?: string; guestName?: string }[], id?: number) =>
  parseFlightInput({ ...(id === undefined ? {} : { id }), from: "ZRH", to: "LHR", date: "2024-01-01", seats });

/** The queued events, as "<user> <event>" per webhook. */
async function queued(): Promise<string[]> {
  const rows = await t.db.webhookDelivery.findMany({ include: { webhook: { select: { userId: true, enabled: true } } } });
  const name = (userId: string) => (userId === alice.id ? "alice" : userId === bob.id ? "bob" : userId === owner.id ? "owner" : userId);
  return rows.map((row) => `${name(row.webhook.userId)} ${row.event}`).sort();
}

describe("flightEventsOf", () => {
  it("created for a new seat, updated for a kept one, deleted for a lost one; guests count for nobody", () => {
    expect(Object.fromEntries(flightEventsOf(["a", "b", null], ["b", "c", null]))).toEqual({ a: "flight.deleted", b: "flight.updated", c: "flight.created" });
  });
});

describe("the outbox", () => {
  it("a new shared flight is created for every seat holder with a webhook", async () => {
    const { id } = await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: bob.id }, { userId: carol.id }, { guestName: "Maya" }]));
    expect(await queued()).toEqual(["alice flight.created", "bob flight.created"]);
    expect((await t.db.webhookDelivery.findMany()).every((row) => row.flightId === id && row.state === "pending")).toBe(true);
  });

  it("an edit by a fellow traveller is an update for both; a seat removed is a delete for its holder", async () => {
    const { id } = await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: bob.id }]));
    await t.db.webhookDelivery.deleteMany();
    await saveFlight(t.db, bob.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date: "2024-01-02" }));
    expect(await queued()).toEqual(["alice flight.updated", "bob flight.updated"]);
    await t.db.webhookDelivery.deleteMany();
    // the owner moves the flight from bob to the owner: bob loses it, the owner gains it
    await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: owner.id }], id));
    expect(await queued()).toEqual(["alice flight.updated", "bob flight.deleted", "owner flight.created"]);
  });

  it("edits while an event of the flight waits for its first attempt are coalesced into it; a delete is not", async () => {
    const { id } = await saveFlight(t.db, alice.principal, input([{ userId: alice.id }]));
    for (const date of ["2024-01-02", "2024-01-03"]) await saveFlight(t.db, alice.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date }));
    expect(await queued()).toEqual(["alice flight.created"]);
    await t.db.webhookDelivery.updateMany({ data: { state: "delivered", attempts: 1 } });
    await saveFlight(t.db, alice.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date: "2024-01-04" }));
    await saveFlight(t.db, alice.principal, parseFlightInput({ id, from: "ZRH", to: "LHR", date: "2024-01-05" }));
    await deleteFlight(t.db, alice.principal, id);
    expect(await queued()).toEqual(["alice flight.created", "alice flight.deleted", "alice flight.updated"]);
  });

  it("a user deleting a shared flight loses it; the others see it updated; the last seat deletes it for all", async () => {
    const { id } = await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: bob.id }]));
    await t.db.webhookDelivery.deleteMany();
    await deleteFlight(t.db, alice.principal, id);
    expect(await queued()).toEqual(["alice flight.deleted", "bob flight.updated"]);
    await t.db.webhookDelivery.deleteMany();
    await deleteFlight(t.db, bob.principal, id);
    expect(await queued()).toEqual(["bob flight.deleted"]);
    const { id: other } = await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: bob.id }]));
    await t.db.webhookDelivery.deleteMany();
    await deleteFlight(t.db, owner.principal, other);
    expect(await queued()).toEqual(["alice flight.deleted", "bob flight.deleted"]);
  });

  describe("is written in the change's own transaction", () => {
    const postgres = () => dialectOf(t.db) === "postgresql";
    async function failOn(table: string, when: "INSERT" | "DELETE"): Promise<() => Promise<void>> {
      if (postgres()) {
        await t.db.$executeRawUnsafe(`CREATE FUNCTION "test_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
        await t.db.$executeRawUnsafe(`CREATE TRIGGER "test_refuse" BEFORE ${when} ON "${table}" FOR EACH ROW EXECUTE FUNCTION "test_refuse"()`);
        return async () => {
          await t.db.$executeRawUnsafe(`DROP TRIGGER "test_refuse" ON "${table}"`);
          await t.db.$executeRawUnsafe(`DROP FUNCTION "test_refuse"()`);
        };
      }
      await t.db.$executeRawUnsafe(`CREATE TRIGGER "test_refuse" BEFORE ${when} ON "${table}" BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
      return async () => void (await t.db.$executeRawUnsafe(`DROP TRIGGER "test_refuse"`));
    }

    it("an outbox row that cannot be written undoes the change with it", async () => {
      const restore = await failOn("WebhookDelivery", "INSERT");
      try {
        await expect(saveFlight(t.db, alice.principal, input([{ userId: alice.id }]))).rejects.toThrow();
      } finally {
        await restore();
      }
      expect(await t.db.flight.count()).toBe(0);
    });

    it("a change that rolls back leaves no outbox row", async () => {
      const { id } = await saveFlight(t.db, owner.principal, input([{ userId: alice.id }, { userId: bob.id }]));
      await t.db.webhookDelivery.deleteMany();
      const restore = await failOn("Flight", "DELETE");
      try {
        await expect(deleteFlight(t.db, owner.principal, id)).rejects.toThrow();
      } finally {
        await restore();
      }
      expect(await t.db.flight.count()).toBe(1);
      expect(await queued()).toEqual([]);
    });
  });
});
