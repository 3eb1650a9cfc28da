import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createTestDb } from "@/test/support/test-db";
import { createUserRow, seedReferenceFixtures } from "@/test/support/fixtures";
import { authorized } from "@/test/support/authorized-scope";
import { getCo2Totals } from "./co2-totals";

const MIGRATION = "20261126150000_co2_rollup";

describe(`migration ${MIGRATION}`, () => {
  it("fills StatCo2 from the seats written before it", async () => {
    // Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
    const t = await createTestDb({ before: MIGRATION });
    const { db } = t;
    try {
      const ref = await seedReferenceFixtures(db);
      const owner = await createUserRow(db, { role: "owner" });
      const alice = await createUserRow(db);
      const at = new Date("2024-01-01T12:00:00Z");
      // raw SQL: the app's writers may know columns later migrations add
      const flight = async (km: number, seats: [userId: string | null, seatClass: string | null][]) => {
        const [row] = await db.$queryRaw<{ id: number }[]>`INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "endsAt", "sortAt", "updatedAt")
          VALUES (${ref.airports.ZRH}, ${ref.airports.LHR}, ${"2024-01-01"}, ${km}, ${at}, ${at}, ${at}) RETURNING "id"`;
        for (const [userId, seatClass] of seats) {
          await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId", "guestName", "seatClass") VALUES (${Number(row!.id)}, ${userId}, ${userId ? null : "Guest"}, ${seatClass})`;
        }
      };
      await flight(1000, [[alice.id, "economy"], [null, null]]);
      await flight(6000, [[alice.id, "business"]]);

      expect((await migrate(t.url))[0]).toBe(MIGRATION);
      const now = new Date("2024-06-01T00:00:00Z");
      const all = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), now);
      // 1000 × 0.18287 (short-haul economy) + 1000 × 0.18592 (short-haul average) + 6000 × 0.58028 (long-haul business)
      expect(all.kg).toBeCloseTo(182.87 + 185.92 + 3481.68, 9);
      const mine = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "user", userId: alice.id }), now);
      expect(mine.kg).toBeCloseTo(182.87 + 3481.68, 9);
    } finally {
      await t.cleanup();
    }
  });
});

const COVERING_MIGRATION = "20261127040000_upcoming_covering";

describe(`migration ${COVERING_MIGRATION}`, () => {
  it("copies each seat's flight distance into StatSeatEnd, so the CO₂ of all flights still leaves out the upcoming seats", async () => {
    const t = await createTestDb({ before: COVERING_MIGRATION });
    const { db } = t;
    try {
      const ref = await seedReferenceFixtures(db);
      const owner = await createUserRow(db, { role: "owner" });
      const alice = await createUserRow(db);
      const flight = async (km: number, endsAt: string, seats: [userId: string | null, seatClass: string | null][]) => {
        const at = new Date(endsAt);
        const [row] = await db.$queryRaw<{ id: number }[]>`INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "endsAt", "sortAt", "updatedAt")
          VALUES (${ref.airports.ZRH}, ${ref.airports.LHR}, ${endsAt.slice(0, 10)}, ${km}, ${at}, ${at}, ${at}) RETURNING "id"`;
        for (const [userId, seatClass] of seats) {
          await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId", "guestName", "seatClass") VALUES (${Number(row!.id)}, ${userId}, ${userId ? null : "Guest"}, ${seatClass})`;
        }
      };
      await flight(1000, "2024-01-01T12:00:00Z", [[alice.id, "economy"]]);
      await flight(6000, "2024-09-01T12:00:00Z", [[alice.id, "business"], [null, null]]);

      expect((await migrate(t.url))[0]).toBe(COVERING_MIGRATION);
      const seatEnds = await db.$queryRaw<{ distanceKm: number }[]>`SELECT "distanceKm" FROM "StatSeatEnd" ORDER BY "distanceKm"`;
      expect(seatEnds.map((row) => Number(row.distanceKm))).toStrictEqual([1000, 6000, 6000]);
      // the second flight has not landed yet: its two seats are subtracted with their own distance
      const all = await getCo2Totals(db, await authorized(db, owner.principal, { kind: "all" }), new Date("2024-06-01T00:00:00Z"));
      expect(all.seats).toBe(1);
      expect(all.kg).toBeCloseTo(182.87, 9);
    } finally {
      await t.cleanup();
    }
  });
});
