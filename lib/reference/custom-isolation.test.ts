import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError, InputError, NotFoundError } from "@/lib/errors";
import { getFlight } from "@/lib/flights/get-flight";
import { saveFlight } from "@/lib/flights/save-flight";
import { findOrCreateCustomAircraft, findOrCreateCustomAirline, findOrCreateCustomAirport } from "@/lib/import/resolve/custom-entities";
import type { CodeMapping } from "@/lib/import/import-options";
import { importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";
import { getStats } from "@/lib/stats/get-stats";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { deleteCustomEntry, listCustomEntries } from "./custom-admin";
import { findAircraftByCode } from "./find-aircraft";
import { findAirlineByCode } from "./find-airline";
import { findAirportByCode } from "./find-airport";
import { searchAircraft } from "./search-aircraft";
import { searchAirlines } from "./search-airlines";
import { searchAirports } from "./search-airports";
import { authorized } from "@/test/support/authorized-scope";

// The security rule of custom reference data: a user's custom airport, airline or aircraft type is theirs alone,
// and never takes a code a bundled one has, so another user's saves, imports, flights and statistics cannot change.

const NOW = new Date("2030-01-01T00:00:00Z");
const FAKE_HEATHROW = {
  icao: "EGLL", iata: "LHR", name: "Mallory's Heathrow", municipality: null, lat: -45, lon: -170,
  type: "small_airport", continent: "OC", country: "KI", tz: "Pacific/Kiritimati",
};
const FAKE_AIRLINE = { icao: "BAW", iata: "BA", name: "Mallory Airways", callsign: null, country: null };

let kit: ImportKit;
let dir: string;
let mallory: TestUser;
let alice: TestUser;
let admin: TestUser;
let fake: { airport: number; ident: string; airline: number; jet: number; a320: number };

beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-custom-"));
  mallory = await createUser(kit.db, { username: "mallory" });
  alice = await createUser(kit.db, { username: "alice" });
  admin = await createUser(kit.db, { username: "boss", role: "admin" });
  // what Settings → Import's "new airport / airline / aircraft" forms create
  const airport = await findOrCreateCustomAirport(kit.db, mallory.id, FAKE_HEATHROW);
  const airline = await findOrCreateCustomAirline(kit.db, mallory.id, FAKE_AIRLINE);
  const jet = await findOrCreateCustomAircraft(kit.db, mallory.id, { icao: "ZZ9", name: "Mallory Jet", manufacturer: null });
  // a custom type with a bundled designator, as an older version could leave
  const a320 = await kit.db.aircraft.create({ data: { icao: "A320", name: "Mallory's A320", custom: true, ownerId: mallory.id } });
  const ident = (await kit.db.airport.findUniqueOrThrow({ where: { id: airport.id } })).ident;
  fake = { airport: airport.id, ident, airline: airline.id, jet: jet.id, a320: a320.id };
});

afterAll(async () => {
  await kit?.test.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function contrailFile(name: string, body: { airports?: object[]; airlines?: object[]; aircraft?: object[]; flights: object[] }): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify({ format: "contrail", version: 1, exportedAt: NOW.toISOString(), scope: "mine", subject: null, users: [], airports: [], airlines: [], aircraft: [], ...body }));
  return file;
}

function importAs(user: TestUser, file: string, mapping?: CodeMapping) {
  return importFile({ ...kit, user }, "contrail", file, mapping ? { mapping } : {});
}

const seat = [{ username: null, guestName: null }];

