import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { saveFlight } from "@/lib/flights/save-flight";
import { haversineKm } from "@/lib/flights/derived";
import { createUser } from "@/test/support/fixtures";
import { authorized } from "@/test/support/authorized-scope";
import { importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";
import { openApiDocument } from "@/lib/api/openapi/documents";
import { documentSchemas } from "@/test/openapi/document-schemas";
import { airtrailJsonChunks, clip, toAirtrailUser } from "./airtrail-json";

/**
 * AirTrail's importer for its own backup file (src/lib/import/airtrail.ts and the zod schemas it merges), restated
 * from reading it: the file is rejected whole when one value breaks a rule; `seats` is renamed `passengers` and
 * the flight's reason moves onto each passenger when missing; airports resolve by `icao` (or a legacy `code`),
 * airlines and aircraft by ICAO code, else by name; an exported user is matched to a local one by username, and an
 * unmatched seat becomes a guest named by its guestName, else the exported display name.
 */
const AIRPORT_TYPES = ["small_airport", "medium_airport", "large_airport", "heliport", "balloonport", "seaplane_base", "closed"] as const;
const CONTINENTS = ["AF", "AS", "EU", "NA", "OC", "SA", "AN"] as const;
const offsetDateTime = z.string().datetime({ offset: true }).nullable();
const airtrailAirport = z.union([
  z.object({
    type: z.enum(AIRPORT_TYPES),
    name: z.string(),
    municipality: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
    continent: z.enum(CONTINENTS),
    country: z.string(),
    icao: z.string(),
    iata: z.string().nullable(),
    tz: z.string(),
    custom: z.boolean(),
  }),
  z.object({ code: z.string().max(4) }),
]);
const upperCode = (max: number) => z.string().max(max).regex(/^[A-Z0-9]+$/).nullable();
const passenger = z
  .object({
    userId: z.string().nullable(),
    guestName: z.string().max(50).nullable(),
    seat: z.enum(["window", "aisle", "middle", "pilot", "copilot", "jumpseat", "other"]).nullable(),
    seatNumber: z.string().max(5).nullable(),
    seatClass: z.enum(["economy", "economy+", "business", "first", "private"]).nullable(),
    flightReason: z.enum(["leisure", "business", "crew", "other"]).nullable(),
  })
  .refine((p) => p.userId ?? p.guestName);
const airtrailFlight = z.preprocess(
  (value) => {
    const flight = value as Record<string, unknown>;
    const list = (flight.passengers ?? flight.seats) as Record<string, unknown>[];
    const { seats: _seats, flightReason, ...rest } = flight;
    return { ...rest, passengers: list.map((p) => ({ ...p, flightReason: p.flightReason ?? flightReason ?? null })) };
  },
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    datePrecision: z.enum(["day", "month", "year"]).default("day"),
    from: airtrailAirport,
    to: airtrailAirport,
    departure: offsetDateTime,
    arrival: offsetDateTime,
    duration: z.number().int().positive().nullable(),
    airline: z.object({ name: z.string().min(1), icao: upperCode(3), iata: upperCode(2) }).nullable(),
    aircraft: z.object({ name: z.string().min(1), icao: upperCode(4) }).nullable(),
    flightNumber: z.string().max(10).nullable(),
    aircraftReg: z.string().max(10).nullable(),
    note: z.string().max(1000).nullable(),
    passengers: z
      .array(passenger)
      .min(1)
      .refine((list) => list.some((p) => p.userId)),
  }),
);
const airtrailFile = z.object({
  flights: z.array(airtrailFlight).min(1),
  users: z.array(z.object({ id: z.string().min(3), username: z.string().min(3).max(20).regex(/^\w+$/), displayName: z.string().min(3) })).min(1),
});

