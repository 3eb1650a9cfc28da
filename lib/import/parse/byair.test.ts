import { describe, expect, it } from "vitest";
import { fixture } from "@/test/support/import-test-kit";
import type { ImportRow, ParsedItem } from "../import-row";
import { parseByAir } from "./byair";

async function items(file: string): Promise<ParsedItem[]> {
  const all: ParsedItem[] = [];
  for await (const item of parseByAir(file)) all.push(item);
  return all;
}

describe("parseByAir", () => {
  it("reads codes, local times of day, the flight code's airline and the booking code", async () => {
    const parsed = await items(fixture("byair.csv"));
    expect(parsed.map((item) => (item.kind === "row" ? item.row.row : `${item.row} skip`))).toEqual([2, 3, 4, "5 skip", 7, 8, 9, "10 skip"]);
    const rows = parsed.flatMap((item) => (item.kind === "row" ? [item.row] : []));
    expect(rows[0]).toEqual<ImportRow>({
      row: 2,
      from: { key: "ZRH", icao: null, iata: "ZRH" },
      to: { key: "LHR", icao: null, iata: "LHR" },
      date: "2024-03-31",
      datePrecision: "day",
      departure: { kind: "clock", time: "07:05" },
      arrival: { kind: "clock", time: "07:55" },
      statedDurationSeconds: null,
      airline: { key: "LX", icao: null, iata: "LX", name: null },
      flightNumber: "LX318",
      aircraft: null,
      aircraftReg: null,
      flightReason: "business",
      notes: 'Spring-forward day, "window" seat\nBooking code: QX7K2P',
      seats: [{ owner: { kind: "self" }, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      dropped: [],
    });
    // codeshare mark removed; a cockpit "class" is the pilot's seat
    expect(rows[2]).toMatchObject({ flightNumber: "UA8850", airline: { iata: "UA" }, seats: [{ seatClass: "first" }] });
    expect(rows[3]).toMatchObject({ flightReason: null, seats: [{ seat: "pilot", seatClass: null }] });
    expect(rows[4]).toMatchObject({ arrival: null, seats: [{ seat: null, seatNumber: "12ABCDEFGH", seatClass: "economy" }] });
  });
});
