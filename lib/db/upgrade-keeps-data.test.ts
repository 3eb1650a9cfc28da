import { describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { createApiKey, verifyApiKey } from "@/lib/auth/api-keys";
import { exportFlights } from "@/lib/export/export-flights";
import { getFlight } from "@/lib/flights/get-flight";
import { listFlightPages } from "@/lib/flights/list-flights";
import { saveFlight } from "@/lib/flights/save-flight";
import type { FlightInput } from "@/lib/flights/flight-input";
import { findOrCreateCustomAircraft, findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import { listCustomEntries } from "@/lib/reference/custom-admin";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { getStats } from "@/lib/stats/get-stats";
import { getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type TestUser } from "@/test/support/fixtures";
import { authorized, type ScopeRequest } from "@/test/support/authorized-scope";
import { distancesDiffer, exactPart, expectedRollups, readRollups } from "@/test/oracles/rollup-snapshot";
import { createDb, type Db } from "./client";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { introspect } from "./introspect";
import { migrate, readMigrations } from "./migrate";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

/** Some flights of the log are still to come at this instant: the figures leave them out, the dashboard lists them. */
const NOW = new Date("2025-06-15T12:00:00Z");

/** The tables a log lives in, in an order that satisfies their foreign keys; true: the id is generated. */
const TABLES = [
  ["User", false],
  ["ApiKey", false],
  ["Airport", true],
  ["Airline", true],
  ["Aircraft", true],
  ["Flight", true],
  ["Seat", true],
] as const;
type Table = (typeof TABLES)[number][0];

interface World {
  owner: TestUser;
  alice: TestUser;
  bob: TestUser;
  /** alice's API key */
  key: string;
}

/** A log with every kind of row, written by the current code into a database of the newest schema. */
async function writeLog(db: Db): Promise<World> {
  await seedReferenceFixtures(db);
  const owner = await createUser(db, { username: "owner", role: "owner" });
  const alice = await createUser(db, { username: "alice" });
  const bob = await createUser(db, { username: "bob" });
  const key = (await createApiKey(db, alice.id, { name: "phone" })).key;
  const strip = await findOrCreateCustomAirport(db, alice.id, {
    icao: null, iata: null, name: "Grass strip", municipality: "Nowhere", lat: 47.1, lon: 8.2, type: "small_airport", continent: "EU", country: "CH", tz: "Europe/Zurich",
  });
  await findOrCreateCustomAirport(db, bob.id, {
    icao: null, iata: null, name: "Never used", municipality: null, lat: 10, lon: 10, type: "small_airport", continent: "AF", country: "NG", tz: "Africa/Lagos",
  });
  const home = await db.airport.findUniqueOrThrow({ where: { id: strip.id } });
  await findOrCreateCustomAirline(db, alice.id, { icao: "ZZA", iata: null, name: "Alice Air", callsign: null, country: "CH" });
  await findOrCreateCustomAircraft(db, alice.id, { icao: "ZZ1", name: "Homebuilt", manufacturer: null });
  const save = (who: TestUser, input: FlightInput) => saveFlight(db, who.principal, input);
  // shared (the owner may seat anyone): alice, bob and a guest on one flight, with times in the airports' zones
  await save(owner, {
    from: "ZRH", to: "LHR", date: "2024-01-05", departure: "2024-01-05T07:10", arrival: "2024-01-05T07:55", airline: "LX", flightNumber: "LX316",
    aircraft: "A320", aircraftReg: "HB-JLT", flightReason: "business", notes: "window seats",
    seats: [
      { userId: alice.id, seat: "window", seatNumber: "12A", seatClass: "economy" },
      { userId: bob.id, seat: "aisle", seatNumber: "12C", seatClass: "economy" },
      { guestName: "Carol", seatClass: "business" },
    ],
  });
  await save(bob, { from: "LHR", to: "JFK", date: "2024-03", datePrecision: "month", airline: "BA", aircraft: "B77W", flightReason: "leisure" });
  await save(alice, { from: "SIN", to: "SYD", date: "2023", datePrecision: "year" });
  await save(bob, { from: "JFK", to: "LAX", departure: "2024-07-01T08:00:00-04:00", arrival: "2024-07-01T11:30:00-07:00", airline: "UA" });
  // alice's own airport, airline and aircraft, as she entered them
  await save(alice, { from: home.ident, to: "ZRH", date: "2024-08-10", departure: "2024-08-10T09:00", arrival: "2024-08-10T09:40", airline: "ZZA", aircraft: "ZZ1" });
  await save(alice, { from: "ZRH", to: home.ident, date: "2024-08-12", seats: [{ userId: alice.id }, { guestName: "Dave" }] });
  // still to come at NOW
  await save(owner, {
    from: "AKL", to: "CHT", date: "2025-09-01", departure: "2025-09-01T10:00", arrival: "2025-09-01T11:45", flightReason: "leisure",
    seats: [{ userId: alice.id, seatClass: "first", seat: "window" }, { userId: bob.id, seatClass: "first" }],
  });
  await save(owner, { from: "KTM", to: "NRT", date: "2025-06-15", seats: [{ guestName: "Erin" }, { userId: owner.id }] });
  return { owner, alice, bob, key };
}

/**
 * Copies the log into a database of an older schema, only the columns that schema has, as that version wrote them: rows
 * in id order with generated ids left to the database (so its sequences stand where that version left them).
 */
async function copyLog(from: Db, to: Db, toUrl: string): Promise<void> {
  const oldTables = await introspect(toUrl);
  for (const [table, generatedId] of TABLES) {
    const columns = [...oldTables.get(table)!.columns.keys()].filter((column) => !(generatedId && column === "id"));
    const rows = await readAll(from, table);
    const head = Prisma.raw(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `);
    for (const row of rows) await to.$executeRaw`${head}(${Prisma.join(columns.map((c) => row[c] as unknown))})`;
    if (generatedId) {
      const ids = await to.$queryRawUnsafe<{ id: unknown }[]>(`SELECT "id" FROM "${table}" ORDER BY "id"`);
      expect(ids.map((r) => Number(r.id))).toStrictEqual(rows.map((r) => r.id));
    }
  }
}

function readAll(db: Db, table: Table): Promise<Record<string, unknown>[]> {
  const byId = { orderBy: { id: "asc" } } as const;
  switch (table) {
    case "User": return db.user.findMany(byId);
    case "ApiKey": return db.apiKey.findMany(byId);
    case "Airport": return db.airport.findMany(byId);
    case "Airline": return db.airline.findMany(byId);
    case "Aircraft": return db.aircraft.findMany(byId);
    case "Flight": return db.flight.findMany(byId);
    case "Seat": return db.seat.findMany(byId);
  }
}

/**
 * Everything the app answers from a log: each flight to each user, exports, lists, figures, charts, entries, rows.
 * Rows leave out `lastUsedAt` (verifying the key records its use, when this process has not lately) and the columns
 * named in `clockColumns` (the time of a write made by the test itself).
 */
async function answers(db: Db, world: World, clockColumns: readonly string[] = []): Promise<Record<string, unknown>> {
  const { owner, alice, bob } = world;
  const ids = (await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((f) => f.id);
  const scopes: [TestUser, ScopeRequest][] = [
    [owner, { kind: "all" }], [owner, { kind: "user", userId: alice.id }], [alice, { kind: "mine" }], [bob, { kind: "mine" }], [owner, { kind: "mine" }],
  ];
  const out: Record<string, unknown> = {};
  for (const user of [owner, alice, bob]) {
    out[`flights as ${user.username}`] = await Promise.all(ids.map((id) => getFlight(db, user.principal, id)));
    out[`custom entries as ${user.username}`] = await listCustomEntries(db, user.principal).catch((error: Error) => error.name);
  }
  for (const [user, request] of scopes) {
    const label = `${user.username} ${JSON.stringify(request).replace(alice.id, "alice")}`;
    const scope = await authorized(db, user.principal as Principal, request);
    const exported = [];
    for await (const flight of exportFlights(db, scope)) exported.push(flight);
    out[`export ${label}`] = exported;
    const listed = [];
    for await (const page of listFlightPages(db, scope)) listed.push(...page);
    out[`list ${label}`] = listed;
    out[`stats ${label}`] = await getStats(db, scope, NOW, { cache: false });
    out[`charts ${label}`] = await getDashboardCharts(db, scope, NOW);
  }
  const dropped = new Set(["lastUsedAt", ...clockColumns]);
  for (const [table] of TABLES) {
    out[`rows ${table}`] = (await readAll(db, table)).map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !dropped.has(column))));
  }
  out["alice's key"] = await verifyApiKey(db, world.key, NOW);
  return out;
}

async function expectRollupsAlike(upgraded: Db, fresh: Db): Promise<void> {
  const [live, rebuilt] = [await readRollups(upgraded), await readRollups(fresh)];
  expect(exactPart(live)).toStrictEqual(exactPart(rebuilt));
  expect(distancesDiffer(live, rebuilt)).toStrictEqual([]);
  expect(exactPart(live)).toStrictEqual(exactPart(await expectedRollups(upgraded)));
}

describe("upgrading a database from the first migration", () => {
  it("keeps every flight, seat, guest, custom entry and key, and answers as a fresh import of the same log", async () => {
    const dialect = resolveDatabaseTarget(process.env.TEST_DATABASE_URL).dialect;
    const [first, second] = readMigrations(dialect);
    const fresh: TestDb = await createTestDb();
    const old: TestDb = await createTestDb({ before: second!.name });
    let upgraded: Db | undefined;
    try {
      const applied = await old.db.$queryRawUnsafe<{ migration_name: string }[]>(`SELECT migration_name FROM "_prisma_migrations"`);
      expect(applied.map((r) => r.migration_name)).toStrictEqual([first!.name]);
      const world = await writeLog(fresh.db);
      await copyLog(fresh.db, old.db, old.url);
      // The first schema had no owners: the upgrade gives each custom entry to its first user, and one that no flight
      // uses to nobody (custom-owner-migration.test.ts). The one difference the old schema allows.
      await fresh.db.airport.update({ where: { ident: "custom:2" }, data: { ownerId: null } });

      const later = readMigrations(dialect).slice(1).map((m) => m.name);
      expect(await migrate(old.url)).toStrictEqual(later);
      // a new client, as the upgraded server starts with
      upgraded = createDb(old.url);
      expect(await answers(upgraded, world)).toStrictEqual(await answers(fresh.db, world));
      await expectRollupsAlike(upgraded, fresh.db);

      // and it goes on as the fresh one does: a new flight, a changed one with a seat removed
      for (const db of [upgraded, fresh.db]) {
        await saveFlight(db, world.bob.principal, { from: "CDG", to: "GRU", date: "2024-11-02", airline: "DLH", seats: [{ userId: world.bob.id }, { guestName: "Frank" }] });
        await saveFlight(db, world.owner.principal, { id: 1, to: "CDG", seats: [{ userId: world.alice.id, seatClass: "first" }, { guestName: "Carol" }] });
      }
      const clock = ["createdAt", "updatedAt"];
      expect(await answers(upgraded, world, clock)).toStrictEqual(await answers(fresh.db, world, clock));
      await expectRollupsAlike(upgraded, fresh.db);
    } finally {
      await upgraded?.$disconnect();
      await old.cleanup();
      await fresh.cleanup();
    }
  }, 120_000);
});