describe("another user's custom entries", () => {
  it("do not change a save: LHR, BA and A320 stay the bundled ones, and so does the flight body", async () => {
    const { id } = await saveFlight(kit.db, alice.principal, {
      from: "LHR", to: "ZRH", date: "2024-06-01", departure: "2024-06-01T10:00", arrival: "2024-06-01T12:45", airline: "BA", aircraft: "A320",
    });
    const row = await kit.db.flight.findUniqueOrThrow({ where: { id } });
    expect([row.fromId, row.airlineId, row.aircraftId]).toEqual([kit.ids.airports.LHR, kit.ids.airlines.BAW, kit.ids.aircraft.A320]);
    const body = await getFlight(kit.db, alice.principal, id);
    expect(body?.from).toMatchObject({ icao: "EGLL", name: "London Heathrow Airport", tz: "Europe/London", lat: 51.4706 });
    expect(body).toMatchObject({ departure: "2024-06-01T10:00:00.000+01:00", airline: "BAW", aircraft: "A320" });

    const byIcao = await saveFlight(kit.db, alice.principal, { from: "EGLL", to: "CDG", date: "2024-07-01", airline: "BAW" });
    expect(await kit.db.flight.findUniqueOrThrow({ where: { id: byIcao.id } })).toMatchObject({ fromId: kit.ids.airports.LHR, airlineId: kit.ids.airlines.BAW });
  });

  it("cannot be used by code or ident", async () => {
    await expect(saveFlight(kit.db, alice.principal, { from: "LHR", to: "ZRH", date: "2024-06-02", aircraft: "ZZ9" })).rejects.toThrow(new InputError("Unknown aircraft: ZZ9", "aircraft"));
    await expect(saveFlight(kit.db, alice.principal, { from: fake.ident, to: "ZRH", date: "2024-06-02" })).rejects.toThrow(new InputError(`Unknown airport: ${fake.ident}`, "from"));
    expect(await findAirportByCode(kit.db, fake.ident, alice.id)).toBeNull();
    expect(await findAircraftByCode(kit.db, "ZZ9", alice.id)).toBeNull();
  });

  it("are not suggested", async () => {
    expect(await searchAirports(kit.db, "Mallory", alice.id)).toEqual([]);
    expect((await searchAirports(kit.db, "LHR", alice.id)).map((a) => a.id)).toEqual([kit.ids.airports.LHR]);
    expect(await searchAirlines(kit.db, "Mallory", alice.id)).toEqual([]);
    expect(await searchAircraft(kit.db, "ZZ9", alice.id)).toEqual([]);
    const a320s = (await searchAircraft(kit.db, "A320", alice.id)).map((a) => a.id);
    expect(a320s[0]).toBe(kit.ids.aircraft.A320);
    expect(a320s).not.toContain(fake.a320);
  });

  it("do not change the user's statistics or everyone's", async () => {
    const mine = await getStats(kit.db, await authorized(kit.db, alice.principal, { kind: "mine" }), NOW);
    expect(mine.topAirport).toMatchObject({ id: kit.ids.airports.LHR, name: "London Heathrow Airport" });
    expect(mine.topAirline).toMatchObject({ id: kit.ids.airlines.BAW, name: "British Airways" });
    expect(mine.topAircraft).toMatchObject({ id: kit.ids.aircraft.A320, name: "Airbus A320" });
    const all = await getStats(kit.db, await authorized(kit.db, admin.principal, { kind: "all" }), NOW);
    expect(all.topAirport?.name).toBe("London Heathrow Airport");
    expect(all.topAirline?.name).toBe("British Airways");
  });
});

