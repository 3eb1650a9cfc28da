import { describe, expect, it } from "vitest";
import { yearChange } from "./year-change";

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
