import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, flight, importFile, startKit, storedFlights, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

// fixtures/flighty.csv: a BOM, actual times winning over scheduled ones, an arrival dated the next day, the spring-forward
// and fall-back days, a diversion, a cancelled flight, an empty line, unknown airport / airline / aircraft names.
describe("Flighty CSV import", () => {
  it("reads local times at each airport and prefixes the flight number with the airline's IATA code", async () => {
    const report = await importFile(kit, "flighty", fixture("flighty.csv"));
    expect(report).toMatchObject({
      rows: 7,
      imported: 3,
      skipped: [
        { row: 4, reason: "Unknown aircraft: Boeing 787-9" },
        { row: 5, reason: "Flight was cancelled" },
        { row: 8, reason: "Unknown airport: XYZ" },
        { row: 9, reason: "Unknown airline: ZZZ" },
      ],
    });
    const me = kit.user.id;
    expect(await storedFlights(kit.db, me)).toEqual([
      flight({
        from: "LSZH", to: "EGLL", date: "2024-03-31",
        departure: "2024-03-31T05:05:00.000Z", arrival: "2024-03-31T06:55:00.000Z", durationSeconds: 6600,
        airline: "SWR", flightNumber: "LX318", aircraft: "A20N", aircraftReg: "HBJDA", flightReason: "business",
        notes: 'Spring-forward day, "window" seat', seats: [{ userId: me, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      }),
      flight({
        from: "KJFK", to: "EGLL", date: "2024-06-10",
        departure: "2024-06-10T22:30:00.000Z", arrival: "2024-06-11T05:35:00.000Z", durationSeconds: 25500,
        airline: "BAW", flightNumber: "BA112", aircraft: "B77W", aircraftReg: "G-STBA", flightReason: "leisure",
        notes: "Overnight", seats: [{ userId: me, seat: "aisle", seatNumber: "33K", seatClass: "economy+" }],
      }),
      flight({
        // back on winter time (+01:00) since 03:00 that morning; diverted to Paris
        from: "LSZH", to: "LFPG", date: "2024-10-27",
        departure: "2024-10-27T06:10:00.000Z", arrival: "2024-10-27T07:20:00.000Z", durationSeconds: 4200,
        airline: "SWR", flightNumber: "LX338", aircraft: "A320",
        notes: "Fall-back day\nDiverted (planned destination LHR)", seats: [{ userId: me }],
      }),
    ]);
  });

  it("imports the rest once the unknown names are mapped, and nothing twice", async () => {
    const report = await importFile(kit, "flighty", fixture("flighty.csv"), {
      mapping: { aircraft: { "Boeing 787-9": "B789" }, airports: { XYZ: "LSZH" }, airlines: { ZZZ: "SWR" } },
    });
    expect(report).toMatchObject({ imported: 3, duplicates: 3, skipped: [{ row: 5, reason: "Flight was cancelled" }] });
    const stored = await storedFlights(kit.db, kit.user.id);
    expect(stored.find((f) => f.flightNumber === "LH1234")).toMatchObject({
      from: "SBGR", to: "LFPG", departure: "2024-08-20T21:00:00.000Z", arrival: "2024-08-21T08:05:00.000Z", aircraft: "B789", notes: "Café crème über den Wolken ✈",
    });
    // the mapped airline's IATA code goes in front of the number
    expect(stored.find((f) => f.date === "2024-05-03")).toMatchObject({ airline: "SWR", flightNumber: "LX1" });
  });
});
