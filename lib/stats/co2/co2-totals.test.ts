import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectOf, type Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import type { FlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { Random } from "@/lib/random";
import { isCompleted } from "@/lib/flights/completed";
import { rebuildStatRollups, refillStatRollups } from "@/lib/stats/rebuild-stat-rollups";
import { AIRPORT_FIXTURES, createUser, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { authorized } from "@/test/support/authorized-scope";
import { createStatsWorld } from "@/test/support/stats-world";
import type { TestDb } from "@/test/support/test-db";
import { getCo2Totals, totalsOf, type Co2Group, type Co2Totals } from "./co2-totals";
import { haulOf, haulSql, seatCo2Kg } from "@/lib/co2/factors";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the triggers differ between the two.
let t: TestDb;
let db: Db;
let ref: ReferenceFixtureIds;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

const NOW = new Date("2024-06-15T12:00:00Z");

beforeAll(async () => {
  ({ t, db, ref, owner, alice, bob } = await createStatsWorld());
});

afterAll(async () => {
  await t?.cleanup();
});

beforeEach(async () => {
  await db.flight.deleteMany();
});

/**
 * From scratch, independent of the rollup and its SQL: every seat of the scope (a user's own, or every seat with
 * guests for all) on a completed flight, through seatCo2Kg one by one.
 */
async function naiveCo2(userId: string | null, now: Date): Promise<Co2Totals> {
  const seats = await db.seat.findMany({ where: userId === null ? {} : { userId }, include: { flight: { select: { distanceKm: true, endsAt: true } } } });
  const groups: Co2Group[] = seats
    .filter((seat) => isCompleted(seat.flight.endsAt, now))
    .map((seat) => ({
      haul: haulOf(seat.flight.distanceKm),
      seatClass: seat.seatClass ?? "",
      seats: 1,
      distanceKm: seat.flight.distanceKm,
      kg: seatCo2Kg(seat.flight.distanceKm, seat.seatClass),
    }));
  return totalsOf(groups);
}

/** Equal figures: seats exactly, kilograms and kilometres to a millionth of their size (sums in another order). */
function expectSameTotals(actual: Co2Totals, expected: Co2Totals, label: string): void {
  const close = (a: number, b: number, what: string) => expect(Math.abs(a - b), `${label} ${what}: ${a} vs ${b}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
  expect(actual.seats, label).toBe(expected.seats);
  close(actual.kg, expected.kg, "kg");
  expect(actual.byClass.map((e) => [e.seatClass, e.seats]), label).toStrictEqual(expected.byClass.map((e) => [e.seatClass, e.seats]));
  actual.byClass.forEach((entry, i) => close(entry.kg, expected.byClass[i]!.kg, `${entry.seatClass} kg`));
  expect(actual.byHaul.map((e) => [e.haul, e.seats]), label).toStrictEqual(expected.byHaul.map((e) => [e.haul, e.seats]));
  actual.byHaul.forEach((entry, i) => {
    close(entry.kg, expected.byHaul[i]!.kg, `${entry.haul} kg`);
    close(entry.distanceKm, expected.byHaul[i]!.distanceKm, `${entry.haul} km`);
  });
}

async function expectCo2Agrees(users: TestUser[], instants: Date[]): Promise<void> {
  for (const now of instants) {
    expectSameTotals(await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), now), await naiveCo2(null, now), `all at ${now.toISOString()}`);
    for (const user of users) {
      const scope = await authorized(db, owner.principal, { kind: "user", userId: user.id });
      expectSameTotals(await getCo2Totals(db, scope, now), await naiveCo2(user.id, now), `${user.id} at ${now.toISOString()}`);
    }
  }
}

type Co2Rows = Record<string, [seats: number, distanceKm: number]>;

async function readCo2Rollup(reader: Db | Prisma.TransactionClient = db): Promise<Co2Rows> {
  const rows = await reader.$queryRawUnsafe<{ scope: string; haul: string; seatClass: string; seats: unknown; distanceKm: unknown }[]>(
    `SELECT "scope", "haul", "seatClass", "seats", "distanceKm" FROM "StatCo2" ORDER BY "scope", "haul", "seatClass"`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.scope}|${r.haul}|${r.seatClass}`, [Number(r.seats), Number(r.distanceKm)]]));
}

class Rollback extends Error {}

