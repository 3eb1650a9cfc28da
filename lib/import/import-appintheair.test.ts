import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/appintheair.txt: the account sections, trips with one and two flights, UTC and local columns, IATA aircraft
// codes, a trip marked NOT_MINE, an unknown airport and an aircraft code with no ICAO equivalent in the reference data.
describe("App in the Air data.txt import", () => {
  it("takes the instants from the UTC columns and the date from the local departure", async () => {
    const report = await importFile(kit, "appintheair", fixture("appintheair.txt"));
    expect(report).toMatchObject({
      rows: 5,
      imported: 3,
      skipped: [
        { row: 39, reason: "Trip belongs to someone else (Ownership.NOT_MINE)" },
        { row: 49, reason: "Unknown airport: XYZ; Unknown aircraft: E90" },
      ],
    });
    expect(report.unknown).toEqual({
      airports: [{ key: "XYZ", count: 1, rows: [49] }],
      airlines: [],
      aircraft: [{ key: "E90", count: 1, rows: [49] }],
    });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", seats: [{ userId: me, seatNumber: "12A", seatClass: "economy" }],
      }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", seats: [{ userId: me, seatNumber: "1A", seatClass: "business" }],
      }),
      flight({
        // lands two calendar days after its trip began, on the 13th in Sydney
        from: "EGLL", to: "YSSY", date: "2024-06-11",
        departure: "2024-06-11T20:15:00.000Z", arrival: "2024-06-12T17:45:00.000Z", durationSeconds: 77400,
        airline: "QFA", flightNumber: "QF2", aircraft: "A388", seats: [{ userId: me, seatNumber: "30C", seatClass: "economy+" }],
      }),
    ]);
  });
});
