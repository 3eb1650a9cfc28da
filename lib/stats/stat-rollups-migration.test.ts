import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, migrationsDir } from "@/lib/db/migrate";
import { createTestDb } from "@/test/support/test-db";
import { createUserRow, seedReferenceFixtures } from "@/test/support/fixtures";
import { naiveContractStats } from "@/test/oracles/naive-stats";
import { getStats } from "./get-stats";
import { FILL_END_MONTHS, FILL_HOUR_BREAKDOWN, FILL_MORE_BREAKDOWNS, FILL_STAT_ROLLUPS } from "./rebuild-stat-rollups";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
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
const squeeze = (sql: string) => sql.replace(/\s+/g, " ").trim();

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

  it("fills them with the same statements as rebuildStatRollups, on both databases", () => {
    // the weekday and airframe breakdowns, and the hour, have migrations of their own (checked below)
    const own: Record<string, string> = { [BREAKDOWN_MIGRATION]: FILL_MORE_BREAKDOWNS, [HOUR_MIGRATION]: FILL_HOUR_BREAKDOWN };
    const fills = (tables: readonly string[]) =>
      FILL_STAT_ROLLUPS.filter((s) => !Object.values(own).includes(s) && tables.some((table) => s.startsWith(`INSERT INTO "${table}"`)));
    expect([...Object.values(FILLED_BY).flatMap(fills), ...Object.values(own)].sort()).toStrictEqual([...FILL_STAT_ROLLUPS].sort());
    for (const dialect of ["sqlite", "postgresql"] as const) {
      for (const [migration, fill] of Object.entries(own)) {
        const sql = squeeze(readFileSync(path.join(migrationsDir(dialect), migration, "migration.sql"), "utf8"));
        expect(sql).toContain(`${squeeze(fill)};`);
        expect(sql.lastIndexOf("CREATE TRIGGER")).toBeLessThan(sql.indexOf(squeeze(fill)));
      }
    }
    for (const dialect of ["sqlite", "postgresql"] as const) {
      for (const [migration, tables] of Object.entries(FILLED_BY)) {
        const sql = squeeze(readFileSync(path.join(migrationsDir(dialect), migration, "migration.sql"), "utf8"));
        for (const statement of fills(tables)) expect(sql).toContain(`${squeeze(statement)};`);
        // the backfill comes last, after the triggers exist
        expect(sql.lastIndexOf("CREATE TRIGGER")).toBeLessThan(sql.indexOf(squeeze(fills(tables)[0]!)));
      }
      // the one fill written for each database apart
      const sql = squeeze(readFileSync(path.join(migrationsDir(dialect), "20261127130000_flight_end_months", "migration.sql"), "utf8"));
      expect(sql).toContain(`${squeeze(FILL_END_MONTHS[dialect])};`);
      expect(sql.lastIndexOf("CREATE TRIGGER")).toBeLessThan(sql.indexOf(squeeze(FILL_END_MONTHS[dialect])));
    }
  });
});

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
