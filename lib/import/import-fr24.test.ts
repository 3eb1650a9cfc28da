import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";
import { runImport } from "./run-import";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/fr24.csv: BOM, CRLF line ends, an empty line, quotes and commas in a note, non-ASCII text, a spring-forward
// day, an overnight and a two-day arrival, month- and year-only dates, unknown codes, a time in the DST gap.
const SKIPPED = [
  { row: 9, reason: "Unknown airport: KXYZ" },
  { row: 10, reason: "Unknown aircraft: B797" },
  { row: 11, reason: "departure: 2024-03-31T02:30:00 does not exist in Europe/Zurich (daylight-saving gap)" },
  { row: 12, reason: "Invalid date: 2024-02-30" },
];

describe("myFlightradar24 CSV import", () => {
  it("reports what a dry run would do and writes nothing", async () => {
    const report = await importFile(kit, "fr24", fixture("fr24.csv"), { dryRun: true });
    expect(report).toMatchObject({ format: "fr24", dryRun: true, rows: 10, imported: 6, duplicates: 0, skipped: SKIPPED });
    expect(report.unknown).toEqual({
      airports: [{ key: "KXYZ", count: 1, rows: [9] }],
      airlines: [],
      aircraft: [{ key: "B797", count: 1, rows: [10] }],
    });
    expect(report.preview.map((p) => `${p.row} ${p.from}-${p.to} ${p.departure ?? p.date} ${p.status}`)).toEqual([
      "2 ZRH-LHR 2024-03-31T07:05:00.000+02:00 new",
      "3 JFK-LHR 2024-06-10T18:30:00.000-04:00 new",
      "5 ZRH-SYD 2024-02-01T12:00:00.000+01:00 new",
      "6 GRU-CDG 2024-08-20T18:00:00.000-03:00 new",
      "7 ZRH-CDG 2006-02-01 new",
      "8 LHR-ZRH 2005-01-01 new",
    ]);
    expect(await kit.db.flight.count()).toBe(0);
  });

  it("stores the exact instants and fields, local times read in each airport's zone", async () => {
    const report = await importFile(kit, "fr24", fixture("fr24.csv"));
    expect(report).toMatchObject({ imported: 6, duplicates: 0, skipped: SKIPPED });
    const me = kit.user.id;
    const seat = (s: Partial<{ seat: string; seatNumber: string; seatClass: string }>) => ({
      userId: me,
      guestName: null,
      seat: s.seat ?? null,
      seatNumber: s.seatNumber ?? null,
      seatClass: s.seatClass ?? null,
    });
    expect(await storedFlights(kit.db, me)).toEqual([
      {
        from: "EGLL", to: "LSZH", date: "2005-01-01", datePrecision: "year", departure: null, arrival: null, durationSeconds: null,
        airline: null, flightNumber: null, aircraft: null, aircraftReg: null, flightReason: null, notes: "Year only", seats: [seat({})],
      },
      {
        from: "LSZH", to: "LFPG", date: "2006-02-01", datePrecision: "month", departure: null, arrival: null, durationSeconds: null,
        airline: null, flightNumber: null, aircraft: null, aircraftReg: null, flightReason: null, notes: "", seats: [seat({})],
      },
      {
        // two days later by the calendar: the stated duration (33 h) picks the day
        from: "LSZH", to: "YSSY", date: "2024-02-01", datePrecision: "day",
        departure: "2024-02-01T11:00:00.000Z", arrival: "2024-02-02T20:00:00.000Z", durationSeconds: 118800,
        airline: "QFA", flightNumber: "QF2", aircraft: "A388", aircraftReg: "VH-OQA", flightReason: "business",
        notes: "Via Singapore, two nights later", seats: [seat({ seatClass: "business" })],
      },
      {
        // the day Zurich (02:00 → 03:00) and London (01:00 → 02:00) switch to summer time
        from: "LSZH", to: "EGLL", date: "2024-03-31", datePrecision: "day",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HB-JDA", flightReason: "business",
        notes: 'Spring-forward day, "window" seat', seats: [seat({ seat: "window", seatNumber: "12A", seatClass: "economy" })],
      },
      {
        // overnight: arrival 06:35 is before 18:30, so the next day
        from: "KJFK", to: "EGLL", date: "2024-06-10", datePrecision: "day",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "leisure",
        notes: "Overnight", seats: [seat({ seat: "aisle", seatNumber: "33K", seatClass: "economy+" })],
      },
      {
        from: "SBGR", to: "LFPG", date: "2024-08-20", datePrecision: "day",
        departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", durationSeconds: 39900,
        airline: "DLH", flightNumber: "LH1234", aircraft: "B789", aircraftReg: "D-ABCD", flightReason: "other",
        notes: "Café crème über den Wolken ✈", seats: [seat({ seat: "window", seatNumber: "2A", seatClass: "first" })],
      },
    ]);
  });

  it("adds nothing when the same file is imported again", async () => {
    const before = await kit.db.flight.count();
    const report = await importFile(kit, "fr24", fixture("fr24.csv"));
    expect(report).toMatchObject({ imported: 0, duplicates: 6 });
    expect(report.preview.every((p) => p.status === "duplicate")).toBe(true);
    expect(await kit.db.flight.count()).toBe(before);
    expect(await kit.db.seat.count()).toBe(before);
  });

  it("imports a row once its unknown codes are mapped", async () => {
    const report = await importFile(kit, "fr24", fixture("fr24.csv"), { mapping: { airports: { KXYZ: "LSZH" }, aircraft: { B797: "B789" } } });
    expect(report).toMatchObject({ imported: 2, duplicates: 6 });
    expect(report.skipped.map((s) => s.row)).toEqual([11, 12]);
    const flights = await storedFlights(kit.db, kit.user.id);
    expect(flights.filter((f) => f.date.startsWith("2024-05")).map((f) => `${f.from}-${f.to} ${f.flightNumber} ${f.aircraft}`)).toEqual([
      "LSZH-EGLL XY123 A320",
      "LSZH-EGLL LX320 B789",
    ]);
  });
});

