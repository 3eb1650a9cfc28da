import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/openflights.csv: BOM, CRLF, an empty line, the four date forms (YYYY-MM-DD, MM/DD/YYYY, DD.MM.YYYY, YYYY)
// with and without a departure time, airline names, plane names, a quoted note with commas and quotes, non-ASCII text,
// ICAO-only and IATA-only airports, an unknown airport and an unknown airline.
describe("OpenFlights CSV import", () => {
  it("stores departure at the origin's local time and the arrival as departure + duration", async () => {
    const report = await importFile(kit, "openflights", fixture("openflights.csv"));
    expect(report).toMatchObject({
      rows: 8,
      imported: 6,
      duplicates: 0,
      skipped: [
        { row: 7, reason: "Unknown airport: XYZ" },
        { row: 8, reason: "Unknown airline: Air Nowhere" },
      ],
    });
    expect(report.unknown.airlines).toEqual([{ key: "Air Nowhere", count: 1, rows: [8] }]);
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({ from: "EGLL", to: "LSZH", date: "2005-01-01", datePrecision: "year", notes: "Year only", seats: [{ userId: me }] }),
      flight({
        from: "LSZH", to: "YSSY", date: "2024-02-01",
        departure: "2024-02-01T11:00:00.000Z", arrival: "2024-02-02T20:00:00.000Z", durationSeconds: 118800,
        airline: "QFA", flightNumber: "QF2", aircraft: "A388", aircraftReg: "VH-OQA", flightReason: "business",
        notes: "Via Singapore, two nights later", seats: [{ userId: me, seatClass: "business" }],
      }),
      flight({
        // 07:05 in Zurich on the morning it switched to summer time (+02:00)
        from: "LSZH", to: "EGLL", date: "2024-03-31",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HB-JDA", flightReason: "business",
        notes: 'Spring-forward day, "window" seat', seats: [{ userId: me, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "leisure",
        notes: "Overnight", seats: [{ userId: me, seat: "aisle", seatNumber: "33K", seatClass: "economy+" }],
      }),
      flight({ from: "EDKB", to: "JRA", date: "2024-07-14", notes: "ICAO-only and IATA-only airports", seats: [{ userId: me }] }),
      flight({
        from: "SBGR", to: "LFPG", date: "2024-08-20",
        departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", durationSeconds: 39900,
        airline: "DLH", flightNumber: "LH1234", aircraft: "B789", aircraftReg: "D-ABCD", flightReason: "other",
        notes: "Café crème über den Wolken ✈", seats: [{ userId: me, seat: "window", seatNumber: "2A", seatClass: "first" }],
      }),
    ]);
  });

  it("takes a mapped airline and leaves out what is already there", async () => {
    const report = await importFile(kit, "openflights", fixture("openflights.csv"), { mapping: { airlines: { "Air Nowhere": null }, airports: { XYZ: "KJFK" } } });
    expect(report).toMatchObject({ imported: 2, duplicates: 6, skipped: [] });
    const added = (await storedFlights(kit.db, kit.user.id)).filter((f) => f.date.startsWith("2024-05"));
    expect(added.map((f) => `${f.from}-${f.to} ${f.flightNumber} ${f.airline}`)).toEqual(["KJFK-EGLL null null", "LSZH-EGLL AB123 null"]);
  });
});

describe("OpenFlights CSV: dropped values", () => {
  it("a dry run counts the codes it does not know, cut text and a duration without a departure time", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "contrail-openflights-"));
    const file = path.join(dir, "openflights.csv");
    await writeFile(
      file,
      [
        "Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID",
        "2024-07-01,ZRH,LHR,LX318,Swiss International Air Lines,490,01:50,12A,W,Z,B,Airbus A320neo,HB-JDA,,,,,,",
        `2024-07-02 09:00,ZRH,LHR,LX319,Swiss International Air Lines,490,01:50,12A-EXTRA-LONG,Q,Y,\\N,Airbus A320neo,${"X".repeat(20)},${""},${"n".repeat(10_001)},,,,`,
      ].join("\n"),
    );
    try {
      const report = await importFile(kit, "openflights", file, { dryRun: true });
      expect(report).toMatchObject({ imported: 2, skipped: [] });
      expect(report.dropped).toEqual([
        { field: "Duration", reason: "no departure time to count it from", count: 1, rows: [2] },
        { field: "Class", reason: "not a value Contrail knows", count: 1, rows: [2] },
        { field: "Registration", reason: "cut to 16 characters", count: 1, rows: [3] },
        { field: "Seat_Type", reason: "not a value Contrail knows", count: 1, rows: [3] },
        { field: "Seat", reason: "cut to 10 characters", count: 1, rows: [3] },
        { field: "notes", reason: "cut to 10000 characters", count: 1, rows: [3] },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
