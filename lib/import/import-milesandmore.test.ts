import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/milesandmore.json: padded codes, times read as local at each airport (the spring-forward and fall-back
// days, an overnight arrival), a segment listed twice, a flight number given with its carrier and one with leading
// zeros, booking class letters, a segment without times, an unreadable arrival with a time on plane, a segment
// without origin, a bad date and a departure whose clock falls on another day than its date.
const SKIPPED = [
  { row: 6, reason: "Missing origin airport" },
  { row: 7, reason: "Invalid segment: DepartureDate: must be YYYY-MM-DD" },
  { row: 8, reason: "Date 2024-11-02 does not match the departure (local date at the origin: 2024-11-03)" },
];

describe("Miles & More import", () => {
  it("a dry run counts every value it cannot keep, and writes nothing", async () => {
    const report = await importFile(kit, "milesandmore", fixture("milesandmore.json"), { dryRun: true });
    expect(report).toMatchObject({ format: "milesandmore", rows: 8, imported: 4, duplicates: 1, skipped: SKIPPED });
    expect(report.dropped).toEqual([
      { field: "CompartmentClass", reason: "not a value Contrail knows", count: 1, rows: [4] },
      { field: "ArrivalTime", reason: "not a date and time", count: 1, rows: [5] },
    ]);
    expect(await kit.db.flight.count()).toBe(0);
  });

  it("stores each segment once, at the instants its local times name", async () => {
    const report = await importFile(kit, "milesandmore", fixture("milesandmore.json"));
    expect(report).toMatchObject({ imported: 4, duplicates: 1, skipped: SKIPPED });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31", departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", notes: "Booking code: QX7K2P", seats: [{ userId: me, seatClass: "economy" }],
      }),
      flight({
        from: "KJFK", to: "KLAX", date: "2024-06-10", airline: "UAL", flightNumber: "UA1", aircraft: "B77W", seats: [{ userId: me }],
      }),
      flight({
        // overnight: 10:05 in Paris is the next morning
        from: "SBGR", to: "LFPG", date: "2024-08-20", departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", durationSeconds: 39900,
        airline: "UAL", flightNumber: "UA8850", aircraft: "B789", notes: "Booking code: R4TN8D", seats: [{ userId: me, seatClass: "first" }],
      }),
      flight({
        // the arrival from the time on plane, since ArrivalTime cannot be read
        from: "LFPG", to: "LSZH", date: "2024-10-27", departure: "2024-10-27T06:10:00.000Z", arrival: "2024-10-27T07:20:00.000Z", durationSeconds: 4200,
        airline: "DLH", flightNumber: "LH1234", aircraft: "A320", seats: [{ userId: me, seatClass: "business" }],
      }),
    ]);
  });

  it("adds nothing when the same file is imported again", async () => {
    const report = await importFile(kit, "milesandmore", fixture("milesandmore.json"));
    expect(report).toMatchObject({ imported: 0, duplicates: 5 });
  });
});
