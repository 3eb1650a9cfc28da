import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import type { KnownFlight } from "@/lib/capture/known/known-flight";
import { knownFillOf } from "./known-flight-fill";

const known: KnownFlight = {
  flightNumber: "LX318",
  sourceFlightId: 7,
  sourceDate: "2026-03-02",
  from: "ZRH",
  to: "LHR",
  airline: "LX",
  aircraft: null,
  departureTime: "07:10",
  arrivalTime: "07:55",
  arrivalDayOffset: 0,
  filled: ["from", "to", "airline", "departureTime", "arrivalTime"],
};
const t = createTranslator({ locale: "en", messages: en });
const empty = { from: "", to: "", airline: "", aircraft: "", departureTime: "", arrivalTime: "" };

describe("knownFillOf", () => {
  it("fills every empty field the earlier flight knows, and names that flight", () => {
    expect(knownFillOf(empty, known, t)).toEqual({
      values: { from: "ZRH", to: "LHR", airline: "LX", departureTime: "07:10", arrivalTime: "07:55" },
      note: "Filled from your flight LX318 of 2026-03-02.",
    });
  });

  it("never overwrites a field the user typed in, even one the earlier flight knows", () => {
    const typed = { ...empty, to: "LCY", departureTime: "09:00" };
    expect(knownFillOf(typed, known, t).values).toEqual({ from: "ZRH", airline: "LX", arrivalTime: "07:55" });
  });

  it("counts blanks as empty, and leaves a field that is not shown alone", () => {
    const values = knownFillOf({ ...empty, from: "  ", departureTime: null, arrivalTime: undefined }, known, t).values;
    expect(values).toEqual({ from: "ZRH", to: "LHR", airline: "LX" });
  });

  it("fills nothing the earlier flight does not know", () => {
    expect(knownFillOf(empty, { ...known, airline: null, filled: ["from", "to"] }, t).values).toEqual({ from: "ZRH", to: "LHR" });
  });
});
