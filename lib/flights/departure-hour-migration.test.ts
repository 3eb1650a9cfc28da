import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createTestDb } from "@/test/support/test-db";
import { createUserRow, seedReferenceFixtures } from "@/test/support/fixtures";
import { exactPart, expectedRollups, naiveHour, readRollups } from "@/test/oracles/rollup-snapshot";

const MIGRATION = "20261127010000_departure_hour";

describe(`migration ${MIGRATION}`, () => {
  it("gives the flights written before it their local hour of departure and fills the 'hour' breakdown, leaving updatedAt alone", async () => {
    // Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
    const t = await createTestDb({ before: MIGRATION });
    const { db } = t;
    try {
      const ref = await seedReferenceFixtures(db);
      const alice = await createUserRow(db);
      // raw SQL: the app's writers know the column the migration adds
      const flight = async (from: keyof typeof ref.airports, departure: string | null, seatUser: string | null) => {
        const at = new Date(departure ?? "2024-03-01T00:00:00Z");
        const [row] = await db.$queryRaw<{ id: number | bigint }[]>`INSERT INTO "Flight" ("fromId", "toId", "date", "departure", "distanceKm", "endsAt", "sortAt", "updatedAt")
          VALUES (${ref.airports[from]}, ${ref.airports.LHR}, ${"2024-01-01"}, ${departure ? at : null}, ${500}, ${at}, ${at}, ${at}) RETURNING "id"`;
        if (seatUser) await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId") VALUES (${Number(row!.id)}, ${seatUser})`;
        return Number(row!.id);
      };
      const expected: [number, number | null][] = [
        [await flight("JFK", "2024-01-16T04:30:00Z", alice.id), 23], // 23:30 the evening before, UTC-5
        [await flight("JFK", "2024-07-16T03:30:00Z", null), 23], // 23:30 in summer time, UTC-4
        [await flight("KTM", "2024-06-01T18:20:00Z", alice.id), 0], // 00:05 the next day, UTC+5:45
        [await flight("CHT", "2024-01-10T10:00:00Z", null), 23], // 23:45, UTC+13:45
        [await flight("ZRH", "2024-03-31T00:59:00Z", null), 1], // 01:59, a minute before the clocks go forward
        [await flight("ZRH", "2024-03-31T01:00:00Z", alice.id), 3], // 03:00, the moment after
        [await flight("ZRH", null, alice.id), null],
      ];
      const stamps = await db.flight.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });

      expect((await migrate(t.url))[0]).toBe(MIGRATION);
      const rows = await db.flight.findMany({ select: { id: true, departureHour: true, departure: true, from: { select: { tz: true } }, updatedAt: true }, orderBy: { id: "asc" } });
      expect(rows.map((r) => [r.id, r.departureHour])).toStrictEqual(expected);
      for (const row of rows) expect(String(row.departureHour ?? "")).toBe(naiveHour(row.departure, row.from.tz));
      // a derived column filled, not an edit: the change feed does not see every flight changed
      expect(rows.map((r) => [r.id, r.updatedAt])).toStrictEqual(stamps.map((s) => [s.id, s.updatedAt]));
      const live = await readRollups(db);
      expect(exactPart(live)).toStrictEqual(exactPart(await expectedRollups(db)));
      expect(Object.fromEntries(Object.entries(live.breakdowns).filter(([key]) => key.startsWith("*|hour|")))).toStrictEqual({
        "*|hour|": 1, "*|hour|0": 1, "*|hour|1": 1, "*|hour|3": 1, "*|hour|23": 3,
      });
      expect(live.breakdowns[`${alice.id}|hour|23`]).toBe(1);
      expect(live.breakdowns[`${alice.id}|hour|`]).toBe(1);
    } finally {
      await t.cleanup();
    }
  });
});
