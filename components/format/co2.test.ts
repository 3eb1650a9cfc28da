import { describe, expect, it } from "vitest";
import { formatCo2, haulName } from "./co2";

describe("formatCo2", () => {
  it("shows whole kilograms below ten tonnes and tonnes with one decimal from there", () => {
    expect(formatCo2(144.010125)).toBe("144 kg CO₂e");
    expect(formatCo2(9999.4)).toBe("9,999 kg CO₂e");
    expect(formatCo2(12_345)).toBe("12.3 t CO₂e");
    expect(formatCo2(0)).toBe("0 kg CO₂e");
  });

  it("names the haul bands by their distances", () => {
    expect([haulName("domestic"), haulName("short"), haulName("long")]).toStrictEqual(["Under 500 km", "500–3,700 km", "3,700 km and more"]);
  });
});
