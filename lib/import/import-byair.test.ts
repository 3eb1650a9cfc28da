import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/byair.csv: local HH:MM times (an overnight arrival, the spring-forward and fall-back days), a booking code, a
// codeshare flight code, a friend's flight, a cockpit seat given as the class, an empty line, values byAir has and
// Contrail does not know, an unknown airport and a bad date.
const SKIPPED = [
  { row: 5, reason: "Flight belongs to someone else (ownership: friend)" },
  { row: 9, reason: "Unknown airport: XYZ" },
  { row: 10, reason: "Invalid date: 2024-13-01" },
];

describe("byAir CSV import", () => {
  it("a dry run counts every value it cannot keep, and writes nothing", async () => {
    const report = await importFile(kit, "byair", fixture("byair.csv"), { dryRun: true });
    expect(report).toMatchObject({ format: "byair", rows: 8, imported: 5, skipped: SKIPPED });
    expect(report.dropped).toEqual([
      { field: "seat_type", reason: "seat_class names the seat (cockpit or jumpseat)", count: 1, rows: [7] },
      { field: "purpose", reason: "not a value Contrail knows", count: 1, rows: [7] },
      { field: "arrival_time", reason: "not a time of day", count: 1, rows: [8] },
      { field: "seat_type", reason: "not a value Contrail knows", count: 1, rows: [8] },
      { field: "seat_number", reason: "cut to 10 characters", count: 1, rows: [8] },
    ]);
    expect(await kit.db.flight.count()).toBe(0);
  });

  it("stores the exact instants and fields, the airline taken from the flight code", async () => {
    const report = await importFile(kit, "byair", fixture("byair.csv"));
    expect(report).toMatchObject({ imported: 5, skipped: SKIPPED });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31", departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", flightReason: "business", notes: 'Spring-forward day, "window" seat\nBooking code: QX7K2P',
        seats: [{ userId: me, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      }),
      flight({
        // overnight: 06:35 in London is the next morning
        from: "KJFK", to: "EGLL", date: "2024-06-10", departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", flightReason: "leisure", notes: "Overnight", seats: [{ userId: me, seat: "aisle", seatNumber: "33K", seatClass: "economy+" }],
      }),
      flight({
        from: "LSZH", to: "EGLL", date: "2024-07-01", departure: "2024-07-01T07:00:00.000Z",
        airline: "SWR", flightNumber: "LX100", flightReason: "business", seats: [{ userId: me, seatNumber: "12ABCDEFGH", seatClass: "economy" }],
      }),
      flight({
        from: "SBGR", to: "LFPG", date: "2024-08-20", departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", durationSeconds: 39900,
        airline: "UAL", flightNumber: "UA8850", flightReason: "leisure", notes: "Café crème über den Wolken ✈", seats: [{ userId: me, seat: "window", seatNumber: "2A", seatClass: "first" }],
      }),
      flight({
        from: "LSZH", to: "LFPG", date: "2024-10-27", departure: "2024-10-27T06:10:00.000Z", arrival: "2024-10-27T07:20:00.000Z", durationSeconds: 4200,
        airline: "SWR", flightNumber: "LX338", notes: "Fall-back day", seats: [{ userId: me, seat: "pilot" }],
      }),
    ]);
  });

  it("adds nothing when the same file is imported again", async () => {
    const report = await importFile(kit, "byair", fixture("byair.csv"));
    expect(report).toMatchObject({ imported: 0, duplicates: 5 });
  });
});
