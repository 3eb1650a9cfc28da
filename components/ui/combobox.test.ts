import { describe, expect, it } from "vitest";
import { settleOn } from "./combobox";

const zrh = { value: "LSZH", label: "ZRH · Zürich Airport" };
const swr = { value: "SWR", label: "SWR / LX · Swiss" };
const lon = [
  { value: "EGLL", label: "LHR · London Heathrow" },
  { value: "EGKK", label: "LGW · London Gatwick" },
];

describe("settleOn: what leaving a picker with typed text selects", () => {
  it("takes the option with that exact code, any letter case, among several", () => {
    expect(settleOn("zrh", [zrh, ...lon])).toBe(zrh);
    expect(settleOn("LSZH", [...lon, zrh])).toBe(zrh);
    expect(settleOn("lx", [swr, zrh])).toBe(swr);
    expect(settleOn(" lgw ", lon)).toBe(lon[1]);
  });

  it("takes the only match, and nothing when there are none or several", () => {
    expect(settleOn("Zürich", [zrh])).toBe(zrh);
    expect(settleOn("London", lon)).toBeNull();
    expect(settleOn("QQQ", [])).toBeNull();
  });
});
