import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "@/test/support/import-test-kit";
import type { ImportRow, ParsedItem } from "../import-row";
import { parseMilesAndMore } from "./milesandmore";
import { englishReason } from "../reasons";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-milesandmore-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function items(file: string): Promise<ParsedItem[]> {
  const all: ParsedItem[] = [];
  for await (const item of parseMilesAndMore(file)) all.push(item);
  return all;
}

const SEGMENT = {
  DepartureDate: "2025-03-01",
  OriginAirportCode: "ZRH",
  DestinationAirportCode: "CDG",
  AirlineDesignatorCode: "LX   ",
  FlightNumber: 638,
  CompartmentClass: "M",
  AircraftCode: "320  ",
  DepartureTime: "2025-03-01T19:55:00.000+0000",
  ArrivalTime: "2025-03-01T21:20:00.000+0000",
};

/** The row parsed from a file holding one segment: SEGMENT with `changes` (a field set to undefined is left out). */
async function rowOf(changes: Record<string, unknown>): Promise<ImportRow> {
  const target = path.join(dir, "one.json");
  await writeFile(target, JSON.stringify({ SegmentListResponses: [{ ...SEGMENT, ...changes }] }));
  const [item] = await items(target);
  if (item?.kind !== "row") throw new Error(`not a row: ${JSON.stringify(item)}`);
  return item.row;
}

describe("parseMilesAndMore", () => {
  it("reads one item per segment, by its position in the list", async () => {
    const parsed = await items(fixture("milesandmore.json"));
    expect(parsed.map((item) => (item.kind === "row" ? `${item.row.row} ${item.row.flightNumber}` : `${item.row} skip`))).toEqual([
      "1 LX318", "2 UA8850", "3 LX318", "4 UA1", "5 LH1234", "6 skip", "7 skip", "8 QF2",
    ]);
    expect(parsed[0]).toEqual({
      kind: "row",
      row: {
        row: 1,
        from: { key: "ZRH", icao: null, iata: "ZRH" },
        to: { key: "LHR", icao: null, iata: "LHR" },
        date: "2024-03-31",
        datePrecision: "day",
        departure: { kind: "local", local: "2024-03-31T07:05:00" },
        arrival: { kind: "local", local: "2024-03-31T07:55:00" },
        statedDurationSeconds: 6600,
        airline: { key: "LX", icao: null, iata: "LX", name: null },
        flightNumber: "LX318",
        aircraft: { key: "32N", icao: "A20N", name: null },
        aircraftReg: null,
        flightReason: null,
        notes: "Booking code: QX7K2P",
        seats: [{ owner: { kind: "self" }, seat: null, seatNumber: null, seatClass: "economy" }],
        dropped: [],
      },
    });
  });

  it("puts the carrier before a bare number, and takes a number that names its carrier as it stands", async () => {
    expect(await rowOf({ FlightNumber: 8 })).toMatchObject({ flightNumber: "LX8", airline: { key: "LX" } });
    expect(await rowOf({ FlightNumber: "0093" })).toMatchObject({ flightNumber: "LX93" });
    expect(await rowOf({ FlightNumber: "1234A" })).toMatchObject({ flightNumber: "LX1234A" });
    expect(await rowOf({ FlightNumber: "lx 40" })).toMatchObject({ flightNumber: "LX40", airline: { key: "LX" } });
    expect(await rowOf({ AirlineDesignatorCode: "SWR", FlightNumber: 318 })).toMatchObject({ flightNumber: "SWR318", airline: { key: "SWR", icao: "SWR", iata: null } });
    expect(await rowOf({ AirlineDesignatorCode: "  ", FlightNumber: "LH 400" })).toMatchObject({ flightNumber: "LH400", airline: { key: "LH", iata: "LH" } });
    expect(await rowOf({ FlightNumber: null })).toMatchObject({ flightNumber: null, airline: { key: "LX" }, dropped: [] });
    expect(await rowOf({ AirlineDesignatorCode: undefined })).toMatchObject({
      flightNumber: null,
      airline: null,
      dropped: [{ field: "flightNumber", column: "FlightNumber", reason: { code: "flightNumberWithoutAirline" } }],
    });
  });

  it("reads the booking class as a compartment code, or a cabin named in words", async () => {
    const classOf = async (CompartmentClass: unknown) => (await rowOf({ CompartmentClass })).seats[0]!.seatClass;
    expect(await classOf("F")).toBe("first");
    expect(await classOf("c")).toBe("business");
    expect(await classOf("W ")).toBe("economy+");
    expect(await classOf("K")).toBe("economy");
    expect(await classOf("Business")).toBe("business");
    expect(await classOf(null)).toBeNull();
    const unknown = await rowOf({ CompartmentClass: "E" });
    expect(unknown.seats[0]!.seatClass).toBeNull();
    expect(unknown.dropped).toEqual([{ field: "seatClass", column: "CompartmentClass", reason: { code: "unknownValue" } }]);
  });

  it("reads the clock of a time as local, whatever offset it states", async () => {
    const timesOf = async (DepartureTime: unknown, ArrivalTime: unknown) => {
      const row = await rowOf({ DepartureTime, ArrivalTime });
      return [row.departure, row.arrival, row.dropped];
    };
    expect(await timesOf("2025-03-01T06:10Z", "2025-03-01T07:20:30+01:00")).toEqual([
      { kind: "local", local: "2025-03-01T06:10" }, { kind: "local", local: "2025-03-01T07:20:30" }, [],
    ]);
    expect(await timesOf("2025-03-01T06:10:00", undefined)).toEqual([{ kind: "local", local: "2025-03-01T06:10:00" }, null, []]);
    expect(await timesOf("19:55", "  ")).toEqual([null, null, [{ field: "departure", column: "DepartureTime", reason: { code: "notDateTime" } }]]);
  });

  it("counts the arrival from the time on plane when the file gives none", async () => {
    const row = await rowOf({ ArrivalTime: undefined, TimeOnPlane: 5100 });
    expect(row.arrival).toEqual({ kind: "afterDeparture", seconds: 5100 });
    expect(row.statedDurationSeconds).toBe(5100);
    const noDeparture = await rowOf({ DepartureTime: null, ArrivalTime: null, TimeOnPlane: 5100 });
    expect(noDeparture.arrival).toBeNull();
    expect(noDeparture.dropped).toEqual([{ field: "duration", column: "TimeOnPlane", reason: { code: "noDepartureForDuration" } }]);
  });

  it("skips a segment without airports or with a field of the wrong type, naming why", async () => {
    const target = path.join(dir, "bad.json");
    const segments = [{ ...SEGMENT, DestinationAirportCode: null }, { ...SEGMENT, FlightNumber: 3.5 }, "LX638", SEGMENT];
    await writeFile(target, JSON.stringify({ Paging: { page: 0 }, SegmentListResponses: segments }));
    expect((await items(target)).map((item) => (item.kind === "skip" ? englishReason(item.reason) : item.row.flightNumber))).toEqual([
      "Missing destination airport",
      expect.stringMatching(/^Invalid segment: FlightNumber: /),
      expect.stringMatching(/^Invalid segment: /),
      "LX638",
    ]);
  });
});
