import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { saveFlight } from "@/lib/flights/save-flight";
import { haversineKm } from "@/lib/flights/derived";
import { listFlights } from "@/lib/flights/list-flights";
import type { FlightBody } from "@/lib/flights/flight-body";
import { getStats } from "@/lib/stats/get-stats";
import { createUser } from "@/test/support/fixtures";
import { ForbiddenError, InputError } from "@/lib/errors";
import { fixture, importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";
import { contrailJsonChunks } from "./contrail-json";
import { flightsCsvChunks } from "./flights-csv";
import { exportResponse } from "./export-request";
import { authorized } from "@/test/support/authorized-scope";

let kit: ImportKit;
let dir: string;
const NOW = new Date("2030-01-01T00:00:00Z");

beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-export-"));
  // a log with every kind of value: imported rows (month/year dates, DST, overnight) and saved flights with guests,
  // another user, a custom airport, airline and aircraft
  await importFile(kit, "fr24", fixture("fr24.csv"));
  const friend = await createUser(kit.db, { username: "friend" });
  const admin = await createUser(kit.db, { username: "boss", role: "admin" });
  const island = await kit.db.airport.create({
    data: { ident: "custom:1", icao: null, iata: null, name: "Île Privée, \"North\" strip", municipality: null, lat: -17.5, lon: -149.5, type: "small_airport", continent: "OC", country: "PF", tz: "Pacific/Tahiti", custom: true, ownerId: kit.user.id },
  });
  await kit.db.airline.create({ data: { icao: "ZZP", iata: null, name: "Zed Private Air", custom: true, ownerId: kit.user.id } });
  await kit.db.aircraft.create({ data: { icao: "ZZ1", name: "Homebuilt One", custom: true, ownerId: kit.user.id } });
  await saveFlight(kit.db, admin.principal, {
    from: "SYD",
    to: "AKL",
    date: "2024-04-07",
    departure: "2024-04-07T09:00",
    arrival: "2024-04-07T14:00",
    airline: "QFA",
    flightNumber: "QF143",
    aircraft: "B789",
    flightReason: "leisure",
    notes: "Line one\nline two, with \"quotes\"",
    seats: [
      { userId: kit.user.id, seat: "window", seatNumber: "30A", seatClass: "economy" },
      { userId: friend.id, seat: "middle", seatNumber: "30B" },
      { guestName: "Zoë Müller", seatNumber: "30C" },
    ],
  });
  await saveFlight(kit.db, kit.user.principal, {
    from: "KTM",
    to: "SIN",
    date: "2023-11",
    airline: "ZZP",
    aircraft: "ZZ1",
    notes: "=SUM(A1) is not a formula",
  });
  // the custom airport has no code to save it by: point the flight at it in the database, distance included
  const ktm = (await kit.db.airport.findFirstOrThrow({ where: { iata: "KTM" } }))!;
  await kit.db.flight.update({
    where: { id: (await kit.db.flight.findFirstOrThrow({ where: { date: "2023-11-01" } })).id },
    data: { toId: island.id, distanceKm: haversineKm(ktm, island) },
  });
});

afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function writeExport(chunks: AsyncGenerator<string>, name: string): Promise<string> {
  const file = path.join(dir, name);
  await pipeline(Readable.from(chunks), createWriteStream(file));
  return file;
}

/** A flight list with the owner's id replaced, so two users' logs compare. */
function normalize(flights: FlightBody[], ownerId: string) {
  return flights.map(({ id: _id, ...f }) => ({
    ...f,
    from: { ...f.from, id: 0 },
    to: { ...f.to, id: 0 },
    seats: f.seats.map((s) => ({ ...s, userId: s.userId === ownerId ? "owner" : s.userId })),
  }));
}