/** The rollup as the rebuild computes it (in a transaction then rolled back). */
async function rebuiltCo2Rollup(): Promise<Co2Rows> {
  let rebuilt: Co2Rows = {};
  await db
    .$transaction(async (tx) => {
      await refillStatRollups(tx, dialectOf(db));
      rebuilt = await readCo2Rollup(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return rebuilt;
}

/** The same rows computed in JS from "Seat" and "Flight". */
async function expectedCo2Rollup(): Promise<Co2Rows> {
  const rows: Co2Rows = {};
  for (const seat of await db.seat.findMany({ include: { flight: { select: { distanceKm: true } } } })) {
    for (const scope of ["*", ...(seat.userId ? [seat.userId] : [])]) {
      const key = `${scope}|${haulOf(seat.flight.distanceKm)}|${seat.seatClass ?? ""}`;
      const [seats, km] = rows[key] ?? [0, 0];
      rows[key] = [seats + 1, km + seat.flight.distanceKm];
    }
  }
  return rows;
}

function expectSameRows(actual: Co2Rows, expected: Co2Rows, label: string): void {
  expect(Object.fromEntries(Object.entries(actual).map(([k, [seats]]) => [k, seats])), label).toStrictEqual(
    Object.fromEntries(Object.entries(expected).map(([k, [seats]]) => [k, seats])),
  );
  for (const [key, [, km]] of Object.entries(actual)) expect(Math.abs(km - expected[key]![1]), `${label} ${key} km`).toBeLessThanOrEqual(1e-6);
}

async function expectConsistentRollup(): Promise<void> {
  const live = await readCo2Rollup();
  expectSameRows(live, await expectedCo2Rollup(), "triggers");
  expectSameRows(await rebuiltCo2Rollup(), live, "rebuild");
}

async function add(input: FlightInput, users: TestUser[], guests: number, seatClass: string | null = "economy"): Promise<number> {
  const seats = [...users.map((u) => ({ userId: u.id, seatClass })), ...Array.from({ length: guests }, (_, i) => ({ guestName: `Guest ${i}`, seatClass }))];
  return (await saveFlight(db, owner.principal, { ...input, seats } as FlightInput)).id;
}

describe("CO₂ totals", () => {
  it("the triggers put a seat in the band of its flight's distance, at the band edges, on both databases", async () => {
    const id = await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice], 1, "business");
    for (const km of [0, 499.999, 500, 3699.999, 3700, 12000, 250]) {
      await db.$executeRaw`UPDATE "Flight" SET "distanceKm" = ${km} WHERE "id" = ${id}`;
      const rows = await readCo2Rollup();
      expect(Object.keys(rows), `${km} km`).toStrictEqual([`*|${haulOf(km)}|business`, `${alice.id}|${haulOf(km)}|business`]);
      expect(rows[`*|${haulOf(km)}|business`]).toStrictEqual([2, 2 * km]);
      // the SQL the rebuild uses agrees with haulOf at the same distance
      const [sql] = await db.$queryRawUnsafe<{ haul: string }[]>(`SELECT ${haulSql(`f."distanceKm"`)} AS "haul" FROM "Flight" f WHERE f."id" = ${id}`);
      expect(sql!.haul).toBe(haulOf(km));
    }
    const totals = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), NOW);
    // 2 seats × 250 km × 0.27257 (domestic: average passenger for every class) = 136.285
    expect(totals.kg).toBeCloseTo(136.285, 9);
    expect(totals.byHaul).toStrictEqual([{ haul: "domestic", seats: 2, distanceKm: 500, kg: totals.kg }]);
  });

  it("counts a user's own seats for that user and every seat (guests too) for all, completed flights only", async () => {
    const zrhLhr = await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice, bob], 1, "economy");
    await add({ from: "LHR", to: "JFK", date: "2024-09-01" }, [alice], 0, "first"); // after NOW: not counted yet
    const km = (await db.flight.findUniqueOrThrow({ where: { id: zrhLhr } })).distanceKm;
    const all = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), NOW);
    expect(all.seats).toBe(3);
    expect(all.kg).toBeCloseTo(3 * km * 0.18287, 9); // short-haul economy, three seats
    const mine = await getCo2Totals(db, await authorized(db, alice.principal, { kind: "mine" }), NOW);
    expect(mine.seats).toBe(1);
    expect(mine.kg).toBeCloseTo(km * 0.18287, 9);
    expect(mine.byClass).toStrictEqual([{ seatClass: "economy", seats: 1, kg: mine.kg }]);
    await expectCo2Agrees([alice, bob], [NOW, new Date("2025-01-01T00:00:00Z")]);
  });

  it("deleting a flight takes its seats off once (its cascaded seat deletes no longer see it)", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice], 1);
    const doomed = await add({ from: "SIN", to: "SYD", date: "2024-01-02" }, [alice, bob], 2, "business");
    await deleteFlight(db, owner.principal, doomed);
    await expectConsistentRollup();
    await db.$executeRaw`DELETE FROM "Flight"`;
    expect(await readCo2Rollup()).toStrictEqual({});
  });

  it("rebuildStatRollups repairs a rollup that went wrong", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice], 1, "business");
    await add({ from: "LHR", to: "JFK", date: "2024-02-01" }, [bob], 0, null);
    const good = await readCo2Rollup();
    await db.$executeRaw`UPDATE "StatCo2" SET "seats" = "seats" + 5, "distanceKm" = 1`;
    await db.$executeRaw`INSERT INTO "StatCo2" ("scope", "haul", "seatClass", "seats", "distanceKm") VALUES ('ghost', 'long', 'first', 1, 1)`;
    await rebuildStatRollups(db);
    expectSameRows(await readCo2Rollup(), good, "rebuilt");
  });

  it("random writes keep the rollup exact and the totals equal to summing seatCo2Kg over the completed seats", async () => {
    const random = new Random(20261126);
    const airports = Object.keys(AIRPORT_FIXTURES) as (keyof typeof AIRPORT_FIXTURES)[];
    const users: TestUser[] = [alice, bob, await createUser(db, { username: "carol" })];
    const instants = [NOW, new Date("2024-03-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z")];
    const pad = (n: number) => String(n).padStart(2, "0");
    const day = () => `2024-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
    const seatClass = () => (random.chance(0.8) ? random.pick(SEAT_CLASSES) : null);
    const someUsers = () => users.filter(() => random.chance(0.4));
    const flightIds = async () => (await db.flight.findMany({ select: { id: true } })).map((f) => f.id);
    // distances across every band and onto its edges
    const distance = () => random.pick([0, 120.5, 499.999, 500, 1234.5, 3699.999, 3700, 9000 + random.next() * 6000, random.next() * 16000]);

    const operations: Record<string, () => Promise<unknown>> = {
      async saveNew() {
        const holders = someUsers();
        await saveFlight(db, owner.principal, {
          from: random.pick(airports),
          to: random.pick(airports),
          date: day(),
          seats: [...(holders.length > 0 ? holders : [random.pick(users)]).map((u) => ({ userId: u.id, seatClass: seatClass() })), ...(random.chance(0.4) ? [{ guestName: "Guest", seatClass: seatClass() }] : [])],
        } as FlightInput);
      },
      async insertMany() {
        const rows = Array.from({ length: 1 + random.int(4) }, () => {
          const endsAt = new Date(Date.UTC(2024, random.int(12), 1 + random.int(28), random.int(24)));
          return Prisma.sql`(${ref.airports[random.pick(airports)]}, ${ref.airports[random.pick(airports)]}, ${"2024-01-01"}, ${distance()}, ${endsAt}, ${endsAt}, ${endsAt})`;
        });
        const ids = await db.$queryRaw<{ id: number | bigint }[]>`
          INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "endsAt", "sortAt", "updatedAt") VALUES ${Prisma.join(rows)} RETURNING "id"`;
        const seats = ids.flatMap(({ id }) => [
          ...someUsers().map((u) => ({ flightId: Number(id), userId: u.id, seatClass: seatClass() })),
          ...(random.chance(0.5) ? [{ flightId: Number(id), guestName: "Guest", seatClass: seatClass() }] : []),
        ]);
        if (seats.length > 0) await db.seat.createMany({ data: seats });
      },
      async changeDistance() {
        const ids = await flightIds();
        if (ids.length === 0) return;
        await db.flight.update({ where: { id: random.pick(ids) }, data: { distanceKm: distance() } });
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.3)) } }, data: { distanceKm: distance() } });
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.3)) } }, data: { endsAt: new Date(Date.UTC(2024, random.int(12), 1)) } });
      },
      async editSeats() {
        const seats = await db.seat.findMany();
        if (seats.length === 0) return;
        const seat = random.pick(seats);
        const choice = random.int(3);
        if (choice === 0) await db.seat.updateMany({ where: { id: { in: seats.filter(() => random.chance(0.3)).map((s) => s.id) } }, data: { seatClass: seatClass() } });
        else if (choice === 1) await db.seat.update({ where: { id: seat.id }, data: { userId: null, guestName: "Former" } });
        else {
          const target = random.pick(await flightIds());
          if (seat.userId === null || !seats.some((s) => s.flightId === target && s.userId === seat.userId)) await db.seat.update({ where: { id: seat.id }, data: { flightId: target } });
        }
      },
      async deleteSome() {
        const ids = await flightIds();
        if (ids.length === 0) return;
        if (random.chance(0.5)) await deleteFlight(db, owner.principal, random.pick(ids));
        else if (random.chance(0.5)) await db.flight.deleteMany({ where: { id: { in: ids.filter(() => random.chance(0.15)) } } });
        else await db.seat.deleteMany({ where: { id: { in: (await db.seat.findMany({ select: { id: true } })).filter(() => random.chance(0.1)).map((s) => s.id) } } });
      },
      async replaceUser() {
        const index = 2;
        await db.user.delete({ where: { id: users[index]!.id } });
        users[index] = await createUser(db);
      },
    };
    const weights: [keyof typeof operations, number][] = [
      ["saveNew", 5],
      ["insertMany", 4],
      ["changeDistance", 3],
      ["editSeats", 3],
      ["deleteSome", 2],
      ["replaceUser", 1],
    ];
    const bag = weights.flatMap(([name, weight]) => Array<keyof typeof operations>(weight).fill(name));
    const done = new Set<string>();
    for (let batch = 0; batch < 8; batch++) {
      for (let i = 0; i < 10; i++) {
        const name = random.pick(bag);
        await operations[name]!();
        done.add(name);
      }
      await expectConsistentRollup();
      await expectCo2Agrees(users, instants);
    }
    expect([...done].sort()).toStrictEqual(weights.map(([name]) => name).sort());
    const hauls = new Set((await db.flight.findMany({ select: { distanceKm: true } })).map((f) => haulOf(f.distanceKm)));
    expect(hauls.size).toBe(3);
  });
});
