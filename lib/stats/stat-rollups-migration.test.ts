import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, migrationsDir } from "@/lib/db/migrate";
import { createTestDb } from "@/test/support/test-db";
import { createUserRow, seedReferenceFixtures } from "@/test/support/fixtures";
import { naiveContractStats } from "@/test/oracles/naive-stats";
import { getStats } from "./get-stats";
import { fillStatRollups, STAT_ROLLUP_TABLES } from "./rebuild-stat-rollups";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { ROLLUPS } from "./rollups/declarations";
import { rowDifferences, tableRows, type RollupRows } from "./rollups/rollup-agreement";
import { dialectOf, type Db } from "@/lib/db/client";
import type { Dialect } from "@/lib/config/database-url";
import { saveFlight } from "@/lib/flights/save-flight";
import type { SeatInput } from "@/lib/flights/flight-input";
import { createStatsWorld } from "@/test/support/stats-world";
import { authorized } from "@/test/support/authorized-scope";

const MIGRATION = "20261122000000_stat_rollups";
const DASHBOARD_MIGRATION = "20261125000000_dashboard_rollups";
const BREAKDOWN_MIGRATION = "20261126153000_breakdown_figures";
const HOUR_MIGRATION = "20261127010000_departure_hour";
/** The rollup tables each migration fills. */
const FILLED_BY: Record<string, readonly string[]> = {
  [MIGRATION]: ["StatTotal", "StatAirport", "StatAirline", "StatAircraft", "StatRoute"],
  [DASHBOARD_MIGRATION]: ["StatFlightEnd", "StatPeriod", "StatBreakdown"],
  "20261127040000_upcoming_covering": ["StatSeatEnd"],
  "20261126150000_co2_rollup": ["StatCo2"],
  "20261127060000_seat_period": ["StatSeatPeriod"],
  "20261127070000_period_entries": ["StatPeriodEntry"],
};

