import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { readOrCreateAuthSecret } from "@/lib/auth/auth-secret";
import { createApiKey } from "@/lib/auth/api-keys/create-api-key";
import { createShareLink } from "@/lib/share/share-links";
import { createCalendarFeed, updateCalendarFeedOptions } from "@/lib/calendar/calendar-feeds";
import type { Db } from "@/lib/db/client";
import { exportResponse } from "@/lib/export/export-request";
import { saveFlight } from "@/lib/flights/save-flight";
import { getStats } from "@/lib/stats/get-stats";
import { getCo2Totals } from "@/lib/stats/co2/co2-totals";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { updatePreferences } from "@/lib/users/preferences";
import { authorized } from "@/test/support/authorized-scope";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { fixture } from "@/test/support/import-test-kit";
import { runImport } from "@/lib/import/run-import";
import { createSqliteTestDb, createTestDb, type TestDb } from "@/test/support/test-db";
import { introspect } from "@/lib/db/introspect";
import { rawPgClient } from "./snapshot";
import { restoreBackup } from "./restore-backup";
import { createTrip } from "@/lib/trips/write-trip";
import { BACKUP_TABLES, SKIPPED_META_KEYS } from "./tables";
import { writeBackup } from "./write-backup";

const NOW = new Date("2030-01-01T00:00:00Z");
let dir: string;
let source: TestDb;
const others: TestDb[] = [];
let users: { id: string; principal: Principal }[] = [];

/** Every backed-up row of a database, each table in key order, values as Prisma answers them. */
async function everyRow(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    const delegate = (db as unknown as Record<string, { findMany(args: object): Promise<unknown[]> }>)[table.name[0]!.toLowerCase() + table.name.slice(1)]!;
    const all = await delegate.findMany({ orderBy: { [table.key]: "asc" } });
    rows[table.name] = table.name === "AppMeta" ? all.filter((row) => !SKIPPED_META_KEYS.includes((row as { key: string }).key)) : all;
  }
  return rows;
}

