import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { checkSupportedDate, checkSupportedInstant, isSupportedYear } from "./supported-years";

describe("supported years", () => {
  it("are 1900 to 2200", () => {
    expect([1899, 1900, 2024, 2200, 2201, 9999].map(isSupportedYear)).toEqual([false, true, true, true, false, false]);
  });

  it("a date outside them is an InputError naming the field", () => {
    expect(() => checkSupportedDate("1900-01-01", "date")).not.toThrow();
    expect(() => checkSupportedDate("2200-12-31", "date")).not.toThrow();
    expect(() => checkSupportedDate("9999-12-31", "date")).toThrow(new InputError("date: must be in the years 1900 to 2200", "date"));
    expect(() => checkSupportedDate("+010000-01-01", "date")).toThrow(InputError);
    expect(() => checkSupportedDate("1899-12-31", "date")).toThrow(InputError);
  });

  it("an instant counts by its local date in the airport's zone", () => {
    // 23:30 UTC on the last day of 2200 is already 2201 in Zurich
    const lastEvening = new Date("2200-12-31T23:30:00Z");
    expect(() => checkSupportedInstant(lastEvening, "Europe/London", "arrival")).not.toThrow();
    expect(() => checkSupportedInstant(lastEvening, "Europe/Zurich", "arrival")).toThrow(new InputError("arrival: must be in the years 1900 to 2200", "arrival"));
    expect(() => checkSupportedInstant(new Date(Number.NaN), "UTC", "departure")).toThrow(InputError);
  });
});
