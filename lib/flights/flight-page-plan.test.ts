import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/prisma";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { authorized } from "@/test/support/authorized-scope";
import { loadBigLogPlannerStatistics } from "@/test/support/big-log-planner-statistics";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds } from "@/test/support/fixtures";
import { insertManyFlights } from "@/test/support/many-flights";
import { createSqliteTestDb, createTestDb, type TestDb } from "@/test/support/test-db";
import { flightListFilterSql, type FlightListFilters } from "./flight-list-filters";
import { firstPageSql } from "./search-flights";

/**
 * How SQLite reads a page of every flight filtered by what a dashboard figure counts (an airline, an airport, a
 * country…), with the planner statistics of a log of 1,000,000 flights: walking the date index while the filter
 * matches many flights (a page is found after a few of them), through the filter's own index and a sort when it
 * matches few. Left to itself, the planner took the filter's index for any number of matches and sorted them all.
 */
describe("a filtered page of every flight on SQLite", () => {
  let test: TestDb;
  let ids: ReferenceFixtureIds;
  let all: AuthorizedScope;
  const NOW = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    test = await createSqliteTestDb();
    ids = await seedReferenceFixtures(test.db);
    const user = await createUser(test.db);
    await insertManyFlights(test.db, ids, user.id, 2_000);
    const admin = await createUser(test.db, { role: "admin" });
    all = await authorized(test.db, admin.principal, { kind: "all" });
    await loadBigLogPlannerStatistics(test.db);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  /** How the page's flights are picked: the plan's line after MATERIALIZE picked. */
  async function pickedBy(filters: FlightListFilters, matching: number | null, sort?: "newest" | "oldest"): Promise<string> {
    const sql = await firstPageSql(test.db, { scope: all, filters, matching, sort, now: NOW });
    const plan = (await test.db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${sql}`)).map((row) => row.detail);
    const at = plan.indexOf("MATERIALIZE picked");
    expect(at, plan.join(" | ")).toBeGreaterThanOrEqual(0);
    return plan.slice(at + 1, at + 3).join(" | ");
  }

  const filters = (): [string, FlightListFilters][] => [
    ["an airline", { completed: true, airlineId: ids.airlines.SWR }],
    ["an aircraft type", { completed: true, aircraftId: ids.aircraft.A20N }],
    ["an airport", { completed: true, airportId: ids.airports.LHR }],
    ["a country", { completed: true, country: "GB" }],
    ["a route", { completed: true, fromId: ids.airports.ZRH, toId: ids.airports.LHR }],
    ["a seat class", { completed: true, seatClass: "business" }],
  ];

  it("walks the date index, in either direction, when more flights match than a walk passes", async () => {
    for (const [name, filter] of filters()) {
      for (const matching of [null, 5_000]) {
        expect(await pickedBy(filter, matching), `${name}, ${matching ?? "more than 10,000"} matching`).toMatch(/^SCAN f USING COVERING INDEX Flight_date_sortAt_id_idx/);
        expect(await pickedBy(filter, matching, "oldest"), `${name}, oldest first`).toMatch(/^SCAN f USING COVERING INDEX Flight_date_sortAt_id_idx/);
      }
    }
  });

  it("reads the few matches through the filter's own index and sorts them", async () => {
    expect(await pickedBy({ completed: true, airlineId: ids.airlines.SWR }, 40)).toMatch(/^SEARCH f USING INDEX Flight_airlineId_endsAt_idx .*\| USE TEMP B-TREE FOR ORDER BY$/);
    expect(await pickedBy({ completed: true, aircraftId: ids.aircraft.A20N }, 40)).toMatch(/^SEARCH f USING INDEX Flight_aircraftId_endsAt_idx .*\| USE TEMP B-TREE FOR ORDER BY$/);
    // an airframe, through the index on its normalised registration (20261127110000_airframe_drill_downs)
    expect(await pickedBy({ completed: true, airframe: "HBJCA" }, 40)).toMatch(/^SEARCH f USING INDEX Flight_airframe_endsAt_idx \(<expr>=\? AND endsAt<\?\) \| USE TEMP B-TREE FOR ORDER BY$/);
  });

  it("reads the few flights of a seat class or position in the table's own order, not the endsAt index's", async () => {
    for (const filter of [{ seatClass: "unknown" }, { seat: "pilot", reason: "crew" }] as FlightListFilters[]) {
      expect(await pickedBy({ completed: true, ...filter }, 40)).toMatch(/^SCAN f( \||$)/);
      // more than a few: a page's worth lies a short walk of the date index away
      expect(await pickedBy({ completed: true, ...filter }, 500)).toMatch(/^SCAN f USING COVERING INDEX Flight_date_sortAt_id_idx/);
    }
    // an airline's index still narrows a seat class's flights of that airline
    expect(await pickedBy({ completed: true, seatClass: "business", airlineId: ids.airlines.SWR }, 40)).toMatch(/^SEARCH f USING INDEX Flight_airlineId_endsAt_idx/);
  });

  // (on a big log, from the index alone; this test's seats are too few for SQLite to skip its Bloom filter)
  it("asks each flight for a seat of a class or position through the index of both", async () => {
    for (const filter of [{ seatClass: "business" }, { seat: "window" }] as FlightListFilters[]) {
      const where = flightListFilterSql("sqlite", { completed: true, ...filter }, null, NOW);
      const plan = (await test.db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM "Flight" f WHERE ${Prisma.join(where, " AND ")}`)).map((row) => row.detail);
      expect(plan.join(" | ")).toMatch(/SEARCH c EXISTS USING (COVERING )?INDEX Seat_flightId_seatClass_seat_idx \(flightId=\?( AND seatClass=\?)?\)/);
    }
  });
});

/**
 * On PostgreSQL a page of a user with few flights among many reads that user's seats first: the subquery is fenced
 * with OFFSET 0, else PostgreSQL merged it and walked the order's index, looking up a seat for every flight it passed.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a page of a user with few flights on PostgreSQL", () => {
  let test: TestDb;
  let few: AuthorizedScope;
  beforeAll(async () => {
    test = await createTestDb();
    const ids = await seedReferenceFixtures(test.db);
    await insertManyFlights(test.db, ids, (await createUser(test.db)).id, 200);
    const user = await createUser(test.db);
    await insertManyFlights(test.db, ids, user.id, 3);
    few = await authorized(test.db, user.principal, { kind: "mine" });
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("reads the user's seats in a subquery the planner may not merge", async () => {
    const sql = await firstPageSql(test.db, { scope: few, filters: {}, matching: 3 });
    expect(sql.sql).toMatch(/\(SELECT f\.\* FROM "Seat" o CROSS JOIN "Flight" f WHERE .* OFFSET 0\) f/s);
  });
});