/** What AirTrail would store for each flight, importing as `localUsername` (the other exported users unknown there). */
function airtrailImports(text: string, localUsername: string) {
  const file = airtrailFile.parse(JSON.parse(text));
  const users = new Map(file.users.map((u) => [u.id, u]));
  return file.flights.map((f) => ({
    date: f.date,
    datePrecision: f.datePrecision,
    from: "icao" in f.from ? f.from.icao : f.from.code,
    to: "icao" in f.to ? f.to.icao : f.to.code,
    departure: f.departure === null ? null : new Date(f.departure).toISOString(),
    arrival: f.arrival === null ? null : new Date(f.arrival).toISOString(),
    duration: f.duration,
    airline: f.airline ? (f.airline.icao ?? f.airline.name) : null,
    aircraft: f.aircraft ? (f.aircraft.icao ?? f.aircraft.name) : null,
    flightNumber: f.flightNumber,
    aircraftReg: f.aircraftReg,
    note: f.note,
    passengers: f.passengers.map((p) => {
      const exported = p.userId ? users.get(p.userId) : undefined;
      const local = exported?.username === localUsername;
      return { self: local, guestName: local ? null : (p.guestName ?? exported?.displayName ?? null), seat: p.seat, seatNumber: p.seatNumber, seatClass: p.seatClass, flightReason: p.flightReason };
    }),
  }));
}

let kit: ImportKit;
let dir: string;
const LONG_NOTE = `${"ä".repeat(999)}🛫 and more`;

beforeAll(async () => {
  kit = await startKit();
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-airtrail-export-"));
  const friend = await createUser(kit.db, { username: "friend.of-mine" });
  await kit.db.user.update({ where: { id: friend.id }, data: { displayName: "Jo" } });
  const admin = await createUser(kit.db, { username: "boss", role: "admin" });
  const me = kit.user;
  const island = await kit.db.airport.create({
    data: { ident: "custom:1", icao: null, iata: null, name: "Île Privée", municipality: null, lat: -17.5, lon: -149.5, type: "small_airport", continent: "OC", country: "PF", tz: "Pacific/Tahiti", custom: true, ownerId: me.id },
  });
  // timed, shared with another user and a guest, unicode notes
  await saveFlight(kit.db, admin.principal, {
    from: "SYD", to: "AKL", date: "2024-04-07", departure: "2024-04-07T09:00", arrival: "2024-04-07T14:00",
    airline: "QFA", flightNumber: "QF143", aircraft: "B789", aircraftReg: "VH-ZNA", flightReason: "leisure",
    notes: "Zoë's first flight ✈️ — «merci»\nline two",
    seats: [
      { userId: me.id, seat: "window", seatNumber: "30A", seatClass: "economy" },
      { userId: friend.id, seat: "middle", seatNumber: "30B" },
      { guestName: "Zoë Müller", seat: "aisle", seatNumber: "30C", seatClass: "economy+" },
    ],
  });
  // overnight, no airline, a heliport without an ICAO code, values longer than AirTrail holds
  await saveFlight(kit.db, me.principal, {
    from: "JFK", to: "LHR", date: "2024-06-10", departure: "2024-06-10T18:30", arrival: "2024-06-11T06:35",
    aircraft: "B77W", flightNumber: "XY12345678901", aircraftReg: "G-ABCDEFGHIJK", flightReason: "business", notes: LONG_NOTE,
    seats: [{ userId: me.id, seat: "jumpseat", seatNumber: "J1234567", seatClass: "business" }, { guestName: "G".repeat(60) }],
  });
  await saveFlight(kit.db, me.principal, { from: "JRA", to: "JFK", date: "2023-11", flightReason: "crew" });
  await saveFlight(kit.db, me.principal, { from: "KTM", to: "SIN", date: "2019", airline: "DLH" });
  // a custom airport has no code to save it by: point the flight at it in the database
  const ktm = await kit.db.airport.findFirstOrThrow({ where: { iata: "KTM" } });
  await kit.db.flight.update({ where: { id: (await kit.db.flight.findFirstOrThrow({ where: { date: "2019-01-01" } })).id }, data: { toId: island.id, distanceKm: haversineKm(ktm, island) } });
});

