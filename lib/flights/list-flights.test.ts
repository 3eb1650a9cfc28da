import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { ForbiddenError } from "@/lib/errors";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { parseFlightInput } from "./flight-input";
import { saveFlight } from "./save-flight";
import { listFlightPages, listFlights } from "./list-flights";
import { responseOf } from "@/lib/api/transport/answer";
import { streamedListAnswer } from "@/lib/api/transport/contract-body";
import { authorized } from "@/test/support/authorized-scope";

let t: TestDb;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  await seedReferenceFixtures(t.db);
  owner = await createUser(t.db, { role: "owner" });
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  const save = async (name: string, body: Record<string, unknown>, seats: { userId?: string; guestName?: string }[]) => {
    ids[name] = (await saveFlight(t.db, owner.principal, parseFlightInput({ ...body, seats }))).id;
  };
  // Saved out of order on purpose.
  await save("may", { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00" }, [{ userId: alice.id }]);
  await save("mayDateOnly", { from: "ZRH", to: "LHR", date: "2024-05-01" }, [{ userId: alice.id }, { userId: bob.id }]); // sorts at 00:00 Zurich
  await save("june", { from: "LHR", to: "JFK", departure: "2024-06-01T09:00" }, [{ userId: bob.id }]);
  await save("sameInstant", { from: "ZRH", to: "LHR", departure: "2024-05-01T08:00:00Z" }, [{ userId: alice.id }]); // = "may"
  await save("year2023", { from: "JFK", to: "LAX", date: "2023" }, [{ guestName: "Maya" }]);
});

afterAll(async () => {
  await t?.cleanup();
});

describe("listFlights", () => {
  it("newest first by departure or start of date, then by id descending", async () => {
    const all = await listFlights(t.db, await authorized(t.db, owner.principal, { kind: "all" }));
    expect(all.map((f) => f.id)).toEqual([ids.june, ids.sameInstant, ids.may, ids.mayDateOnly, ids.year2023]);
  });

  it("mine: the caller's flights; user: the named user's", async () => {
    expect((await listFlights(t.db, await authorized(t.db, alice.principal, { kind: "mine" }))).map((f) => f.id)).toEqual([ids.sameInstant, ids.may, ids.mayDateOnly]);
    expect((await listFlights(t.db, await authorized(t.db, owner.principal, { kind: "user", userId: bob.id }))).map((f) => f.id)).toEqual([ids.june, ids.mayDateOnly]);
    expect(await listFlights(t.db, await authorized(t.db, owner.principal, { kind: "mine" }))).toEqual([]);
  });

  it("returns contract Flight bodies", async () => {
    const [first] = await listFlights(t.db, await authorized(t.db, bob.principal, { kind: "mine" }));
    expect(first).toMatchObject({ id: ids.june, departure: "2024-06-01T09:00:00.000+01:00", date: "2024-06-01", from: { iata: "LHR" }, to: { iata: "JFK" } });
  });

  it("pages with take and skip", async () => {
    const page = await listFlights(t.db, await authorized(t.db, owner.principal, { kind: "all" }), { take: 2, skip: 1 });
    expect(page.map((f) => f.id)).toEqual([ids.sameInstant, ids.may]);
  });

  it("a regular user cannot list someone else's or everyone's flights", async () => {
    await expect((async () => listFlights(t.db, await authorized(t.db, alice.principal, { kind: "all" })))()).rejects.toThrow(ForbiddenError);
    await expect((async () => listFlights(t.db, await authorized(t.db, alice.principal, { kind: "user", userId: bob.id })))()).rejects.toThrow(ForbiddenError);
  });
});

describe("listFlightPages (the streamed /api/flight/list)", () => {
  const collect = async (pages: AsyncGenerator<{ id: number }[]>) => {
    const sizes: number[] = [];
    const flights: { id: number }[] = [];
    for await (const page of pages) {
      sizes.push(page.length);
      flights.push(...page);
    }
    return { sizes, flights };
  };

  it.each([1, 2, 3, 5, 500])("pages of %i give exactly the whole list, in order, across a tie in sortAt", async (size) => {
    for (const [principal, scope] of [
      [owner.principal, { kind: "all" }],
      [alice.principal, { kind: "mine" }],
      [owner.principal, { kind: "user", userId: bob.id }],
    ] as const) {
      const whole = await listFlights(t.db, await authorized(t.db, principal, scope));
      const { sizes, flights } = await collect(listFlightPages(t.db, await authorized(t.db, principal, scope), size));
      expect(flights).toEqual(whole);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
    }
  });

  it("streams the same text JSON.stringify gives for the whole body, and an empty list too", async () => {
    const whole = await listFlights(t.db, await authorized(t.db, owner.principal, { kind: "all" }));
    const streamed = responseOf(await streamedListAnswer("flights", listFlightPages(t.db, await authorized(t.db, owner.principal, { kind: "all" }), 2)));
    expect(await streamed.text()).toBe(JSON.stringify({ success: true, flights: whole }));
    const empty = responseOf(await streamedListAnswer("flights", listFlightPages(t.db, await authorized(t.db, owner.principal, { kind: "mine" }), 2)));
    expect(await empty.text()).toBe('{"success":true,"flights":[]}');
  });

  it("a forbidden scope fails before anything is answered", async () => {
    await expect((async () => streamedListAnswer("flights", listFlightPages(t.db, await authorized(t.db, alice.principal, { kind: "all" }))))()).rejects.toThrow(ForbiddenError);
  });
});