describe(`migration ${MIGRATION}`, () => {
  it("fills the rollups from the flights and seats written before it", async () => {
    // Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
    const t = await createTestDb({ before: MIGRATION });
    const { db } = t;
    try {
      const ref = await seedReferenceFixtures(db);
      const owner = await createUserRow(db, { role: "owner" });
      const [alice, bob] = [await createUserRow(db), await createUserRow(db)];
      // Raw SQL throughout: the app's writers know columns that later migrations add.
      const flight = async (from: number, to: number, date: string, userIds: string[], extra: { airlineId?: number; aircraftId?: number } = {}) => {
        const at = new Date(`${date}T12:00:00Z`);
        const ends = new Date(at.getTime() + 24 * 3600_000); // date-only: completed once the day is over
        await db.$executeRaw`INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "durationSeconds", "endsAt", "sortAt", "updatedAt", "airlineId", "aircraftId")
          VALUES (${from}, ${to}, ${date}, ${812.5}, ${null}, ${ends}, ${at}, ${at}, ${extra.airlineId ?? null}, ${extra.aircraftId ?? null})`;
        const id = (await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Flight" WHERE "date" = ${date}`)[0]!.id;
        for (const userId of userIds) await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId") VALUES (${id}, ${userId})`;
        await db.$executeRaw`INSERT INTO "Seat" ("flightId", "guestName") VALUES (${id}, ${"Guest"})`;
      };
      await flight(ref.airports.ZRH, ref.airports.LHR, "2024-01-01", [alice.id, bob.id], { airlineId: ref.airlines.SWR, aircraftId: ref.aircraft.A320 });
      await flight(ref.airports.EDKB, ref.airports.EDKB, "2024-02-01", [alice.id]);
      await flight(ref.airports.LHR, ref.airports.JFK, "2024-09-01", [bob.id], { airlineId: ref.airlines.BAW }); // after `now` below
      await db.$executeRaw`INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "durationSeconds", "endsAt", "sortAt", "updatedAt")
        VALUES (${ref.airports.SIN}, ${ref.airports.SYD}, ${"2024-03-01"}, ${6300.25}, ${27000}, ${new Date("2024-03-01T20:00:00Z")}, ${new Date("2024-03-01T12:00:00Z")}, ${new Date()})`;
      expect(await db.flight.count()).toBe(4);

      expect((await migrate(t.url))[0]).toBe(MIGRATION);
      const live = await readRollups(db);
      const expected = await expectedRollups(db);
      expect(exactPart(live)).toStrictEqual(exactPart(expected));
      expect(distancesDiffer(live, expected)).toStrictEqual([]);
      expect(live.totals["*"]).toStrictEqual([4, 27000]);

      const now = new Date("2024-06-15T12:00:00Z");
      expect(await getStats(db, await authorized(db, owner.principal, { kind: "all" }), now, { cache: false })).toStrictEqual(await naiveContractStats(db, null, now));
      for (const user of [alice, bob]) {
        const stats = await getStats(db, await authorized(db, owner.principal, { kind: "user", userId: user.id }), now, { cache: false });
        expect(stats).toStrictEqual(await naiveContractStats(db, user.id, now));
      }
    } finally {
      await t.cleanup();
    }
  });

  it("fills them with what the declarations' fills give (rebuildStatRollups)", async () => {
    // Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: each database's own migrations.
    const t = await createStatsWorld();
    const { db, owner, alice, bob } = t;
    try {
      const seats: SeatInput[] = [{ userId: alice.id, seatClass: "business", seat: "window" }, { userId: bob.id }, { guestName: "Guest", seatClass: "first" }];
      await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", departure: "2024-01-01T08:15Z", airline: "SWR", aircraft: "A320", aircraftReg: "HB-JCA", flightReason: "business", seats });
      await saveFlight(db, owner.principal, { from: "EDKB", to: "EDKB", date: "2023", seats: [{ userId: alice.id }] });
      await saveFlight(db, owner.principal, { from: "SIN", to: "SYD", date: "2024-07", airline: "BAW", seats: [{ userId: bob.id, seat: "aisle" }, { guestName: "Noah" }] });
      await saveFlight(db, owner.principal, { from: "LHR", to: "JFK", date: "2025-02-03", aircraftReg: "hb jca", seats: [{ userId: alice.id, seatClass: "economy" }] });

      const dialect = dialectOf(db);
      const viaMigrations = await filledWith(db, shippedFills(dialect));
      const viaDeclarations = await filledWith(db, fillStatRollups(dialect));
      expect(ROLLUPS.flatMap(({ table }) => rowDifferences(table, viaMigrations.get(table)!, viaDeclarations.get(table)!))).toStrictEqual([]);
      expect(viaDeclarations.get("StatFlightEnd")!.size).toBe(5);
      expect(viaDeclarations.get("StatSeatEndMonth")!.size).toBeGreaterThan(2);
      expect(viaDeclarations.get("StatBreakdown")!.size).toBeGreaterThan(20);
    } finally {
      await t.t.cleanup();
    }
  });
});

/** The tables each migration's backfill fills, beyond FILLED_BY: StatBreakdown's later kinds, and the end months. */
const ALSO_FILLED_BY: Record<string, readonly string[]> = {
  [BREAKDOWN_MIGRATION]: ["StatBreakdown"],
  [HOUR_MIGRATION]: ["StatBreakdown"],
  "20261127130000_flight_end_months": ["StatFlightEndMonth"],
};

/**
 * The backfills the shipped migrations of a database run: their INSERT INTO the rollups they fill, which come after
 * their triggers (so that no write between the two is lost).
 */
function shippedFills(dialect: Dialect): string[] {
  const fills: string[] = [];
  for (const [migration, tables] of [...Object.entries(FILLED_BY), ...Object.entries(ALSO_FILLED_BY)]) {
    const sql = readFileSync(path.join(migrationsDir(dialect), migration, "migration.sql"), "utf8");
    // after the last trigger (SQLite's ends with END;) and the last function body ($$;, PostgreSQL)
    const lastTrigger = sql.lastIndexOf("CREATE TRIGGER");
    const afterTrigger = lastTrigger < 0 ? 0 : lastTrigger + sql.slice(lastTrigger).search(/END;|EXECUTE (FUNCTION|PROCEDURE)[^;]*;/);
    const statements = sql
      .slice(Math.max(afterTrigger, sql.lastIndexOf("$$;") + 1))
      .split(/;\s*(?:\n|$)/)
      .map((statement) => statement.replace(/^(\s*--[^\n]*\n)*\s*/, ""));
    const own = statements.filter((statement) => tables.some((table) => statement.startsWith(`INSERT INTO "${table}"`)));
    expect(own.length, migration).toBeGreaterThanOrEqual(tables.length);
    fills.push(...own);
  }
  return fills;
}

class Rollback extends Error {}

/** Every rollup table as the statements fill it from the flights and seats there, in a transaction then rolled back. */
async function filledWith(db: Db, statements: readonly string[]): Promise<Map<string, RollupRows>> {
  const filled = new Map<string, RollupRows>();
  await db
    .$transaction(async (tx) => {
      for (const table of STAT_ROLLUP_TABLES) await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
      for (const statement of statements) await tx.$executeRawUnsafe(statement);
      for (const rollup of ROLLUPS) filled.set(rollup.table, await tableRows(tx, rollup));
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return filled;
}

describe(`migration ${DASHBOARD_MIGRATION}`, () => {
  it("fills the dashboard's rollups and StatFlightEnd's new columns from the flights and seats written before it", async () => {
    const t = await createTestDb({ before: DASHBOARD_MIGRATION });
    const { db } = t;
    try {
      const ref = await seedReferenceFixtures(db);
      const [alice, bob] = [await createUserRow(db), await createUserRow(db)];
      const flight = async (date: string, precision: string, reason: string | null, seats: [string | null, string | null, string | null][]) => {
        const at = new Date(`${date}T12:00:00Z`);
        const [row] = await db.$queryRaw<{ id: number | bigint }[]>`
          INSERT INTO "Flight" ("fromId", "toId", "date", "datePrecision", "flightReason", "distanceKm", "durationSeconds", "endsAt", "sortAt", "updatedAt")
          VALUES (${ref.airports.ZRH}, ${ref.airports.LHR}, ${date}, ${precision}, ${reason}, ${812.5}, ${3600}, ${at}, ${at}, ${at}) RETURNING "id"`;
        for (const [userId, seatClass, seat] of seats) {
          await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId", "guestName", "seatClass", "seat")
            VALUES (${Number(row!.id)}, ${userId}, ${userId === null ? "Guest" : null}, ${seatClass}, ${seat})`;
        }
      };
      await flight("2023-05-10", "day", "business", [[alice.id, "economy", "window"], [bob.id, "first", null], [null, "first", "aisle"]]);
      await flight("2023-01-01", "year", null, [[alice.id, null, null]]);
      await flight("2024-07-01", "month", "leisure", [[bob.id, "business", "middle"]]);

      expect((await migrate(t.url))[0]).toBe(DASHBOARD_MIGRATION);
      const live = await readRollups(db);
      const expected = await expectedRollups(db);
      expect(exactPart(live)).toStrictEqual(exactPart(expected));
      expect(distancesDiffer(live, expected)).toStrictEqual([]);
      expect(live.periods).toMatchObject({ "*|2023|0": [1, 3600], "*|2023|5": [1, 3600], [`${alice.id}|2023|0`]: [1, 3600] });
      expect(live.breakdowns).toMatchObject({ "*|seatClass|first": 2, [`${alice.id}|seatClass|`]: 1, "*|flightReason|": 1 });
    } finally {
      await t.cleanup();
    }
  });
});