/** What each user sees: their export (Contrail JSON) and statistics, and the statistics of all flights. */
async function views(db: Db): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (const user of users) {
    const response = await exportResponse(db, user.principal, { scope: "mine", format: "json" }, NOW);
    seen.push(await response.text(), await getStats(db, await authorized(db, user.principal, { kind: "mine" }), NOW, { cache: false }));
  }
  const owner = users[0]!.principal;
  seen.push(await getStats(db, await authorized(db, owner, { kind: "all" }), NOW, { cache: false }));
  // CO₂ from the StatCo2 rollup the restore fills, to the gram (sums may add up in another order)
  for (const scope of [await authorized(db, owner, { kind: "all" }), ...(await Promise.all(users.map((user) => authorized(db, user.principal, { kind: "mine" }))))]) {
    const co2 = await getCo2Totals(db, scope, NOW);
    seen.push([Math.round(co2.kg * 1000), co2.seats, co2.byClass.map((entry) => [entry.seatClass, entry.seats, Math.round(entry.kg * 1000)])]);
  }
  seen.push(await (await exportResponse(db, owner, { scope: "all", format: "json" }, NOW)).text());
  // flights per hour of departure, from the StatBreakdown rows the restore fills
  seen.push((await getStatsBreakdown(db, await authorized(db, owner, { kind: "all" }), NOW)).breakdown.perHour);
  return seen;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-backup-"));
  source = await createSqliteTestDb();
  const db = source.db;
  await seedReferenceFixtures(db);
  const owner = await createUser(db, { username: "owner", role: "owner" });
  const alice = await createUser(db, { username: "alice" });
  const bob = await createUser(db, { username: "bob", role: "admin" });
  users = [owner, alice, bob];
  await db.user.update({ where: { id: alice.id }, data: { passwordHash: "scrypt$16384$8$1$AQEBAQEBAQEBAQEBAQEBAQ==$AgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI=", sessionVersion: 3, oidcIssuer: "https://id.example", oidcSubject: "sub-1" } });
  await updatePreferences(db, alice.id, { displayName: "Alice Ämmä", unit: "nmi", dateFormat: "iso", clock: "12h", language: "de" });
  await createApiKey(db, alice.id, { name: "laptop", expiresAt: new Date("2031-02-03T04:05:06.789Z") });
  await createApiKey(db, bob.id, { name: "script" });
  await createShareLink(db, alice.id, {
    label: "Ämmä's travels", showMap: true, showStats: false, showFlights: true, showExactDates: true, showFlightNumbers: false,
    showSeats: true, showNotes: false, showUpcoming: true, expiresAt: new Date("2031-02-03T04:05:06.789Z"),
  });
  await db.webhook.create({ data: { userId: alice.id, url: "https://hooks.example/contrail?x=1", secret: "whsec_kept", enabled: false } });
  await createCalendarFeed(db, alice.id);
  await updateCalendarFeedOptions(db, alice.id, { includeSeat: false, includeDetails: true, includeNotes: true });
  await readOrCreateAuthSecret(db, undefined);
  await runImport(db, { format: "fr24", path: fixture("fr24.csv"), principal: alice.principal });
  const island = await db.airport.create({
    data: { ident: "custom:1", icao: null, iata: null, name: "Île Privée", municipality: null, lat: -17.123456789012, lon: -149.5, type: "small_airport", continent: "OC", country: "PF", tz: "Pacific/Tahiti", custom: true, ownerId: alice.id },
  });
  await db.airline.create({ data: { icao: "ZZP", iata: null, name: "Zed Private Air", active: false, custom: true, ownerId: alice.id } });
  await db.aircraft.create({ data: { icao: "ZZ1", name: "Homebuilt One", custom: true, ownerId: alice.id } });
  await saveFlight(db, bob.principal, {
    from: "SYD", to: "AKL", date: "2024-04-07", departure: "2024-04-07T09:00", arrival: "2024-04-07T14:00", airline: "QFA",
    flightNumber: "QF143", aircraft: "B789", flightReason: "leisure", notes: "Line one\nline two, \"quoted\" \u2028",
    seats: [
      { userId: alice.id, seat: "window", seatNumber: "30A", seatClass: "economy" },
      { userId: bob.id, seat: "middle", seatNumber: "30B" },
      { guestName: "Zoë Müller", seatNumber: "30C" },
    ],
  });
  await saveFlight(db, alice.principal, { from: "KTM", to: "SIN", date: "2023-11", airline: "ZZP", aircraft: "ZZ1" });
  await saveFlight(db, owner.principal, { from: "ZRH", to: "JFK", date: "2029-12-31", departure: "2029-12-31T23:30", seats: [{ userId: owner.id }, { guestName: "Guest" }] });
  await db.flight.updateMany({ where: { date: "2023-11-01" }, data: { toId: island.id } });
  await db.user.update({ where: { id: alice.id }, data: { connectionWindowHours: 36 } });
  const aliceFlights = await db.flight.findMany({ where: { seats: { some: { userId: alice.id } } }, select: { id: true }, take: 3 });
  await createTrip(db, alice.principal, { name: "Ämmä's tour", notes: "two lines\nof notes", flightIds: aliceFlights.map((f) => f.id) });
  await createTrip(db, bob.principal, { name: "Empty" });
});

