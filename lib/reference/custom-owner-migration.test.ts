import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createTestDb } from "@/test/support/test-db";
import { createUserRow } from "@/test/support/fixtures";

const MIGRATION = "20261124100000_custom_reference_owner";

describe(`migration ${MIGRATION}`, () => {
  it("gives each custom row to the user on the first seat of the first flight using it; unused ones stay ownerless", async () => {
    // Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. Raw SQL: the client knows the new columns.
    const t = await createTestDb({ before: MIGRATION });
    const { db } = t;
    try {
      const [alice, bob] = [await createUserRow(db), await createUserRow(db)];
      const airport = async (ident: string, custom: boolean) => {
        await db.$executeRaw`INSERT INTO "Airport" ("ident", "iata", "name", "lat", "lon", "type", "continent", "country", "tz", "custom")
          VALUES (${ident}, ${"LHR"}, ${ident}, ${51}, ${0}, ${"small_airport"}, ${"EU"}, ${"GB"}, ${"Europe/London"}, ${custom})`;
        return (await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Airport" WHERE "ident" = ${ident}`)[0]!.id;
      };
      const [bundled, used] = [await airport("EGLL", false), await airport("custom:1", true)];
      await airport("custom:2", true);
      await db.$executeRaw`INSERT INTO "Airline" ("icao", "name", "custom", "active") VALUES (${"BAW"}, ${"Mine"}, ${true}, ${true})`;
      await db.$executeRaw`INSERT INTO "Aircraft" ("icao", "name", "custom") VALUES (${"ZZ1"}, ${"Mine"}, ${true})`;
      const airlineId = (await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Airline"`)[0]!.id;
      const flight = async (fromId: number, toId: number, date: string, seats: (string | null)[], withAirline = false) => {
        const at = new Date(`${date}T12:00:00Z`);
        await db.$executeRaw`INSERT INTO "Flight" ("fromId", "toId", "date", "distanceKm", "endsAt", "sortAt", "updatedAt", "airlineId")
          VALUES (${fromId}, ${toId}, ${date}, ${0}, ${at}, ${at}, ${at}, ${withAirline ? airlineId : null})`;
        const id = (await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Flight" WHERE "date" = ${date}`)[0]!.id;
        for (const userId of seats) {
          await db.$executeRaw`INSERT INTO "Seat" ("flightId", "userId", "guestName") VALUES (${id}, ${userId}, ${userId ? null : "Guest"})`;
        }
      };
      await flight(bundled, used, "2024-01-01", [null, bob.id, alice.id], true);
      await flight(used, bundled, "2024-02-01", [alice.id]);

      expect((await migrate(t.url))[0]).toBe(MIGRATION);
      const owners = async (table: "Airport" | "Airline" | "Aircraft") =>
        (await db.$queryRawUnsafe<{ ownerId: string | null }[]>(`SELECT "ownerId" FROM "${table}" ORDER BY "id"`)).map((r) => r.ownerId);
      expect(await owners("Airport")).toStrictEqual([null, bob.id, null]);
      expect(await owners("Airline")).toStrictEqual([bob.id]);
      expect(await owners("Aircraft")).toStrictEqual([null]);
    } finally {
      await t.cleanup();
    }
  });
});
