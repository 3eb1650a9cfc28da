import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/airtrail.json: a BOM, v3 airport / airline / aircraft objects, legacy {code} and plain-string references,
// "passengers" instead of "seats", offsets other than Z, a month-only date, a custom airport, another user and a guest,
// an unknown airport and an invalid flight.
describe("AirTrail JSON import", () => {
  it("keeps the instants, turns the exporting account's seats into the importer's and others into guests", async () => {
    const report = await importFile(kit, "airtrail", fixture("airtrail.json"));
    expect(report).toMatchObject({
      rows: 6,
      imported: 4,
      created: { airports: 1, airlines: 0, aircraft: 0 },
      skipped: [
        { row: 5, reason: "Unknown airport: KXYZ" },
        { row: 6, reason: "Invalid flight: date: must be YYYY-MM-DD" },
      ],
    });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({ from: "LSZH", to: "LFPG", date: "2006-02-01", datePrecision: "month", seats: [{ userId: me }] }),
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HB-JDA", flightReason: "business",
        notes: 'Spring-forward day, "window" seat',
        seats: [
          { userId: me, seat: "window", seatNumber: "12A", seatClass: "economy" },
          { guestName: "Friend Name", seat: "middle", seatNumber: "12B", seatClass: "economy" },
          { guestName: "Gäst Zwei", seat: "aisle", seatNumber: "12C", seatClass: "economy" },
        ],
      }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", flightReason: "leisure",
        notes: "Overnight", seats: [{ userId: me, seat: "aisle", seatNumber: "33K", seatClass: "economy+" }],
      }),
      flight({
        from: "WSSS", to: null, date: "2024-07-01", airline: "QFA", flightNumber: "QF9", aircraft: "B789", flightReason: "other",
        notes: "To a custom airport", seats: [{ userId: me, seatClass: "first" }],
      }),
    ]);
    const custom = await kit.db.airport.findFirstOrThrow({ where: { custom: true } });
    expect(custom).toMatchObject({ ident: "custom:1", name: "Strip Ωmega", tz: "Pacific/Tahiti", country: "PF", continent: "OC", lat: -17.5, lon: -149.5 });
  });

  it("creates the custom airport only once", async () => {
    const report = await importFile(kit, "airtrail", fixture("airtrail.json"));
    expect(report).toMatchObject({ imported: 0, duplicates: 4, created: { airports: 0 } });
    expect(await kit.db.airport.count({ where: { custom: true } })).toBe(1);
  });
});