afterAll(async () => {
  for (const t of [source, ...others]) await t?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("moves the whole instance SQLite → PostgreSQL (when TEST_DATABASE_URL is set) → SQLite unchanged", async () => {
    const before = { rows: await everyRow(source.db), views: await views(source.db) };
    expect(before.rows.Flight!.length).toBeGreaterThan(5);
    expect(before.rows.Flight!.filter((f) => (f as { departureHour: number | null }).departureHour !== null).length).toBeGreaterThan(2);

    const first = path.join(dir, "first.ndjson.gz");
    const written = await writeBackup(source.url, first, NOW);
    expect(written.rows).toMatchObject({ User: 3, ApiKey: 2, ShareLink: 1, Webhook: 1, CalendarFeed: 1, Trip: 2, TripFlight: 3, Flight: before.rows.Flight!.length, Seat: before.rows.Seat!.length });

    const middle = await createTestDb();
    others.push(middle);
    await middle.db.flightTombstone.create({ data: { userId: "*", flightId: 1, removedAt: new Date() } });
    // queued webhook events about the data a restore replaces never go out
    const stale = await middle.db.user.create({ data: { username: "stale", usernameKey: "stale", displayName: "Stale" } });
    const staleHook = await middle.db.webhook.create({ data: { userId: stale.id, url: "https://stale.example/", secret: "whsec_stale" } });
    await middle.db.webhookDelivery.create({ data: { webhookId: staleHook.id, event: "flight.updated", flightId: 1 } });
    const restoring = Date.now();
    const restored = await restoreBackup(middle.url, first, { replace: true });
    // the change feed starts again at the restore: earlier cursors must read the whole list, no stale tombstone stays
    const feedStart = (await middle.db.appMeta.findUniqueOrThrow({ where: { key: "changes.since" } })).value;
    expect(Date.parse(feedStart)).toBeGreaterThanOrEqual(restoring);
    expect(await middle.db.flightTombstone.count()).toBe(0);
    expect(await middle.db.webhookDelivery.count()).toBe(0);
    expect(restored.rows).toEqual(written.rows);
    expect(await everyRow(middle.db)).toEqual(before.rows);
    expect(await views(middle.db)).toEqual(before.views);
    // a restore into PostgreSQL drops indexes and foreign keys while it loads: all are there again
    const fresh = await createTestDb();
    others.push(fresh);
    expect(await schemaOf(middle.url)).toEqual(await schemaOf(fresh.url));
    const maxId = Math.max(...before.rows.Flight!.map((f) => (f as { id: number }).id));

    const second = path.join(dir, "second.ndjson.gz");
    await writeBackup(middle.url, second, NOW);
    const last = await createSqliteTestDb();
    others.push(last);
    await restoreBackup(last.url, second);
    expect(await everyRow(last.db)).toEqual(before.rows);
    expect(await views(last.db)).toEqual(before.views);
    // the restored rollups equal what the triggers built on the original
    for (const table of ["StatTotal", "StatAirport", "StatRoute", "StatPeriod", "StatBreakdown", "StatFlightEnd", "StatSeatEnd", "StatSeatEndMonth", "StatCo2", "StatSeatPeriod", "StatPeriodEntry"]) {
      const count = async (db: Db) => Number(Object.values((await db.$queryRawUnsafe<object[]>(`SELECT COUNT(*) AS "n" FROM "${table}"`))[0]!)[0]);
      expect(await count(last.db), table).toBe(await count(source.db));
    }
    // ids go on after the restored ones, on both databases
    for (const db of [middle.db, last.db]) {
      const next = await db.flight.create({ data: { ...(before.rows.Flight![0] as object), id: undefined } as never });
      expect(next.id).toBeGreaterThan(maxId);
    }
  });
});

describe("a restore of flights without their hour of departure (a backup made before Flight.departureHour)", () => {
  it("computes each hour from the departure and the origin's zone, and fills the 'hour' breakdown", async () => {
    const hours = async (db: Db) => (await db.flight.findMany({ select: { id: true, departureHour: true }, orderBy: { id: "asc" } })).map((f) => [f.id, f.departureHour]);
    const hourRows = (db: Db) => db.$queryRawUnsafe<object[]>(`SELECT "scope", "key", "count" FROM "StatBreakdown" WHERE "kind" = 'hour' ORDER BY 1, 2`);
    const expected = { hours: await hours(source.db), rollup: await hourRows(source.db) };
    expect(expected.hours.filter(([, hour]) => hour !== null).length).toBeGreaterThan(2);
    // a file whose flights have departures but no hours: what an older backup's rows (no such column) restore to
    const old = await createSqliteTestDb();
    others.push(old);
    await restoreBackup(old.url, await backupOf(source.url, "with-hours"));
    await old.db.$executeRawUnsafe(`UPDATE "Flight" SET "departureHour" = NULL`);
    const file = await backupOf(old.url, "without-hours");
    const target = await createTestDb();
    others.push(target);
    await restoreBackup(target.url, file);
    expect(await hours(target.db)).toEqual(expected.hours);
    expect(numbered(await hourRows(target.db))).toEqual(numbered(expected.rollup));
  });
});

async function backupOf(url: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}.ndjson.gz`);
  await writeBackup(url, file, NOW);
  return file;
}

/** Rows with their counts as numbers (PostgreSQL answers bigint for some). */
function numbered(rows: object[]): object[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value])));
}

/** The tables, columns and indexes, and on PostgreSQL each foreign key's definition. */
async function schemaOf(url: string): Promise<unknown> {
  const tables = Object.fromEntries([...(await introspect(url))].map(([name, table]) => [name, { columns: [...table.columns.keys()].sort(), indexes: [...table.indexes].sort() }]));
  if (!url.startsWith("postgres")) return { tables };
  const client = rawPgClient(url);
  await client.connect();
  try {
    const keys = await client.query<{ definition: string }>(
      `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS "definition" FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
    );
    return { tables, foreignKeys: keys.rows.map((row) => row.definition) };
  } finally {
    await client.end();
  }
}