describe("Contrail JSON export and import", () => {
  it("rebuilds an identical log in another user's account, and adds nothing the second time", async () => {
    const file = await writeExport(contrailJsonChunks(kit.db, await authorized(kit.db, kit.user.principal, { kind: "mine" }), NOW), "mine.json");
    const exported = JSON.parse(await readFile(file, "utf8"));
    expect(exported).toMatchObject({ format: "contrail", version: 1, scope: "mine", subject: "traveller" });
    expect(exported.airports).toHaveLength(1);
    expect(exported.airlines).toEqual([{ key: "L1", icao: "ZZP", iata: null, name: "Zed Private Air", callsign: null, country: null }]);

    const copy = await createUser(kit.db, { username: "copy" });
    const report = await runAs(copy, file);
    expect(report).toMatchObject({ rows: 8, imported: 8, duplicates: 0, skipped: [] });
    // custom entries are their maker's alone: the importer gets copies of their own
    const owners = async () => (await kit.db.airport.findMany({ where: { custom: true }, orderBy: { id: "asc" } })).map((a) => a.ownerId);
    expect(await owners()).toEqual([kit.user.id, copy.id]);
    expect((await kit.db.aircraft.findMany({ where: { icao: "ZZ1" }, orderBy: { id: "asc" } })).map((a) => a.ownerId)).toEqual([kit.user.id, copy.id]);

    const original = await listFlights(kit.db, await authorized(kit.db, kit.user.principal, { kind: "mine" }));
    const rebuilt = await listFlights(kit.db, await authorized(kit.db, copy.principal, { kind: "mine" }));
    expect(rebuilt).toHaveLength(8);
    // the other user on the shared flight is not the importer's to add: they come back as a guest
    const expected = normalize(original, kit.user.id).map((f) => ({
      ...f,
      seats: f.seats.map((s) => (s.userId && s.userId !== "owner" ? { ...s, userId: null, guestName: "friend" } : s)),
    }));
    expect(normalize(rebuilt, copy.id)).toEqual(expected);
    expect(await getStats(kit.db, await authorized(kit.db, copy.principal, { kind: "mine" }), NOW)).toEqual(await getStats(kit.db, await authorized(kit.db, kit.user.principal, { kind: "mine" }), NOW));

    const again = await runAs(copy, file);
    expect(again).toMatchObject({ imported: 0, duplicates: 8 });
    expect(await owners()).toEqual([kit.user.id, copy.id]);
  });

  it("restores everybody's flights for an admin matching users by name", async () => {
    const admin = await kit.db.user.findFirstOrThrow({ where: { username: "boss" } });
    const principal = { userId: admin.id, role: "admin" as const };
    const file = await writeExport(contrailJsonChunks(kit.db, await authorized(kit.db, principal, { kind: "all" }), NOW), "all.json");
    const exported = JSON.parse(await readFile(file, "utf8"));
    expect(exported.subject).toBeNull();
    expect(exported.users.map((u: { username: string }) => u.username)).toEqual(["copy", "friend", "traveller"]);
    // a fresh database holding the same users and reference data
    const fresh = await startKit();
    try {
      for (const username of ["copy", "friend"]) await createUser(fresh.db, { username });
      const restorer = await createUser(fresh.db, { username: "root", role: "owner" });
      const report = await runImport(fresh, restorer, file, { matchUsers: true });
      expect(report).toMatchObject({ imported: 16, duplicates: 0, created: { airports: 1, airlines: 1, aircraft: 1 } });
      const before = await getStats(kit.db, await authorized(kit.db, principal, { kind: "all" }), NOW);
      const after = await getStats(fresh.db, await authorized(fresh.db, restorer.principal, { kind: "all" }), NOW);
      const idFree = (s: typeof before) => JSON.parse(JSON.stringify(s, (k, v) => (k === "id" ? 0 : v)));
      // traveller's and copy's identical custom airports (each user has their own) come back as one of the restorer's
      expect(idFree(after)).toEqual({ ...idFree(before), airports: before.airports - 1 });
      // seats went back to the users with the same usernames
      const traveller = await fresh.db.user.findFirstOrThrow({ where: { username: "traveller" } });
      expect(await fresh.db.seat.count({ where: { userId: traveller.id } })).toBe(8);
    } finally {
      await fresh.test.cleanup();
    }
  });
});

describe("CSV export", () => {
  it("writes a BOM, a header and RFC 4180 rows that a CSV reader gets back", async () => {
    const file = await writeExport(flightsCsvChunks(kit.db, await authorized(kit.db, kit.user.principal, { kind: "mine" })), "mine.csv");
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe("\uFEFFDate,Date precision,From,From name,To,To name,Departure,Arrival,Duration (min),Distance (km),Airline,Airline name,Flight number,Aircraft,Aircraft name,Registration,Reason,Seat,Seat number,Class,Travellers,Notes");
    const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
    expect(rows).toHaveLength(8);
    const sydney = rows.find((r) => r["Flight number"] === "QF143")!;
    expect(sydney).toMatchObject({
      From: "SYD",
      To: "AKL",
      Departure: "2024-04-07T09:00:00.000+10:00",
      Arrival: "2024-04-07T14:00:00.000+12:00",
      Seat: "window",
      "Seat number": "30A",
      Travellers: "traveller 30A; friend 30B; Zoë Müller (guest) 30C",
      Notes: 'Line one\nline two, with "quotes"',
    });
    const island = rows.find((r) => r.Date === "2023-11-01")!;
    expect(island).toMatchObject({ "To name": 'Île Privée, "North" strip', Airline: "ZZP", Notes: "'=SUM(A1) is not a formula" });
  });
});

describe("export request", () => {
  it("streams with a download name and refuses bad parameters before streaming", async () => {
    const response = await exportResponse(kit.db, kit.user.principal, { format: "csv" }, NOW);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="contrail-flights-2030-01-01.csv"');
    expect((await response.text()).split("\r\n")).toHaveLength(10);
    await expect(exportResponse(kit.db, kit.user.principal, { format: "xml" })).rejects.toThrow(InputError);
    await expect(exportResponse(kit.db, kit.user.principal, { scope: "all" })).rejects.toThrow(ForbiddenError);
    const json = await exportResponse(kit.db, kit.user.principal, {}, NOW);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(JSON.parse(await json.text()).flights).toHaveLength(8);
  });
});

function runAs(user: { principal: ImportKit["user"]["principal"] }, file: string) {
  return importFile({ ...kit, user: user as ImportKit["user"] }, "contrail", file);
}

function runImport(target: ImportKit, user: ImportKit["user"], file: string, options: { matchUsers?: boolean } = {}) {
  return importFile({ ...target, user }, "contrail", file, options);
}