describe("a user's own custom entries", () => {
  it("are found and suggested for their owner, but never in place of a bundled code", async () => {
    expect((await findAirportByCode(kit.db, "LHR", mallory.id))?.id).toBe(kit.ids.airports.LHR);
    expect((await findAirlineByCode(kit.db, "BA", mallory.id))?.id).toBe(kit.ids.airlines.BAW);
    expect((await findAircraftByCode(kit.db, "A320", mallory.id))?.id).toBe(kit.ids.aircraft.A320);
    expect((await findAirportByCode(kit.db, fake.ident, mallory.id))?.id).toBe(fake.airport);
    expect((await findAircraftByCode(kit.db, "zz9", mallory.id))?.id).toBe(fake.jet);
    expect((await searchAirports(kit.db, "Mallory", mallory.id)).map((a) => a.id)).toEqual([fake.airport]);
    expect((await searchAirlines(kit.db, "Mallory", mallory.id)).map((a) => a.id)).toEqual([fake.airline]);
    expect((await searchAircraft(kit.db, "ZZ9", mallory.id)).map((a) => a.id)).toEqual([fake.jet]);
    const { id } = await saveFlight(kit.db, mallory.principal, { from: fake.ident, to: "LHR", date: "2024-05-01", aircraft: "ZZ9" });
    expect(await kit.db.flight.findUniqueOrThrow({ where: { id } })).toMatchObject({ fromId: fake.airport, toId: kit.ids.airports.LHR, aircraftId: fake.jet });
  });

  it("are reused only for their owner: the forms give another user an entry of their own", async () => {
    const again = await findOrCreateCustomAirport(kit.db, mallory.id, FAKE_HEATHROW);
    expect(again.id).toBe(fake.airport);
    const alices = await findOrCreateCustomAirport(kit.db, alice.id, FAKE_HEATHROW);
    expect(alices.id).not.toBe(fake.airport);
    expect((await findOrCreateCustomAirline(kit.db, alice.id, FAKE_AIRLINE)).id).not.toBe(fake.airline);
    // a designator the bundled data has names the bundled type
    expect((await findOrCreateCustomAircraft(kit.db, alice.id, { icao: "A320", name: "Mine", manufacturer: null })).id).toBe(kit.ids.aircraft.A320);
    await kit.db.airport.delete({ where: { id: alices.id } });
    await kit.db.airline.deleteMany({ where: { ownerId: alice.id } });
  });
});

describe("Contrail JSON import", () => {
  const described = {
    airports: [{ key: "A1", ...FAKE_HEATHROW }],
    airlines: [{ key: "L1", ...FAKE_AIRLINE }],
    aircraft: [{ key: "T1", icao: "ZZ8", name: "Mallory Glider", manufacturer: null }],
  };

  it("makes the file's custom entries the importer's own, and plain codes mean the bundled entries", async () => {
    const file = await contrailFile("custom.json", {
      ...described,
      flights: [
        { from: { custom: "A1" }, to: { iata: "ZRH" }, date: "2024-03-01", airline: { custom: "L1" }, aircraft: { custom: "T1" }, seats: seat },
        { from: { ident: "EGLL", icao: "EGLL", iata: "LHR" }, to: { iata: "CDG" }, date: "2024-03-02", airline: { icao: "BAW", iata: "BA", name: "Mallory Airways" }, aircraft: { icao: "A320" }, seats: seat },
      ],
    });
    expect(await importAs(mallory, file)).toMatchObject({ imported: 2, created: { airports: 0, airlines: 0, aircraft: 1 } });
    const mallorys = await kit.db.flight.findMany({ where: { seats: { some: { userId: mallory.id } }, date: { startsWith: "2024-03" } }, orderBy: { date: "asc" } });
    // the described entries are her existing ones; a code, even with her airline's name, is the bundled entry
    expect(mallorys.map((f) => [f.fromId, f.airlineId, f.aircraftId])).toEqual([
      [fake.airport, fake.airline, expect.any(Number)],
      [kit.ids.airports.LHR, kit.ids.airlines.BAW, kit.ids.aircraft.A320],
    ]);

    expect(await importAs(alice, file)).toMatchObject({ imported: 2, created: { airports: 1, airlines: 1, aircraft: 1 } });
    const alices = await kit.db.flight.findMany({
      where: { seats: { some: { userId: alice.id } }, date: { startsWith: "2024-03" } },
      include: { from: true, airline: true, aircraft: true },
      orderBy: { date: "asc" },
    });
    expect(alices.map((f) => [f.from.ownerId, f.airline?.ownerId, f.aircraft?.ownerId])).toEqual([
      [alice.id, alice.id, alice.id],
      [null, null, null],
    ]);
    expect(alices[1]).toMatchObject({ fromId: kit.ids.airports.LHR, airlineId: kit.ids.airlines.BAW, aircraftId: kit.ids.aircraft.A320 });
    // Mallory's entries are as she left them
    expect(await kit.db.airport.findUniqueOrThrow({ where: { id: fake.airport } })).toMatchObject({ ownerId: mallory.id, tz: "Pacific/Kiritimati" });
  });

  it("does not let a mapping point at another user's entry", async () => {
    const file = await contrailFile("codes.json", { flights: [{ from: { iata: "XQQ" }, to: { iata: "ZRH" }, date: "2024-04-01", seats: seat }] });
    await expect(importAs(alice, file, { airports: { XQQ: fake.airport } })).rejects.toThrow(InputError);
    await expect(importAs(alice, file, { aircraft: { ZZ9: fake.jet } })).rejects.toThrow(InputError);
    await expect(importAs(alice, file, { airlines: { X: fake.airline } })).rejects.toThrow(InputError);
    expect(await importAs(mallory, file, { airports: { XQQ: fake.airport } })).toMatchObject({ imported: 1 });
  });
});

