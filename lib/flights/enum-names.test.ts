import { describe, expect, it } from "vitest";
import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "./enums";
import { enumName, FLIGHT_REASON_NAMES, SEAT_CLASS_NAMES, SEAT_POSITION_NAMES } from "./enum-names";

describe("enumName", () => {
  it("names every value of the flight body's enumerations, and nothing else", () => {
    expect(Object.keys(SEAT_CLASS_NAMES).sort()).toEqual([...SEAT_CLASSES].sort());
    expect(Object.keys(SEAT_POSITION_NAMES).sort()).toEqual([...SEAT_POSITIONS].sort());
    expect(Object.keys(FLIGHT_REASON_NAMES).sort()).toEqual([...FLIGHT_REASONS].sort());
    expect([...SEAT_CLASSES, ...SEAT_POSITIONS, ...FLIGHT_REASONS].map(enumName)).not.toContain(undefined);
  });

  it("uses the words the pages show, and leaves an unknown value as it is", () => {
    expect(["economy+", "jumpseat", "copilot", "business", "crew"].map(enumName)).toEqual(["Premium economy", "Jump seat", "Co-pilot", "Business", "Crew"]);
    expect(enumName("hovercraft")).toBe("hovercraft");
  });
});
