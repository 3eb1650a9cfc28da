import { describe, expect, it } from "vitest";
import { yearChange, yearChangeParts } from "./year-change";

const n = (v: number) => String(v);

describe("yearChange", () => {
  it("says the change in words: a percentage, the difference from zero, the same, or nothing the year before", () => {
    expect(yearChange(15, 10, 2024, n)).toEqual({ direction: "up", text: "+50% on 2024" });
    expect(yearChange(5, 10, 2024, n)).toEqual({ direction: "down", text: "\u221250% on 2024" });
    expect(yearChange(1001, 1000, 2024, n)).toEqual({ direction: "up", text: "+<1% on 2024" });
    expect(yearChange(3, 0, 2024, n)).toEqual({ direction: "up", text: "+3 on 2024" });
    expect(yearChange(7, 7, 2024, n)).toEqual({ direction: "same", text: "same as 2024" });
    expect(yearChange(7, null, 2024, n)).toEqual({ direction: "none", text: "nothing in 2024" });
  });
});

describe("yearChangeParts", () => {
  it("gives the page the change's kind, ratio and difference to word in its language", () => {
    expect(yearChangeParts(15, 10)).toEqual({ direction: "up", kind: "percent", ratio: 0.5, difference: 5 });
    expect(yearChangeParts(5, 10)).toEqual({ direction: "down", kind: "percent", ratio: 0.5, difference: 5 });
    expect(yearChangeParts(1001, 1000)).toEqual({ direction: "up", kind: "belowOnePercent", ratio: 0, difference: 1 });
    expect(yearChangeParts(3, 0)).toEqual({ direction: "up", kind: "difference", ratio: 0, difference: 3 });
    expect(yearChangeParts(7, 7)).toMatchObject({ direction: "same", kind: "same" });
    expect(yearChangeParts(7, null)).toMatchObject({ direction: "none", kind: "none" });
  });
});
