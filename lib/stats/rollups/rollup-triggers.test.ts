import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectOf, type Db } from "@/lib/db/client";
import type { TestDb } from "@/test/support/test-db";
import { createRandomWritesWorld, runRandomFlightWrites, type RandomWritesWorld } from "@/test/support/random-flight-writes";
import { saveFlight } from "@/lib/flights/save-flight";
import { rebuildStatRollups } from "../rebuild-stat-rollups";
import { ROLLUPS, rollupOf } from "./declarations";
import { rollupDisagreements } from "./rollup-agreement";
import { rollupTriggersSql, rollupTriggerStatements } from "./rollup-triggers";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the generator writes each database's triggers.
let world: RandomWritesWorld & { t: TestDb };

beforeAll(async () => {
  world = await createRandomWritesWorld();
});

afterAll(async () => {
  await world?.t.cleanup();
});

/** Drops the shipped migrations' triggers that write a rollup, leaving the others (data.version, the change feed). */
async function dropShippedRollupTriggers(db: Db): Promise<number> {
  if (dialectOf(db) === "sqlite") {
    const triggers = await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT "name" FROM "sqlite_master" WHERE "type" = 'trigger' AND ("sql" LIKE '%INTO "Stat%' OR "sql" LIKE '%FROM "Stat%' OR "sql" LIKE '%UPDATE "Stat%')`,
    );
    for (const { name } of triggers) await db.$executeRawUnsafe(`DROP TRIGGER "${name}"`);
    return triggers.length;
  }
  const triggers = await db.$queryRawUnsafe<{ name: string; table: string }[]>(
    `SELECT t."tgname" AS "name", c."relname" AS "table" FROM "pg_trigger" t JOIN "pg_class" c ON c."oid" = t."tgrelid" JOIN "pg_proc" p ON p."oid" = t."tgfoid"
     WHERE NOT t."tgisinternal" AND p."proname" LIKE 'contrail\\_stat\\_%'`,
  );
  for (const { name, table } of triggers) await db.$executeRawUnsafe(`DROP TRIGGER "${name}" ON "${table}"`);
  return triggers.length;
}

describe("the triggers generated from a declaration", () => {
  it("print as migration SQL for the one rollup asked for", () => {
    const sql = rollupTriggersSql(rollupOf("StatRoute"), "sqlite");
    expect(sql).toContain(`CREATE TRIGGER "Flight_StatRoute_delete" BEFORE DELETE ON "Flight"`);
    expect(sql).toContain(`CREATE TRIGGER "Seat_StatRoute_update" AFTER UPDATE ON "Seat"`);
    expect(sql).not.toContain("StatAirport");
    expect(rollupTriggersSql(rollupOf("StatSeatEndMonth"), "postgresql")).toContain(`FOR EACH ROW EXECUTE FUNCTION "contrail_rollup_StatSeatEnd_StatSeatEndMonth_insert"()`);
    expect(() => rollupOf("StatNothing")).toThrow(/No rollup "StatNothing"/);
  });

  it("keep every rollup as declared in place of the shipped triggers, after each of a seeded sequence of writes", async () => {
    const { db, owner, users } = world;
    const dialect = dialectOf(db);
    expect(await dropShippedRollupTriggers(db)).toBeGreaterThan(20);
    // without them nothing keeps the rollups: a new flight with a seat leaves every rollup behind (but StatSeatEndMonth,
    // which is checked against StatSeatEnd, left behind too)
    await saveFlight(db, owner.principal, { from: "ZRH", to: "LHR", date: "2024-05-06", airline: "SWR", aircraft: "A320", seats: [{ userId: users[0]!.id, seatClass: "economy", seat: "window" }] });
    expect(new Set((await rollupDisagreements(db, dialect)).map((d) => d.table))).toStrictEqual(new Set(ROLLUPS.map((r) => r.table).filter((table) => table !== "StatSeatEndMonth")));

    // what npm run rollups:sql prints, a statement at a time
    for (const rollup of ROLLUPS) {
      for (const statement of rollupTriggerStatements(rollup, dialect)) {
        expect(rollupTriggersSql(rollup, dialect)).toContain(`${statement};`);
        await db.$executeRawUnsafe(statement);
      }
    }
    await rebuildStatRollups(db);
    expect(await rollupDisagreements(db, dialect)).toStrictEqual([]);

    const { ran, kinds } = await runRandomFlightWrites(world, 20261130, 60, async (step, kind) => {
      expect(await rollupDisagreements(db, dialect), `after write ${step} (${kind})`).toStrictEqual([]);
    });
    expect(ran).toStrictEqual(kinds);
    expect(await db.flight.count()).toBeGreaterThan(5);
  });
});
