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

// fixtures/jetlog.csv: a BOM, ICAO airports, local HH:MM times, an explicit arrival date, a two-day arrival placed by the
// duration (minutes), the fall-back day, escaped newlines, an unknown airport, a bad date and a bad time.
describe("Jetlog CSV import", () => {
  it("stores the exact instants and fields", async () => {
    const report = await importFile(kit, "jetlog", fixture("jetlog.csv"));
    expect(report).toMatchObject({
      rows: 7,
      imported: 4,
      skipped: [
        { row: 7, reason: "Unknown airport: KXYZ" },
        { row: 8, reason: "Invalid date: 2024-13-01" },
        { row: 9, reason: "Invalid arrival time: 25:00" },
      ],
    });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "YSSY", date: "2024-02-01",
        departure: "2024-02-01T11:00:00.000Z", arrival: "2024-02-02T20:00:00.000Z", durationSeconds: 118800,
        airline: "QFA", flightNumber: "QF2", aircraft: "A388", aircraftReg: "VH-OQA", flightReason: "business",
        notes: "Via Singapore, two nights later", seats: [{ userId: me, seatClass: "business" }],
      }),
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HB-JDA", flightReason: "business",
        notes: 'Spring-forward day, "window" seat', seats: [{ userId: me, seat: "window", seatClass: "economy" }],
      }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "leisure",
        notes: "Overnight\nwith a second line", seats: [{ userId: me, seat: "aisle", seatClass: "economy+" }],
      }),
      flight({
        from: "LSZH", to: "LFPG", date: "2024-10-27",
        departure: "2024-10-27T06:10:00.000Z", arrival: "2024-10-27T07:20:00.000Z", durationSeconds: 4200,
        flightReason: "other", notes: "Fall-back day — Zürich → Paris", seats: [{ userId: me, seat: "middle", seatClass: "first" }],
      }),
    ]);
  });
});

describe("Jetlog CSV: durations", () => {
  const HEADER = "username,date,origin,destination,departure_time,arrival_time,arrival_date,seat,aircraft_side,ticket_class,purpose,duration,distance,airplane,airline,tail_number,flight_number,notes";
  const ROWS = [
    "traveller,2024-07-01,LSZH,EGLL,09:00,,,,,,,105,780,,SWR,,LX100,No arrival time",
    "traveller,2024-07-02,LSZH,EGLL,,09:45,,,,,,105,780,,SWR,,LX101,No departure time",
    "traveller,2024-07-03,LSZH,EGLL,,,,,,,,105,780,,SWR,,LX102,No times",
  ];
  let own: ImportKit;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    own = await startKit();
    dir = await mkdtemp(path.join(os.tmpdir(), "contrail-jetlog-"));
    file = path.join(dir, "jetlog.csv");
    await writeFile(file, [HEADER, ...ROWS].join("\n"));
  });
  afterAll(async () => {
    await own.test.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("a dry run counts the durations with no departure time to count from", async () => {
    const report = await importFile(own, "jetlog", file, { dryRun: true });
    expect(report).toMatchObject({ rows: 3, imported: 3, skipped: [] });
    expect(report.dropped).toEqual([{ field: "duration", reason: "no departure time to count it from", count: 2, rows: [3, 4] }]);
  });

  it("a departure time and a duration without an arrival time give the arrival, as in myFlightradar24 files", async () => {
    await importFile(own, "jetlog", file);
    const flights = await storedFlights(own.db, own.user.id);
    expect(flights.find((f) => f.flightNumber === "LX100")).toMatchObject({
      departure: "2024-07-01T07:00:00.000Z",
      arrival: "2024-07-01T08:45:00.000Z",
      durationSeconds: 6300,
    });
    expect(flights.find((f) => f.flightNumber === "LX101")).toMatchObject({ departure: null, durationSeconds: null });
  });
});
