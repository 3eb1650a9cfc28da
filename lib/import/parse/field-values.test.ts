import { describe, expect, it } from "vitest";
import type { DroppedValue } from "../import-row";
import { airlineFromFlightNumber, arrivalOrAfterDeparture } from "./field-values";

describe("airlineFromFlightNumber", () => {
  it("takes three letters as the ICAO code, else two characters as the IATA code", () => {
    expect(airlineFromFlightNumber("LX318")).toEqual({ key: "LX", icao: null, iata: "LX", name: null });
    expect(airlineFromFlightNumber("SWR318")).toEqual({ key: "SWR", icao: "SWR", iata: null, name: null });
    expect(airlineFromFlightNumber("U21234")).toMatchObject({ iata: "U2" });
    expect(airlineFromFlightNumber("9W7")).toMatchObject({ iata: "9W" });
    expect(airlineFromFlightNumber("SL*1508")).toMatchObject({ iata: "SL" });
    for (const none of [null, "", "1234", "LX", "GROUND"]) expect(airlineFromFlightNumber(none)).toBeNull();
  });
});

describe("arrivalOrAfterDeparture", () => {
  const departure = { kind: "clock", time: "09:00" } as const;
  const arrival = { kind: "clock", time: "10:45" } as const;

  it("keeps a stated arrival, else counts the duration from the departure", () => {
    const dropped: DroppedValue[] = [];
    expect(arrivalOrAfterDeparture(departure, arrival, 6300, "Duration", dropped)).toBe(arrival);
    expect(arrivalOrAfterDeparture(departure, null, 6300, "Duration", dropped)).toEqual({ kind: "afterDeparture", seconds: 6300 });
    expect(arrivalOrAfterDeparture(departure, null, null, "Duration", dropped)).toBeNull();
    expect(dropped).toEqual([]);
  });

  it("notes a duration with no departure to count it from", () => {
    const dropped: DroppedValue[] = [];
    expect(arrivalOrAfterDeparture(null, arrival, 6300, "duration", dropped)).toBe(arrival);
    expect(arrivalOrAfterDeparture(null, null, 6300, "duration", dropped)).toBeNull();
    expect(dropped).toEqual([
      { field: "duration", column: "duration", reason: { code: "noDepartureForDuration" } },
      { field: "duration", column: "duration", reason: { code: "noDepartureForDuration" } },
    ]);
  });
});
