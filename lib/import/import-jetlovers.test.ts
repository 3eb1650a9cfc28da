import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/jetlovers.csv: dates without times, airlines by name and flight-number code, a codeshare mark, aircraft type
// names, one-letter class / reason / seat codes, an empty line, unknown codes, an unknown airport and airline, a bad date.
const SKIPPED = [
  { row: 7, reason: "Unknown airport: XYZ" },
  { row: 8, reason: "Unknown airline: Example Air" },
  { row: 9, reason: "Invalid date: 05/03/2024" },
];

describe("JetLovers CSV import", () => {
  it("a dry run counts every value it cannot keep, and writes nothing", async () => {
    const report = await importFile(kit, "jetlovers", fixture("jetlovers.csv"), { dryRun: true });
    expect(report).toMatchObject({ format: "jetlovers", rows: 8, imported: 5, skipped: SKIPPED });
    expect(report.unknown.airlines).toEqual([{ key: "Example Air", count: 1, rows: [8] }]);
    expect(report.dropped).toEqual([
      { field: "aircraft_reg", reason: "cut to 16 characters", count: 1, rows: [10] },
      { field: "reason", reason: "not a value Contrail knows", count: 1, rows: [10] },
      { field: "seat_type", reason: "not a value Contrail knows", count: 1, rows: [10] },
      { field: "class", reason: "not a value Contrail knows", count: 1, rows: [10] },
    ]);
    expect(await kit.db.flight.count()).toBe(0);
  });

  it("stores every field the file has", async () => {
    const report = await importFile(kit, "jetlovers", fixture("jetlovers.csv"));
    expect(report).toMatchObject({ imported: 5, skipped: SKIPPED });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "YSSY", date: "2024-02-01", airline: "QFA", flightNumber: "QF2", aircraft: "A388", aircraftReg: "VH-OQA", flightReason: "crew",
        seats: [{ userId: me, seatClass: "business" }],
      }),
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31", airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HB-JDA", flightReason: "business",
        seats: [{ userId: me, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      }),
      flight({ from: "LSZH", to: "LFPG", date: "2024-05-04", aircraft: "A320", aircraftReg: "HB-ABCDEFGHIJKLM", seats: [{ userId: me, seatNumber: "3C" }] }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10", airline: "BAW", flightNumber: "BA112", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "leisure",
        seats: [{ userId: me, seat: "aisle", seatNumber: "33K", seatClass: "economy+" }],
      }),
      flight({
        // a codeshare: the "*" goes, the marketing airline's code names the airline
        from: "SBGR", to: "LFPG", date: "2024-08-20", airline: "UAL", flightNumber: "UA8850", aircraft: "B789", aircraftReg: "D-ABCD", flightReason: "other",
        seats: [{ userId: me, seat: "middle", seatNumber: "2A", seatClass: "first" }],
      }),
    ]);
  });

  it("imports the rest once the unknown names are mapped, and nothing twice", async () => {
    const report = await importFile(kit, "jetlovers", fixture("jetlovers.csv"), { mapping: { airports: { XYZ: "LFPG" }, airlines: { "Example Air": null } } });
    expect(report).toMatchObject({ imported: 2, duplicates: 5, skipped: [{ row: 9, reason: "Invalid date: 05/03/2024" }] });
  });
});