describe("myFlightradar24 CSV: durations and dropped values", () => {
  const HEADER = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
  const ZRH = "Zurich / Zürich Airport (ZRH/LSZH)";
  const LHR = "London / Heathrow (LHR/EGLL)";
  const ROWS = [
    `2024-07-01,LX100,${ZRH},${LHR},09:00:00,,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,No arrival time`,
    `2024-07-02,LX101,${ZRH},${LHR},00:00:00,00:00:00,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,Times unknown`,
    `2024-07-03,LX102,${ZRH},${LHR},09:00:00,09:45:00,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),HB-ABCDEFGHIJKLMNOPQ,3C,7,0,0,`,
    `2024-08,LX103,${ZRH},${LHR},10:00:00,11:00:00,01:00:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,Month only`,
  ];
  let own: ImportKit;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    own = await startKit();
    dir = await mkdtemp(path.join(os.tmpdir(), "contrail-fr24-"));
    file = path.join(dir, "fr24.csv");
    await writeFile(file, [HEADER, ...ROWS].join("\n"));
  });
  afterAll(async () => {
    await own.test.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("a dry run counts every value it cannot keep, per column and reason", async () => {
    const report = await importFile(own, "fr24", file, { dryRun: true });
    expect(report).toMatchObject({ rows: 4, imported: 4, skipped: [] });
    expect(report.dropped).toEqual([
      { field: "Duration", reason: "no departure time to count it from", count: 2, rows: [3, 5] },
      { field: "Registration", reason: "cut to 16 characters", count: 1, rows: [4] },
      { field: "Seat type", reason: "not a value Contrail knows", count: 1, rows: [4] },
      { field: "Dep time", reason: "the date has no day", count: 1, rows: [5] },
      { field: "Arr time", reason: "the date has no day", count: 1, rows: [5] },
    ]);
  });

  it("gives the import page each reason and field as data beside its English", async () => {
    const report = await runImport(own.db, { format: "fr24", path: file, principal: own.user.principal, dryRun: true });
    expect(report.dropped.map(({ field, reason, cause }) => ({ field, reason, cause }))).toEqual([
      { field: "Duration", reason: "no departure time to count it from", cause: { field: "duration", column: "Duration", reason: { code: "noDepartureForDuration" } } },
      { field: "Registration", reason: "cut to 16 characters", cause: { field: "aircraftReg", column: "Registration", reason: { code: "cutToLength", values: { max: 16 } } } },
      { field: "Seat type", reason: "not a value Contrail knows", cause: { field: "seat", column: "Seat type", reason: { code: "unknownValue" } } },
      { field: "Dep time", reason: "the date has no day", cause: { field: "departure", column: "Dep time", reason: { code: "dateWithoutDay" } } },
      { field: "Arr time", reason: "the date has no day", cause: { field: "arrival", column: "Arr time", reason: { code: "dateWithoutDay" } } },
    ]);
    const skipped = await runImport(kit.db, { format: "fr24", path: fixture("fr24.csv"), principal: kit.user.principal, dryRun: true });
    expect(skipped.skipped).toEqual([
      { row: 9, reason: SKIPPED[0]!.reason, reasons: [{ code: "unknownAirport", values: { key: "KXYZ" } }] },
      { row: 10, reason: SKIPPED[1]!.reason, reasons: [{ code: "unknownAircraft", values: { key: "B797" } }] },
      { row: 11, reason: SKIPPED[2]!.reason, reasons: [{ code: "daylightSavingGap", values: { time: "departure", local: "2024-03-31T02:30:00", zone: "Europe/Zurich" } }] },
      { row: 12, reason: SKIPPED[3]!.reason, reasons: [{ code: "invalidDate", values: { cell: "2024-02-30" } }] },
    ]);
  });

  it("a departure time and a duration without an arrival time give the arrival", async () => {
    await importFile(own, "fr24", file);
    const flights = await storedFlights(own.db, own.user.id);
    expect(flights.find((f) => f.flightNumber === "LX100")).toMatchObject({
      departure: "2024-07-01T07:00:00.000Z",
      arrival: "2024-07-01T08:45:00.000Z",
      durationSeconds: 6300,
    });
    expect(flights.find((f) => f.flightNumber === "LX102")).toMatchObject({ aircraftReg: "HB-ABCDEFGHIJKLM", durationSeconds: 6300 });
  });
});
