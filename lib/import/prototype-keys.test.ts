import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flightReasonFromWord, seatClassFromWord, seatPositionFromWord } from "./parse/field-values";
import { aircraftIcaoFromIata } from "./parse/aircraft-iata";
import { importFile, startKit, type ImportKit } from "@/test/support/import-test-kit";

// Names read from a file (usernames, codes, words) were looked up in plain objects: `constructor`, `toString`,
// `hasOwnProperty` found Object.prototype's functions there, and `__proto__` the prototype itself.
const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

let kit: ImportKit;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-proto-"));
});
afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

function contrailExport(usernames: string[]): string {
  const flights = usernames.map((username, i) => ({
    from: { ident: "LSZH", icao: "LSZH", iata: "ZRH" },
    to: { ident: "EGLL", icao: "EGLL", iata: "LHR" },
    date: `2024-01-${String(10 + i).padStart(2, "0")}`,
    seats: [{ username, guestName: null, seatNumber: null }],
  }));
  return JSON.stringify({ format: "contrail", version: 1, subject: "someone", users: usernames.map((username) => ({ username, displayName: null })), flights });
}

describe("names that are also Object.prototype's keys", () => {
  it("a Contrail export whose seats hold such usernames imports them as guests", async () => {
    const file = path.join(dir, "export.json");
    await writeFile(file, contrailExport(NAMES));
    const report = await importFile(kit, "contrail", file, { mapping: { users: {} } });
    expect(report).toMatchObject({ imported: NAMES.length, skipped: [] });
    const guests = await kit.db.seat.findMany({ where: { guestName: { not: null } }, select: { guestName: true }, orderBy: { id: "asc" } });
    expect(guests.map((g) => g.guestName)).toStrictEqual(NAMES);
  });

  it("a user mapping keyed by such names maps them, and only them", async () => {
    const file = path.join(dir, "export-mapped.json");
    await writeFile(file, contrailExport(NAMES).replaceAll("2024-01-", "2023-01-"));
    const users = JSON.parse('{"constructor": "traveller", "__proto__": "traveller"}') as Record<string, string>;
    const report = await importFile(kit, "contrail", file, { mapping: { users } });
    expect(report).toMatchObject({ imported: NAMES.length, skipped: [] });
    const flights = await kit.db.flight.findMany({
      where: { date: { startsWith: "2023-01-" } },
      select: { seats: { select: { userId: true, guestName: true }, orderBy: { id: "asc" } } },
      orderBy: { date: "asc" },
    });
    const me = { userId: kit.user.id, guestName: null };
    expect(flights.map((f) => f.seats)).toStrictEqual([
      [me],
      [me],
      [me, { userId: null, guestName: "toString" }],
      [me, { userId: null, guestName: "hasOwnProperty" }],
      [me, { userId: null, guestName: "valueOf" }],
    ]);
  });

  it("seat, class and reason words and aircraft codes are not found on the prototype", () => {
    for (const name of NAMES) {
      expect(seatPositionFromWord(name)).toBeNull();
      expect(seatClassFromWord(name)).toBeNull();
      expect(flightReasonFromWord(name)).toBeNull();
      expect(aircraftIcaoFromIata(name)).toBeNull();
    }
  });

  it("a myFlightradar24 file with such words as seat type, class and reason imports them as unknown", async () => {
    const file = path.join(dir, "fr24.csv");
    const header = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
    const rows = NAMES.map((name, i) => `2022-02-${String(10 + i).padStart(2, "0")},,Zurich (ZRH/LSZH),London (LHR/EGLL),00:00:00,00:00:00,00:00:00,,,,,${name},${name},${name},`);
    await writeFile(file, [header, ...rows].join("\n"));
    const report = await importFile(kit, "fr24", file);
    expect(report).toMatchObject({ imported: NAMES.length, skipped: [] });
    const flights = await kit.db.flight.findMany({ where: { date: { startsWith: "2022-02-" } }, select: { flightReason: true, seats: { select: { seat: true, seatClass: true } } } });
    expect(flights).toHaveLength(NAMES.length);
    for (const flight of flights) expect(flight).toStrictEqual({ flightReason: null, seats: [{ seat: null, seatClass: null }] });
  });
});
