import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectOf } from "@/lib/db/client";
import type { TestDb } from "@/test/support/test-db";
import { createRandomWritesWorld, runRandomFlightWrites, type RandomWritesWorld } from "@/test/support/random-flight-writes";
import { saveFlight } from "@/lib/flights/save-flight";
import { rollupDisagreements } from "./rollup-agreement";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: each database has triggers of its own.
let world: RandomWritesWorld & { t: TestDb };

beforeAll(async () => {
  world = await createRandomWritesWorld();
});

afterAll(async () => {
  await world?.t.cleanup();
});

const disagreements = () => rollupDisagreements(world.db, dialectOf(world.db));

describe("the rollup tables and their declarations", () => {
  it("agree after every one of a seeded sequence of writes, through the app and through raw SQL", async () => {
    const { db } = world;
    const { ran, kinds } = await runRandomFlightWrites(world, 20261129, 60, async (step, kind) => {
      expect(await disagreements(), `after write ${step} (${kind})`).toStrictEqual([]);
    });
    expect(ran).toStrictEqual(kinds);
    expect(await db.flight.count()).toBeGreaterThan(5);
  });

  it("report the rollup and the keys where a trigger went wrong", async () => {
    const { db, ref, owner, users } = world;
    const postgres = dialectOf(db) === "postgresql";
    // every rollup agrees first; then the trigger adding a seat to StatCo2 goes, and one table is corrupted by hand
    expect(await disagreements()).toStrictEqual([]);
    await db.$executeRawUnsafe(`DROP TRIGGER "Seat_stat_co2_insert"${postgres ? ` ON "Seat"` : ""}`);
    const alice = users[0]!;
    const id = (await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", date: "2022-03-04", seats: [{ userId: alice.id, seatClass: "first" }] })).id;
    await db.$executeRaw`UPDATE "StatRoute" SET "flights" = "flights" + 1 WHERE "scope" = ${alice.id} AND "fromId" = ${ref.airports.ZRH} AND "toId" = ${ref.airports.LHR}`;

    const found = await disagreements();
    expect([...new Set(found.map((d) => d.table))].sort()).toStrictEqual(["StatCo2", "StatRoute"]);
    expect(found.filter((d) => d.table === "StatCo2").map((d) => d.key).sort()).toStrictEqual([`*|short|first`, `${alice.id}|short|first`].sort());
    expect(found.find((d) => d.table === "StatRoute")).toMatchObject({ key: `${alice.id}|${ref.airports.ZRH}|${ref.airports.LHR}` });
    await db.flight.delete({ where: { id } });
  });
});
