import { describe, expect, it } from "vitest";
import type { KnownFlight } from "@/lib/capture/known/known-flight";
import { emptyFormValues } from "./flight-form-data";
import { describeFilled, formValuesWithKnownFlight } from "./known-flight-values";

const base = emptyFormValues("u1", "Bob", "2026-11-29");
const known: KnownFlight = {
  flightNumber: "QF143",
  sourceFlightId: 7,
  sourceDate: "2024-06-06",
  from: "SYD",
  to: "AKL",
  airline: "QF",
  aircraft: null,
  departureTime: "08:00",
  arrivalTime: "13:05",
  arrivalDayOffset: 0,
  filled: ["from", "to", "airline", "departureTime", "arrivalTime"],
};

describe("formValuesWithKnownFlight", () => {
  it("fills the route, airline and local times of the earlier flight, keeping the date and the seat", () => {
    const values = formValuesWithKnownFlight(base, known);
    expect(values).toEqual({
      ...base,
      from: { value: "SYD", label: "SYD" },
      to: { value: "AKL", label: "AKL" },
      airline: { value: "QF", label: "QF" },
      aircraft: null,
      flightNumber: "QF143",
      departureTime: "08:00",
      arrivalTime: "13:05",
      arrivalDate: "",
    });
  });

  it("writes out a next-day arrival from the given date", () => {
    const overnight = { ...known, departureTime: "22:30", arrivalTime: "05:10", arrivalDayOffset: 1 };
    expect(formValuesWithKnownFlight(base, overnight).arrivalDate).toBe("2026-11-30");
  });

  it("names what it filled", () => {
    expect(describeFilled(known)).toBe("from, to, airline, departure time and arrival time");
    expect(describeFilled({ ...known, filled: ["from"] })).toBe("from");
  });
});
