import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { FLIGHT_ID_NOT_A_NUMBER, parseFlightId } from "./flight-id";

describe("parseFlightId", () => {
  it.each([
    ["1", 1],
    ["007", 7],
    ["2147483647", 2147483647],
    ["0002147483647", 2147483647],
  ])("reads %j", (value, id) => expect(parseFlightId(value)).toBe(id));

  it.each(["0", "000", "2147483648", "99999999999999999999999"])("answers not-found for %j", (value) =>
    expect(parseFlightId(value)).toBeNull(),
  );

  it.each(["abc", "1.5", "-1", "1e2", "0x10", " 7", "7 ", "", "+1", "١٢", "1_000"])("refuses %j", (value) =>
    expect(() => parseFlightId(value)).toThrow(FLIGHT_ID_NOT_A_NUMBER),
  );

  it("accepts whole non-negative numbers from JSON and refuses others", () => {
    expect(parseFlightId(12)).toBe(12);
    expect(() => parseFlightId(1.5)).toThrow(InputError);
    expect(() => parseFlightId(-3)).toThrow(InputError);
    expect(() => parseFlightId(null)).toThrow(InputError);
    expect(() => parseFlightId(true)).toThrow(InputError);
  });
});