afterAll(async () => {
  await kit.test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function exportMine(): Promise<{ file: string; text: string }> {
  const file = path.join(dir, "airtrail.json");
  await pipeline(Readable.from(airtrailJsonChunks(kit.db, await authorized(kit.db, kit.user.principal, { kind: "mine" }))), createWriteStream(file));
  return { file, text: await readFile(file, "utf8") };
}

describe("AirTrail export: the mapping", () => {
  it("cuts to a length without splitting a character", () => {
    expect(clip("ab🛫", 3)).toBe("ab");
    expect(clip("ab🛫", 4)).toBe("ab🛫");
    expect(clip("", 4)).toBeNull();
  });

  it("makes usernames and display names AirTrail accepts", () => {
    expect(toAirtrailUser({ id: "c1abc", username: "friend.of-mine", displayName: "Jo" })).toEqual({ id: "c1abc", username: "friend_of_mine", displayName: "friend.of-mine" });
    expect(toAirtrailUser({ id: "c1abc", username: "al", displayName: "Al Bundy" })).toEqual({ id: "c1abc", username: "al_", displayName: "Al Bundy" });
    expect(toAirtrailUser({ id: "c1abc", username: "a".repeat(30), displayName: "" }).username).toHaveLength(20);
  });

  it("writes AirTrail's backup file: users, then flights with airport objects, passengers and seats", async () => {
    const { text } = await exportMine();
    const file = JSON.parse(text);
    expect(Object.keys(file)).toEqual(["users", "flights"]);
    expect(file.users.map((u: { username: string }) => u.username)).toEqual(["friend_of_mine", "traveller"]);
    const [yearly, monthly, sydney, overnight] = file.flights;
    expect(sydney).toEqual({
      date: "2024-04-07",
      datePrecision: "day",
      from: { type: "large_airport", name: expect.any(String), municipality: "Sydney", lat: expect.any(Number), lon: expect.any(Number), continent: "OC", country: "AU", icao: "YSSY", iata: "SYD", tz: "Australia/Sydney", custom: false },
      to: expect.objectContaining({ icao: "NZAA", iata: "AKL", custom: false }),
      departure: "2024-04-06T23:00:00.000Z",
      arrival: "2024-04-07T02:00:00.000Z",
      duration: 10800,
      airline: { name: "Qantas", icao: "QFA", iata: "QF" },
      aircraft: { name: expect.any(String), icao: "B789" },
      flightNumber: "QF143",
      aircraftReg: "VH-ZNA",
      flightReason: "leisure",
      note: "Zoë's first flight ✈️ — «merci»\nline two",
      passengers: [
        { userId: kit.user.id, guestName: null, seat: "window", seatNumber: "30A", seatClass: "economy", flightReason: "leisure" },
        { userId: expect.any(String), guestName: null, seat: "middle", seatNumber: "30B", seatClass: null, flightReason: "leisure" },
        { userId: null, guestName: "Zoë Müller", seat: "aisle", seatNumber: "30C", seatClass: "economy+", flightReason: "leisure" },
      ],
      seats: [
        { userId: kit.user.id, guestName: null, seat: "window", seatNumber: "30A", seatClass: "economy" },
        { userId: expect.any(String), guestName: null, seat: "middle", seatNumber: "30B", seatClass: null },
        { userId: null, guestName: "Zoë Müller", seat: "aisle", seatNumber: "30C", seatClass: "economy+" },
      ],
    });
    expect(overnight).toMatchObject({ airline: null, flightNumber: "XY12345678", aircraftReg: "G-ABCDEFGH", note: LONG_NOTE.slice(0, 999) });
    expect(overnight.note).toHaveLength(999); // the emoji would pass 1000 UTF-16 units
    expect(overnight.passengers[0].seatNumber).toBe("J1234");
    expect(overnight.passengers[1].guestName).toBe("G".repeat(50));
    expect(monthly).toMatchObject({ date: "2023-11-01", datePrecision: "month", departure: null, arrival: null, duration: null, from: { icao: "US-JRA", iata: "JRA" } });
    // the API document describes the file /api/flight/export?format=airtrail answers
    const validate = documentSchemas(openApiDocument)(
      (openApiDocument as unknown as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> }).paths["/flight/export"]!.get.responses["200"]!.content["application/json"]!.schema,
    );
    expect(validate(file) ? [] : validate.errors).toEqual([]);
    expect(yearly).toMatchObject({ date: "2019-01-01", datePrecision: "year", to: { icao: "", iata: null, name: "Île Privée", custom: true, tz: "Pacific/Tahiti" } });
  });
});

describe("AirTrail export: round trips", () => {
  it("passes AirTrail's importer rules, and AirTrail keeps every value it can hold", async () => {
    const { text } = await exportMine();
    const stored = await storedFlights(kit.db, kit.user.id);
    const imported = airtrailImports(text, "traveller");
    expect(imported).toHaveLength(stored.length);
    imported.forEach((at, i) => {
      const f = stored[i]!;
      expect(at).toMatchObject({ date: f.date, datePrecision: f.datePrecision, departure: f.departure, arrival: f.arrival, duration: f.durationSeconds, flightNumber: f.flightNumber?.slice(0, 10) ?? null, aircraftReg: f.aircraftReg?.slice(0, 10) ?? null });
      expect(at.airline).toBe(f.airline);
      expect(at.aircraft).toBe(f.aircraft);
      expect(at.note).toBe(clip(f.notes, 1000));
      expect(at.passengers.map((p) => p.flightReason)).toEqual(f.seats.map(() => f.flightReason));
      expect(at.passengers.map((p) => [p.seat, p.seatNumber, p.seatClass])).toEqual(f.seats.map((s) => [s.seat, s.seatNumber?.slice(0, 5) ?? null, s.seatClass]));
      expect(at.passengers.map((p) => p.self)).toEqual(f.seats.map((s) => s.userId === kit.user.id));
    });
    // AirTrail's airport codes: OurAirports' ident where there is no ICAO code, "" for a custom airport without one
    expect(imported.map((f) => [f.from, f.to])).toEqual([["VNKT", ""], ["US-JRA", "KJFK"], ["YSSY", "NZAA"], ["KJFK", "EGLL"]]);
    // the other user, unknown to the importing AirTrail, comes back as a guest under their exported display name
    expect(imported.find((f) => f.flightNumber === "QF143")!.passengers.map((p) => p.guestName)).toEqual([null, "friend.of-mine", "Zoë Müller"]);
  });

  it("reads back through Contrail's AirTrail importer with nothing lost but what AirTrail cannot hold", async () => {
    const { file } = await exportMine();
    const copy = await createUser(kit.db, { username: "copy" });
    const report = await importFile({ ...kit, user: copy }, "airtrail", file);
    expect(report).toMatchObject({ rows: 4, imported: 4, skipped: [], created: { airports: 1 } });
    const original = await storedFlights(kit.db, kit.user.id);
    const rebuilt = await storedFlights(kit.db, copy.id);
    // the other user comes back as a guest named by their AirTrail display name (theirs, "Jo", is too short for AirTrail)
    const expected = original.map((f) => ({
      ...f,
      flightNumber: f.flightNumber?.slice(0, 10) ?? null,
      aircraftReg: f.aircraftReg?.slice(0, 10) ?? null,
      notes: clip(f.notes, 1000) ?? "",
      seats: f.seats.map((s) => ({
        ...s,
        userId: s.userId === kit.user.id ? copy.id : null,
        guestName: s.userId === kit.user.id ? null : s.userId ? "friend.of-mine" : s.guestName!.slice(0, 50),
        seatNumber: s.seatNumber?.slice(0, 5) ?? null,
      })),
    }));
    expect(rebuilt).toEqual(expected);
    const custom = await kit.db.airport.findFirstOrThrow({ where: { custom: true, ownerId: copy.id } });
    expect(custom).toMatchObject({ name: "Île Privée", icao: null, iata: null, tz: "Pacific/Tahiti", lat: -17.5, lon: -149.5 });
  });
});
