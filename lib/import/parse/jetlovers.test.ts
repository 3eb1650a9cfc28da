import { describe, expect, it } from "vitest";
import { fixture } from "@/test/support/import-test-kit";
import type { ImportRow, ParsedItem } from "../import-row";
import { parseJetLovers } from "./jetlovers";

async function items(file: string): Promise<ParsedItem[]> {
  const all: ParsedItem[] = [];
  for await (const item of parseJetLovers(file)) all.push(item);
  return all;
}

describe("parseJetLovers", () => {
  it("reads the airline by name and flight-number code, the aircraft by name and the one-letter codes", async () => {
    const parsed = await items(fixture("jetlovers.csv"));
    expect(parsed.map((item) => (item.kind === "row" ? item.row.row : `${item.row} skip`))).toEqual([2, 3, 4, 5, 7, 8, "9 skip", 10]);
    const rows = parsed.flatMap((item) => (item.kind === "row" ? [item.row] : []));
    expect(rows[0]).toEqual<ImportRow>({
      row: 2,
      from: { key: "ZRH", icao: null, iata: "ZRH" },
      to: { key: "LHR", icao: null, iata: "LHR" },
      date: "2024-03-31",
      datePrecision: "day",
      departure: null,
      arrival: null,
      statedDurationSeconds: null,
      airline: { key: "Swiss International Air Lines", icao: null, iata: "LX", name: "Swiss International Air Lines" },
      flightNumber: "LX318",
      aircraft: { key: "Airbus A320neo", icao: null, name: "Airbus A320neo" },
      aircraftReg: "HB-JDA",
      flightReason: "business",
      notes: "",
      seats: [{ owner: { kind: "self" }, seat: "window", seatNumber: "12A", seatClass: "economy" }],
      dropped: [],
    });
    expect(rows[2]).toMatchObject({ flightNumber: "UA8850", airline: { key: "United Airlines", iata: "UA" } });
    // no airline name and no flight number: no airline
    expect(rows[6]).toMatchObject({ airline: null, flightNumber: null, flightReason: null, seats: [{ seat: null, seatClass: null, seatNumber: "3C" }] });
  });
});
