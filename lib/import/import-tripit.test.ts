import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/tripit.ics: CRLF line ends, a VTIMEZONE block, a trip (all-day) entry, a hotel, folded lines, an alarm inside
// an event, times in UTC, in an IANA zone, in Windows zone names (read at the airport), the spring-forward day, a
// time in the daylight-saving gap and an unknown airport.
const SKIPPED = [
  { row: 13, reason: "Not a flight (all-day entry): London, spring weekend" },
  { row: 33, reason: "Not a flight: Check-in: Example Hotel" },
  { row: 58, reason: "Unknown airport: XYZ" },
  { row: 64, reason: "DTSTART: 2024-03-31T02:30:00 does not exist in Europe/Zurich (daylight-saving gap)" },
];

describe("TripIt calendar import", () => {
  it("a dry run lists the flights and what is not one, and writes nothing", async () => {
    const report = await importFile(kit, "tripit", fixture("tripit.ics"), { dryRun: true });
    expect(report).toMatchObject({ format: "tripit", dryRun: true, rows: 8, imported: 4, duplicates: 0, skipped: SKIPPED, dropped: [] });
    expect(report.preview.map((p) => `${p.row} ${p.from}-${p.to} ${p.departure} ${p.airline} ${p.flightNumber}`)).toEqual([
      "19 ZRH-LHR 2024-03-31T07:05:00.000+02:00 SWR LX318",
      "39 JFK-LHR 2024-06-10T18:30:00.000-04:00 BAW BA112",
      "45 GRU-CDG 2024-08-20T18:00:00.000-03:00 DLH LH1234",
      "51 SYD-SIN 2024-10-27T16:00:00.000+11:00 QFA QF1",
    ]);
    expect(await kit.db.flight.count()).toBe(0);
  });

  it("stores the exact instants, the flight number and the airline it starts with", async () => {
    const report = await importFile(kit, "tripit", fixture("tripit.ics"));
    expect(report).toMatchObject({ imported: 4, skipped: SKIPPED });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({ from: "LSZH", to: "EGLL", date: "2024-03-31", departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600, airline: "SWR", flightNumber: "LX318", seats: [{ userId: me }] }),
      flight({ from: "KJFK", to: "EGLL", date: "2024-06-10", departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500, airline: "BAW", flightNumber: "BA112", seats: [{ userId: me }] }),
      flight({ from: "SBGR", to: "LFPG", date: "2024-08-20", departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", durationSeconds: 39900, airline: "DLH", flightNumber: "LH1234", seats: [{ userId: me }] }),
      flight({ from: "YSSY", to: "WSSS", date: "2024-10-27", departure: "2024-10-27T05:00:00.000Z", arrival: "2024-10-27T14:00:00.000Z", durationSeconds: 32400, airline: "QFA", flightNumber: "QF1", seats: [{ userId: me }] }),
    ]);
  });

  it("adds nothing when the same file is imported again", async () => {
    const report = await importFile(kit, "tripit", fixture("tripit.ics"));
    expect(report).toMatchObject({ imported: 0, duplicates: 4 });
  });
});