describe("Settings → Custom data", () => {
  it("is for admins and owners only", async () => {
    await expect(listCustomEntries(kit.db, alice.principal)).rejects.toThrow(ForbiddenError);
    await expect(deleteCustomEntry(kit.db, alice.principal, "aircraft", fake.a320)).rejects.toThrow(ForbiddenError);
    expect(await kit.db.aircraft.count({ where: { id: fake.a320 } })).toBe(1);
  });

  it("lists every user's entries with their maker and use, deletes unused ones and refuses used ones", async () => {
    const entries = await listCustomEntries(kit.db, admin.principal);
    expect(entries).toContainEqual({ kind: "airport", id: fake.airport, codes: "EGLL / LHR", name: "Mallory's Heathrow", owner: { id: mallory.id, username: "mallory" }, flights: 3 });
    expect(entries).toContainEqual(expect.objectContaining({ kind: "aircraft", id: fake.a320, owner: { id: mallory.id, username: "mallory" }, flights: 0 }));
    expect(entries.filter((e) => e.owner?.id === alice.id).map((e) => e.kind).sort()).toEqual(["aircraft", "airline", "airport"]);

    await expect(deleteCustomEntry(kit.db, admin.principal, "airport", fake.airport)).rejects.toThrow(new InputError("Used by 3 flights: change or delete them first"));
    await expect(deleteCustomEntry(kit.db, admin.principal, "airline", fake.airline)).rejects.toThrow(new InputError("Used by 1 flight: change or delete it first"));
    await expect(deleteCustomEntry(kit.db, admin.principal, "airport", kit.ids.airports.LHR)).rejects.toThrow(NotFoundError);
    await deleteCustomEntry(kit.db, admin.principal, "aircraft", fake.a320);
    expect(await kit.db.aircraft.count({ where: { id: fake.a320 } })).toBe(0);
    expect(await kit.db.airport.count({ where: { id: fake.airport } })).toBe(1);
  });

  it("keeps a deleted user's entries for the flights that use them, seen by nobody", async () => {
    const gone = await createUser(kit.db, { username: "gone" });
    const strip = await findOrCreateCustomAirport(kit.db, gone.id, { ...FAKE_HEATHROW, icao: null, iata: "QQX", name: "Gone's strip" });
    await kit.db.user.delete({ where: { id: gone.id } });
    expect(await kit.db.airport.findUniqueOrThrow({ where: { id: strip.id } })).toMatchObject({ ownerId: null, custom: true });
    expect(await findAirportByCode(kit.db, "QQX", alice.id)).toBeNull();
  });
});
