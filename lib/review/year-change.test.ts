import { describe, expect, it } from "vitest";
import { changeSign, yearChangeParts } from "./year-change";

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

describe("changeSign", () => {
  it("writes a rise with a plus and a fall with a true minus", () => {
    expect([changeSign("up"), changeSign("down")]).toEqual(["+", "\u2212"]);
  });
});
