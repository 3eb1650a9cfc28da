import { describe, expect, it } from "vitest";
import { wholeKilometres } from "./flights-over-time";

describe("wholeKilometres", () => {
  it("rounds, and a floating-point remainder just below zero is 0, never -0", () => {
    expect(Object.is(wholeKilometres(-1e-9), 0)).toBe(true);
    expect(Object.is(wholeKilometres(-0), 0)).toBe(true);
    expect(wholeKilometres(1234.5)).toBe(1235);
    expect(wholeKilometres(0.4)).toBe(0);
  });
});
