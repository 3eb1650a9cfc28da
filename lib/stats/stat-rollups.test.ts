import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectOf, type Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import type { TestDb } from "@/test/support/test-db";
import { deleteFlight } from "@/lib/flights/delete-flight";
import type { FlightInput, SeatInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import {
  AIRCRAFT_FIXTURES,
  AIRLINE_FIXTURES,
  AIRPORT_FIXTURES,
  createUser,
  type ReferenceFixtureIds,
  type TestUser,
} from "@/test/support/fixtures";
import { Random } from "@/lib/random";
import { naiveContractStats } from "@/test/oracles/naive-stats";
import { getStats } from "./get-stats";
import { createStatsWorld } from "@/test/support/stats-world";
import { refillStatRollups, rebuildStatRollups } from "./rebuild-stat-rollups";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import { distancesDiffer, exactPart, expectedRollups, readRollups, type RollupSnapshot } from "@/test/oracles/rollup-snapshot";
import { authorized } from "@/test/support/authorized-scope";
import { rollupDisagreements } from "./rollups/rollup-agreement";
import { getDashboardCharts } from "./dashboard/get-dashboard-charts";
import { naiveCharts } from "@/test/oracles/naive-charts";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";

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

async function add(input: FlightInput, users: TestUser[] = [alice], guests: string[] = [], seatOf: () => Partial<SeatInput> = () => ({})): Promise<number> {
  const seats: SeatInput[] = [...users.map((u) => ({ userId: u.id, ...seatOf() })), ...guests.map((guestName) => ({ guestName, ...seatOf() }))];
  return (await saveFlight(db, owner.principal, { ...input, seats })).id;
}

/**
 * The rollups equal the JS oracle and what their declarations compute, and a rebuild (computed in a transaction
 * that is then rolled back) equals both.
 */
async function expectConsistentRollups(): Promise<RollupSnapshot> {
  expect(await rollupDisagreements(db, dialectOf(db))).toStrictEqual([]);
  const live = await readRollups(db);
  const expected = await expectedRollups(db);
  expect(exactPart(live)).toStrictEqual(exactPart(expected));
  expect(distancesDiffer(live, expected)).toStrictEqual([]);
  const rebuilt = await rebuiltRollups();
  expect(exactPart(rebuilt)).toStrictEqual(exactPart(live));
  expect(distancesDiffer(rebuilt, live)).toStrictEqual([]);
  return live;
}

class Rollback extends Error {}

async function rebuiltRollups(): Promise<RollupSnapshot> {
  let rebuilt: RollupSnapshot | undefined;
  await db
    .$transaction(async (tx) => {
      await refillStatRollups(tx, dialectOf(db));
      rebuilt = await readRollups(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return rebuilt!;
}

/** getStats equals the naive load-and-aggregate computation for '*' and for every user, at each instant. */
async function expectStatsAgree(users: TestUser[], instants: Date[]): Promise<void> {
  for (const now of instants) {
    expect(await getStats(db, await authorized(db, owner.principal, { kind: "all" }), now, { cache: false })).toStrictEqual(await naiveContractStats(db, null, now));
    for (const user of users) {
      const stats = await getStats(db, await authorized(db, owner.principal, { kind: "user", userId: user.id }), now, { cache: false });
      expect(stats).toStrictEqual(await naiveContractStats(db, user.id, now));
    }
  }
}

/** The dashboard's period and breakdown charts equal a naive computation for '*' and for every user, at each instant. */
async function expectChartsAgree(users: TestUser[], instants: Date[]): Promise<void> {
  for (const now of instants) {
    for (const userId of [null, ...users.map((u) => u.id)]) {
      const scope = await authorized(db, owner.principal, userId === null ? { kind: "all" } : { kind: "user", userId });
      const { perYear, perMonth, seatClasses, seatPositions, flightReasons } = await getDashboardCharts(db, scope, now);
      expect({ perYear, perMonth, seatClasses, seatPositions, flightReasons }, `${userId ?? "all"} at ${now.toISOString()}`).toStrictEqual(
        await naiveCharts(db, userId, now),
      );
    }
  }
}

describe("statistics rollups", () => {
  it("deleting a flight takes it off '*' and off every user holding a seat on it, once", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01", airline: "SWR", aircraft: "A320" }, [alice, bob], ["Maya"]);
    const doomed = await add({ from: "ZRH", to: "LHR", date: "2024-01-02", airline: "SWR", aircraft: "A320" }, [alice, bob], ["Noah"]);
    await deleteFlight(db, owner.principal, doomed);
    // counted twice (by the flight's trigger and again by its seats' cascaded deletes), alice would be left with 0
    const live = await expectConsistentRollups();
    expect(live.totals[alice.id]).toStrictEqual([1, 0]);
    expect(live.routes[`${alice.id}|${ref.airports.ZRH}|${ref.airports.LHR}`]).toBe(1);
    expect(live.airlines[`${ALL_SCOPE}|${ref.airlines.SWR}`]).toBe(1);

    // plain SQL, several flights in one statement, no app code involved
    await add({ from: "ZRH", to: "LHR", date: "2024-01-03" }, [alice]);
    await db.$executeRaw`DELETE FROM "Flight" WHERE "date" >= ${"2024-01-01"}`;
    expect(await readRollups(db)).toStrictEqual(await expectedRollups(db));
    expect((await readRollups(db)).flightEnds).toStrictEqual([]);
  });

  it("a seat's cascaded delete no longer sees its flight (what Flight_stat_delete relies on)", async () => {
    const postgres = dialectOf(db) === "postgresql";
    // a probe trigger beside the real ones records, for each seat deleted, whether its flight is still visible
    if (postgres) {
      await db.$executeRawUnsafe(`CREATE FUNCTION "probe_seat_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO "AppMeta" ("key", "value")
            SELECT 'probe:' || o."id", (SELECT COUNT(*) FROM "Flight" f WHERE f."id" = o."flightId")::TEXT FROM old_rows o;
          RETURN NULL;
        END; $$`);
      await db.$executeRawUnsafe(`CREATE TRIGGER "probe_seat_delete" AFTER DELETE ON "Seat"
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "probe_seat_delete"()`);
    } else {
      await db.$executeRawUnsafe(`CREATE TRIGGER "probe_seat_delete" AFTER DELETE ON "Seat" BEGIN
        INSERT INTO "AppMeta" ("key", "value") VALUES ('probe:' || OLD."id", (SELECT COUNT(*) FROM "Flight" f WHERE f."id" = OLD."flightId"));
      END`);
    }
    try {
      const id = await add({ from: "LHR", to: "JFK", date: "2024-02-01" }, [alice, bob]);
      const kept = await add({ from: "LHR", to: "JFK", date: "2024-02-02" }, [alice]);
      await db.flight.delete({ where: { id } });
      const cascaded = await db.appMeta.findMany({ where: { key: { startsWith: "probe:" } } });
      expect(cascaded.map((row) => row.value)).toStrictEqual(["0", "0"]);
      // a seat deleted on its own does see its flight, and takes it off its user
      await db.seat.deleteMany({ where: { flightId: kept } });
      const direct = await db.appMeta.findMany({ where: { key: { startsWith: "probe:" } } });
      expect(direct.map((row) => row.value).sort()).toStrictEqual(["0", "0", "1"]);
      expect((await readRollups(db)).totals[alice.id]).toBeUndefined();
      await expectConsistentRollups();
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER "probe_seat_delete"${postgres ? ` ON "Seat"` : ""}`);
      if (postgres) await db.$executeRawUnsafe(`DROP FUNCTION "probe_seat_delete"()`);
      await db.appMeta.deleteMany({ where: { key: { startsWith: "probe:" } } });
    }
  });

  it("a flight from and to the same airport counts that airport twice, and leaves no row behind", async () => {
    const loop = await add({ from: "EDKB", to: "EDKB", date: "2024-01-01" });
    let live = await expectConsistentRollups();
    expect(live.airports[`${alice.id}|${ref.airports.EDKB}`]).toBe(2);
    expect(live.airports[`${ALL_SCOPE}|${ref.airports.EDKB}`]).toBe(2);
    expect(live.routes[`${ALL_SCOPE}|${ref.airports.EDKB}|${ref.airports.EDKB}`]).toBe(1);

    // moved to an ordinary route and back: both airports of the old route drop out
    await saveFlight(db, owner.principal, { id: loop, from: "ZRH", to: "LHR" });
    live = await expectConsistentRollups();
    expect(live.airports[`${alice.id}|${ref.airports.EDKB}`]).toBeUndefined();
    await saveFlight(db, owner.principal, { id: loop, from: "EDKB", to: "EDKB" });
    await add({ from: "EDKB", to: "EDKB", date: "2024-01-02" }, [alice, bob]);
    live = await expectConsistentRollups();
    expect(live.airports[`${alice.id}|${ref.airports.EDKB}`]).toBe(4);
    expect(live.airports[`${bob.id}|${ref.airports.EDKB}`]).toBe(2);
    expect(live.airports[`${alice.id}|${ref.airports.ZRH}`]).toBeUndefined();

    await db.flight.delete({ where: { id: loop } });
    live = await expectConsistentRollups();
    expect(live.airports[`${alice.id}|${ref.airports.EDKB}`]).toBe(2);
    await db.flight.deleteMany();
    expect(await readRollups(db)).toStrictEqual({ totals: {}, distances: {}, airports: {}, airlines: {}, aircraft: {}, routes: {}, flightEnds: [], seatEnds: [], periods: {}, periodDistances: {}, breakdowns: {}, seatPeriods: {}, seatPeriodDistances: {}, periodEntries: {}, seatEndMonths: {}, seatEndMonthDistances: {}, flightEndMonths: {}, flightEndMonthDistances: {} });
  });

  it("a raw SQL write of one column at a time moves the flight in every rollup", async () => {
    const id = await add({ from: "ZRH", to: "LHR", date: "2024-01-01" }, [alice, bob], ["Guest"]);
    // each alone: the distance is left as it was, so nothing else tells a trigger that the flight moved
    for (const [column, value] of [
      ["fromId", ref.airports.JFK],
      ["toId", ref.airports.SIN],
      ["endsAt", new Date("2024-09-01T00:00:00Z")],
      ["date", "2024-08-31"],
      ["flightReason", "business"],
      ["distanceKm", 1234.5],
    ] as const) {
      await db.$executeRaw(Prisma.sql`UPDATE "Flight" SET ${Prisma.raw(`"${column}"`)} = ${value} WHERE "id" = ${id}`);
      await expectConsistentRollups();
    }
  });

  it("distances added and taken away again leave no negative kilometres", async () => {
    await add({ from: "EDKB", to: "EDKB", date: "2024-01-01" }); // 0 km
    const flights: number[] = [];
    for (const km of [0.3, 0.6]) {
      const [row] = await db.$queryRaw<{ id: number | bigint }[]>`
        INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "endsAt", "sortAt", "updatedAt")
        VALUES (${ref.airports.ZRH}, ${ref.airports.LHR}, ${"2024-01-02"}, ${km}, ${NOW}, ${NOW}, ${NOW}) RETURNING "id"`;
      flights.push(Number(row!.id));
      await db.seat.create({ data: { flightId: Number(row!.id), userId: alice.id } });
    }
    for (const id of flights) await db.flight.delete({ where: { id } });
    // 0 + 0.3 + 0.6 − 0.3 − 0.6 is −1.1e-16 in floating point
    expect((await readRollups(db)).distances[alice.id]).toBeLessThan(0);
    const stats = await getStats(db, await authorized(db, alice.principal, { kind: "mine" }), NOW, { cache: false });
    expect(stats).toMatchObject({ flights: 1, airports: 1 });
    expect(Object.is(stats.distanceKm, 0)).toBe(true);
  });

  it("deleting a user drains their scope to nothing and leaves '*' and the other users alone", async () => {
    const carol = await createUser(db, { username: "carol" });
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01", airline: "SWR" }, [carol, alice]);
    await add({ from: "LHR", to: "JFK", date: "2024-08-01", aircraft: "B77W" }, [carol], ["Guest"]); // upcoming
    await add({ from: "JFK", to: "LAX", date: "2024-01-03" }, [carol]);
    const before = await readRollups(db);
    expect(before.totals[carol.id]).toStrictEqual([3, 0]);

    await db.user.delete({ where: { id: carol.id } });
    const after = await expectConsistentRollups();
    const carolsRows = (s: RollupSnapshot) =>
      [...Object.keys(s.totals), ...Object.keys(s.airports), ...Object.keys(s.airlines), ...Object.keys(s.aircraft), ...Object.keys(s.routes), ...s.flightEnds].filter(
        (key) => key.split("|")[0] === carol.id,
      );
    expect(carolsRows(before).length).toBeGreaterThan(10);
    expect(carolsRows(after)).toStrictEqual([]);
    expect(after.totals[ALL_SCOPE]).toStrictEqual([3, 0]);
    expect(after.totals[alice.id]).toStrictEqual([1, 0]);
  });

  it("concurrent writers leave the rollups exact (and do not deadlock on them)", async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add({ from: i % 2 ? "ZRH" : "LHR", to: "JFK", date: `2024-0${1 + (i % 9)}-01` }, [alice, bob], ["Guest"])),
    );
    // every write touches the same rollup rows ('*', alice, bob; JFK); each flight is written by one of them only
    // (writers of the same flight: lib/db/write-lock.test.ts)
    const writes = [
      ...ids.slice(0, 4).map((id) => () => deleteFlight(db, owner.principal, id)),
      ...ids.slice(4, 8).map((id) => () => saveFlight(db, owner.principal, { id, to: "SIN", seats: [{ userId: bob.id }] })),
      ...Array.from({ length: 6 }, (_, i) => () => add({ from: "JFK", to: i % 2 ? "ZRH" : "LHR", date: "2024-08-01" }, i % 2 ? [alice] : [bob, alice])),
      () => db.seat.deleteMany({ where: { userId: alice.id, flightId: { in: ids.slice(8) } } }),
    ];
    await Promise.all(writes.map((write) => write()));
    await expectConsistentRollups();
  });

  it("rebuildStatRollups repairs rollups that went wrong", async () => {
    await add({ from: "ZRH", to: "LHR", date: "2024-01-01", airline: "SWR", aircraft: "A320" }, [alice, bob]);
    await add({ from: "SIN", to: "SYD", date: "2024-09-01" }, [bob]);
    const good = await expectConsistentRollups();
    await db.$executeRaw`UPDATE "StatAirport" SET "flights" = "flights" + 5`;
    await db.$executeRaw`DELETE FROM "StatRoute" WHERE "scope" = ${ALL_SCOPE}`;
    await db.$executeRaw`DELETE FROM "StatFlightEnd"`;
    expect(exactPart(await readRollups(db))).not.toStrictEqual(exactPart(good));
    await rebuildStatRollups(db);
    expect(exactPart(await readRollups(db))).toStrictEqual(exactPart(good));
  });

  it("random writes through every path keep the rollups exact and the statistics equal to a naive computation", async () => {
    const random = new Random(20261122);
    const airports = Object.keys(AIRPORT_FIXTURES) as (keyof typeof AIRPORT_FIXTURES)[];
    const airlines = Object.keys(AIRLINE_FIXTURES) as (keyof typeof AIRLINE_FIXTURES)[];
    const aircraft = Object.keys(AIRCRAFT_FIXTURES) as (keyof typeof AIRCRAFT_FIXTURES)[];
    const users: TestUser[] = [alice, bob, await createUser(db, { username: "dave" }), await createUser(db, { username: "erin" })];
    const instants = [NOW, new Date("2024-03-01T00:00:00Z"), new Date("2025-01-01T00:00:00Z")];
    const pad = (n: number) => String(n).padStart(2, "0");
    const day = () => `2024-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`; // about half after NOW
    // any precision, in 2023 to 2025 (so that the per-year chart has gaps and edges)
    const anyDate = () => {
      const [year, month] = [2023 + random.int(3), pad(1 + random.int(12))];
      return random.pick([`${year}`, `${year}-${month}`, `${year}-${month}-${pad(1 + random.int(28))}`, day()]);
    };
    const maybe = <T,>(values: readonly T[]): T | null => (random.chance(0.7) ? random.pick(values) : null);
    // one airframe written four ways, another, and none
    const registration = () => random.pick(["HB-JCA", "hb jca", "HBJCA", "hb-j ca", "D-AIBL", null]);
    const seatValues = () => ({ seatClass: maybe(SEAT_CLASSES), seat: maybe(SEAT_POSITIONS) });
    const someUsers = () => users.filter(() => random.chance(0.4)).slice(0, 3);
    // in id order: the random picks then follow the seed alike on both databases
    const flightIds = async () => (await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((f) => f.id);

    const operations: Record<string, () => Promise<unknown>> = {
      // the app's write path: one flight, its seats in one multi-row INSERT
      async saveNew() {
        const holders = someUsers();
        const date = day();
        const timed = random.chance(0.5);
        await add(
          {
            from: random.pick(airports),
            to: random.chance(0.1) ? "EDKB" : random.pick(airports),
            ...(timed ? { departure: `${date}T0${random.int(10)}:15Z`, arrival: `${date}T1${random.int(10)}:40:0${random.int(10)}.${100 + random.int(900)}Z` } : { date: anyDate() }),
            airline: random.chance(0.7) ? random.pick(airlines) : null,
            aircraft: random.chance(0.7) ? random.pick(aircraft) : null,
            flightReason: maybe(FLIGHT_REASONS),
            aircraftReg: registration(),
          },
          holders.length > 0 ? holders : [random.pick(users)],
          random.chance(0.3) ? ["Guest"] : [],
          seatValues,
        );
      },
      // an import or the benchmark: several flights in one INSERT, then their seats in another
      async insertMany() {
        const rows = Array.from({ length: 1 + random.int(4) }, () => {
          const endsAt = new Date(Date.UTC(2024, random.int(12), 1 + random.int(28), random.int(24)));
          const precision = random.pick(["day", "month", "year"]);
          return Prisma.sql`(${ref.airports[random.pick(airports)]}, ${ref.airports[random.pick(airports)]}, ${`${2023 + random.int(3)}-${pad(1 + random.int(12))}-01`},
            ${precision}, ${maybe(FLIGHT_REASONS)}, ${registration()},
            ${random.chance(0.8) ? ref.airlines[random.pick(airlines)] : null}, ${random.chance(0.8) ? ref.aircraft[random.pick(aircraft)] : null},
            ${100 + random.next() * 9000}, ${random.chance(0.7) ? 600 + random.int(50_000) : null}, ${endsAt}, ${endsAt}, ${endsAt})`;
        });
        const ids = await db.$queryRaw<{ id: number | bigint }[]>`
          INSERT INTO "Flight" ("fromId", "toId", "date", "datePrecision", "flightReason", "aircraftReg", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "endsAt", "sortAt", "updatedAt")
          VALUES ${Prisma.join(rows)} RETURNING "id"`;
        const seats = ids.flatMap(({ id }) => [
          ...someUsers().map((u) => ({ flightId: Number(id), userId: u.id, ...seatValues() })),
          ...(random.chance(0.3) ? [{ flightId: Number(id), guestName: "Guest", ...seatValues() }] : []),
        ]);
        if (seats.length > 0) await db.seat.createMany({ data: seats });
      },
      // an edit in the app: route, airline, aircraft, times, and sometimes the seats
      async saveEdit() {
        const ids = await flightIds();
        if (ids.length === 0) return;
        const holders = someUsers();
        await saveFlight(db, owner.principal, {
          id: random.pick(ids),
          from: random.pick(airports),
          to: random.pick(airports),
          airline: random.chance(0.5) ? random.pick(airlines) : null,
          aircraft: random.chance(0.5) ? random.pick(aircraft) : null,
          // no time, or a new departure (another hour on the origin's clock)
          ...(random.chance(0.5) ? { date: anyDate(), departure: null, arrival: null } : random.chance(0.5) ? { departure: `${day()}T${pad(random.int(24))}:45Z`, arrival: null } : {}),
          ...(random.chance(0.3) ? { flightReason: maybe(FLIGHT_REASONS) } : {}),
          ...(random.chance(0.3) ? { aircraftReg: registration() } : {}),
          ...(random.chance(0.4) && holders.length > 0 ? { seats: holders.map((u) => ({ userId: u.id, ...seatValues() })) } : {}),
        });
      },
      // raw updates, one row and several rows per statement, including columns the statistics ignore
      async updateRaw() {
        const ids = await flightIds();
        if (ids.length === 0) return;
        const picked = ids.filter(() => random.chance(0.3));
        const endsAt = new Date(Date.UTC(2024, random.int(12), 1 + random.int(28)));
        await db.flight.update({
          where: { id: random.pick(ids) },
          data: { distanceKm: random.next() * 5000, durationSeconds: random.chance(0.5) ? random.int(40_000) : null, endsAt },
        });
        await db.flight.updateMany({ where: { id: { in: picked } }, data: { airlineId: random.chance(0.5) ? ref.airlines[random.pick(airlines)] : null } });
        await db.flight.updateMany({ where: { id: { in: picked } }, data: { notes: "edited" } });
        // only the period or the reason: nothing but StatPeriod, StatBreakdown and StatFlightEnd change
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.3)) } }, data: { flightReason: maybe(FLIGHT_REASONS) } });
        await db.flight.update({ where: { id: random.pick(ids) }, data: { date: `${2023 + random.int(3)}-0${1 + random.int(9)}-01`, datePrecision: random.pick(["day", "month", "year"]) } });
        // only the registration, one row and several: the airframe breakdown alone changes
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.3)) } }, data: { aircraftReg: registration() } });
        // the departure time dropped, several rows in one statement: the hour breakdown alone changes
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.2)) } }, data: { departure: null, arrival: null, durationSeconds: null, departureHour: null } });
        // only the end instant: nothing but StatFlightEnd changes, and which flights count
        await db.flight.updateMany({ where: { id: { in: ids.filter(() => random.chance(0.3)) } }, data: { endsAt: new Date(endsAt.getTime() + 86_400_000) } });
      },
      // a seat handed to another user, turned into a guest's, or moved to another flight
      async moveSeat() {
        const seats = await db.seat.findMany({ orderBy: { id: "asc" } });
        const seat = seats.length > 0 ? random.pick(seats) : undefined;
        if (!seat) return;
        const taken = (flightId: number, userId: string) => seats.some((s) => s.flightId === flightId && s.userId === userId);
        const choice = random.int(3);
        if (choice === 0) {
          const user = random.pick(users);
          if (!taken(seat.flightId, user.id)) await db.seat.update({ where: { id: seat.id }, data: { userId: user.id, guestName: null } });
        } else if (choice === 1) {
          await db.seat.update({ where: { id: seat.id }, data: { userId: null, guestName: "Former" } });
        } else {
          const target = random.pick(await flightIds());
          if (seat.userId === null || !taken(target, seat.userId)) await db.seat.update({ where: { id: seat.id }, data: { flightId: target } });
        }
      },
      // only a seat's class or position, one seat and several per statement
      async editSeat() {
        const seats = await db.seat.findMany({ select: { id: true }, orderBy: { id: "asc" } });
        if (seats.length === 0) return;
        await db.seat.update({ where: { id: random.pick(seats).id }, data: random.chance(0.5) ? { seatClass: maybe(SEAT_CLASSES) } : { seat: maybe(SEAT_POSITIONS) } });
        await db.seat.updateMany({ where: { id: { in: seats.filter(() => random.chance(0.2)).map((x) => x.id) } }, data: seatValues() });
      },
      async deleteSeats() {
        const seats = await db.seat.findMany({ select: { id: true }, orderBy: { id: "asc" } });
        const picked = seats.filter(() => random.chance(0.1)).map((s) => s.id);
        await db.seat.deleteMany({ where: { id: { in: picked } } });
      },
      async deleteFlights() {
        const ids = await flightIds();
        if (ids.length === 0) return;
        if (random.chance(0.5)) await deleteFlight(db, owner.principal, random.pick(ids));
        else await db.flight.deleteMany({ where: { id: { in: ids.filter(() => random.chance(0.15)) } } });
      },
      async replaceUser() {
        const index = random.int(users.length);
        const gone = users[index]!;
        if (gone === alice || gone === bob) return; // the fixtures other tests use stay
        await db.user.delete({ where: { id: gone.id } });
        users[index] = await createUser(db);
      },
    };
    const weights: [keyof typeof operations, number][] = [
      ["saveNew", 6],
      ["insertMany", 3],
      ["saveEdit", 3],
      ["updateRaw", 2],
      ["moveSeat", 3],
      ["editSeat", 2],
      ["deleteSeats", 1],
      ["deleteFlights", 2],
      ["replaceUser", 1],
    ];
    const bag = weights.flatMap(([name, weight]) => Array<keyof typeof operations>(weight).fill(name));
    const done = new Map<string, number>();
    for (let batch = 0; batch < 10; batch++) {
      for (let i = 0; i < 12; i++) {
        // each batch opens with the next kind of write in turn, so every kind runs whatever the random picks
        const name = i === 0 ? weights[batch % weights.length]![0] : random.pick(bag);
        await operations[name]!();
        done.set(name, (done.get(name) ?? 0) + 1);
      }
      await expectConsistentRollups();
      await expectStatsAgree(users, instants);
      await expectChartsAgree(users, instants);
    }
    // every kind of write happened, and the data ended up neither empty nor all in the past or the future
    expect([...done.keys()].sort()).toStrictEqual(weights.map(([name]) => name).sort());
    const flights = await db.flight.findMany({ select: { endsAt: true } });
    expect(flights.some((f) => f.endsAt > NOW) && flights.some((f) => f.endsAt <= NOW)).toBe(true);
  });
});
