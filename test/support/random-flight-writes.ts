import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/prisma";
import { AIRCRAFT_FIXTURES, AIRLINE_FIXTURES, AIRPORT_FIXTURES, createUser, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import { deleteFlight } from "@/lib/flights/delete-flight";
import { saveFlight } from "@/lib/flights/save-flight";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { Random } from "@/lib/random";
import { createStatsWorld } from "@/test/support/stats-world";
import type { TestDb } from "@/test/support/test-db";

export interface RandomWritesWorld {
  db: Db;
  ref: ReferenceFixtureIds;
  owner: TestUser;
  /** the travellers; the third is deleted and replaced now and then (its seats go by cascade) */
  users: TestUser[];
}

/** The statistics world (createStatsWorld) with a third traveller, for runRandomFlightWrites. */
export async function createRandomWritesWorld(): Promise<RandomWritesWorld & { t: TestDb }> {
  const { t, db, ref, owner, alice, bob } = await createStatsWorld();
  return { t, db, ref, owner, users: [alice, bob, await createUser(db, { username: "carol" })] };
}

/**
 * Seeded writes of "Flight" and "Seat" through every path the triggers see: the app's save and delete, raw SQL of
 * one row and of several, seats moved between users and flights, a user's cascade. Every kind runs once first, then
 * `steps` picks in all, weighted; `afterEach` runs after each write. Answers the kinds that ran and all the kinds.
 */
export async function runRandomFlightWrites(
  { db, ref, owner, users }: RandomWritesWorld,
  seed: number,
  steps: number,
  afterEach: (step: number, kind: string) => Promise<void>,
): Promise<{ ran: string[]; kinds: string[] }> {
  const random = new Random(seed);
  const airports = Object.keys(AIRPORT_FIXTURES) as (keyof typeof AIRPORT_FIXTURES)[];
  const airlines = Object.keys(AIRLINE_FIXTURES) as (keyof typeof AIRLINE_FIXTURES)[];
  const aircraft = Object.keys(AIRCRAFT_FIXTURES) as (keyof typeof AIRCRAFT_FIXTURES)[];
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = () => `${2023 + random.int(3)}-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
  const maybe = <T,>(values: readonly T[]): T | null => (random.chance(0.7) ? random.pick(values) : null);
  const seatValues = () => ({ seatClass: maybe(SEAT_CLASSES), seat: maybe(SEAT_POSITIONS) });
  const holders = () => {
    const some = users.filter(() => random.chance(0.5));
    return some.length > 0 ? some : [random.pick(users)];
  };
  const flightIds = async () => (await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((f) => f.id);
  const seatIds = async () => (await db.seat.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((s) => s.id);

  const writes: Record<string, () => Promise<unknown>> = {
    async saveNew() {
      const date = day();
      await saveFlight(db, owner.principal, {
        from: random.pick(airports),
        to: random.chance(0.1) ? "EDKB" : random.pick(airports),
        ...(random.chance(0.5) ? { departure: `${date}T${pad(random.int(24))}:10Z` } : { date: random.pick([date, date.slice(0, 7), date.slice(0, 4)]) }),
        airline: random.chance(0.7) ? random.pick(airlines) : null,
        aircraft: random.chance(0.7) ? random.pick(aircraft) : null,
        flightReason: maybe(FLIGHT_REASONS),
        aircraftReg: random.pick(["HB-JCA", "hb jca", null]),
        seats: [...holders().map((u) => ({ userId: u.id, ...seatValues() })), ...(random.chance(0.3) ? [{ guestName: "Guest", ...seatValues() }] : [])],
      });
    },
    async saveEdit() {
      const ids = await flightIds();
      if (ids.length === 0) return;
      const seated = holders();
      await saveFlight(db, owner.principal, {
        id: random.pick(ids),
        from: random.pick(airports),
        airline: random.chance(0.5) ? random.pick(airlines) : null,
        ...(random.chance(0.5) ? { date: day(), departure: null, arrival: null } : {}),
        ...(seated.length > 0 && random.chance(0.5) ? { seats: seated.map((u) => ({ userId: u.id, ...seatValues() })) } : {}),
      });
    },
    async rawInsert() {
      const endsAt = new Date(Date.UTC(2023 + random.int(3), random.int(12), 1 + random.int(28), random.int(24)));
      const [row] = await db.$queryRaw<{ id: number | bigint }[]>`
        INSERT INTO "Flight" ("fromId", "toId", "date", "datePrecision", "flightReason", "airlineId", "aircraftId", "distanceKm", "durationSeconds", "departureHour", "endsAt", "sortAt", "updatedAt")
        VALUES (${ref.airports[random.pick(airports)]}, ${ref.airports[random.pick(airports)]}, ${day()}, ${random.pick(["day", "month", "year"])}, ${maybe(FLIGHT_REASONS)},
          ${random.chance(0.7) ? ref.airlines[random.pick(airlines)] : null}, ${random.chance(0.7) ? ref.aircraft[random.pick(aircraft)] : null},
          ${100 + random.next() * 9000}, ${random.chance(0.7) ? random.int(50_000) : null}, ${random.chance(0.5) ? random.int(24) : null}, ${endsAt}, ${endsAt}, ${endsAt}) RETURNING "id"`;
      for (const user of holders()) {
        await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId", "seatClass") VALUES (${Number(row!.id)}, ${user.id}, ${maybe(SEAT_CLASSES)})`;
      }
    },
    // several rows in one statement, each column the rollups read
    async rawUpdate() {
      const ids = (await flightIds()).filter(() => random.chance(0.4));
      if (ids.length === 0) return;
      const set = random.pick([
        Prisma.sql`"distanceKm" = ${random.next() * 8000}`,
        Prisma.sql`"endsAt" = ${new Date(Date.UTC(2024, random.int(12), 1 + random.int(28)))}`,
        Prisma.sql`"date" = ${day()}, "datePrecision" = ${random.pick(["day", "month", "year"])}`,
        Prisma.sql`"toId" = ${ref.airports[random.pick(airports)]}, "aircraftId" = ${random.chance(0.5) ? ref.aircraft[random.pick(aircraft)] : null}`,
        Prisma.sql`"departureHour" = ${random.chance(0.5) ? random.int(24) : null}, "aircraftReg" = ${random.pick(["D-AIBL", null])}`,
        Prisma.sql`"durationSeconds" = ${random.chance(0.5) ? random.int(40_000) : null}, "flightReason" = ${maybe(FLIGHT_REASONS)}`,
      ]);
      await db.$executeRaw`UPDATE "Flight" SET ${set} WHERE "id" IN (${Prisma.join(ids)})`;
    },
    async rawSeat() {
      const [seats, ids] = [await seatIds(), await flightIds()];
      if (seats.length === 0) return;
      const id = random.pick(seats);
      const choice = random.int(4);
      if (choice === 0) await db.$executeRaw`UPDATE "Seat" SET "seatClass" = ${maybe(SEAT_CLASSES)}, "seat" = ${maybe(SEAT_POSITIONS)} WHERE "id" = ${id}`;
      else if (choice === 1) await db.$executeRaw`UPDATE "Seat" SET "userId" = NULL, "guestName" = ${"Former"} WHERE "id" = ${id}`;
      else if (choice === 2) await db.$executeRaw`DELETE FROM "Seat" WHERE "id" = ${id}`;
      else {
        // moved to another flight where its holder has no seat yet
        const target = random.pick(ids);
        const { userId } = await db.seat.findUniqueOrThrow({ where: { id } });
        if (userId === null || (await db.seat.count({ where: { flightId: target, userId } })) === 0) await db.$executeRaw`UPDATE "Seat" SET "flightId" = ${target} WHERE "id" = ${id}`;
      }
    },
    async deleteFlights() {
      const ids = await flightIds();
      if (ids.length === 0) return;
      if (random.chance(0.5)) await deleteFlight(db, owner.principal, random.pick(ids));
      else await db.$executeRaw`DELETE FROM "Flight" WHERE "id" IN (${Prisma.join(ids.filter(() => random.chance(0.2)).concat(-1))})`;
    },
    async replaceUser() {
      const index = 2; // alice and bob stay
      await db.user.delete({ where: { id: users[index]!.id } });
      users[index] = await createUser(db);
    },
  };
  const bag: (keyof typeof writes)[] = ["saveNew", "saveNew", "saveNew", "saveEdit", "rawInsert", "rawInsert", "rawUpdate", "rawUpdate", "rawSeat", "rawSeat", "deleteFlights", "replaceUser"];
  const ran = new Set<string>();
  for (let step = 0; step < steps; step++) {
    const kind = step < bag.length ? bag[step]! : random.pick(bag);
    await writes[kind]!();
    ran.add(kind);
    await afterEach(step, kind);
  }
  return { ran: [...ran].sort(), kinds: Object.keys(writes).sort() };
}
