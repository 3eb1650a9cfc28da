import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { formatCo2, haulBounds, haulLabel, haulName } from "./co2";

describe("formatCo2", () => {
  it("shows whole kilograms below ten tonnes and tonnes with one decimal from there", () => {
    expect(formatCo2(144.010125)).toBe("144 kg CO₂e");
    expect(formatCo2(9999.4)).toBe("9,999 kg CO₂e");
    expect(formatCo2(12_345)).toBe("12.3 t CO₂e");
    expect(formatCo2(0)).toBe("0 kg CO₂e");
  });

  it("writes the figures in the page's language, the symbols as the standard has them", () => {
    expect(formatCo2(9999.4, "de")).toBe("9.999 kg CO₂e");
    expect(formatCo2(12_345, "de")).toBe("12,3 t CO₂e");
    expect(formatCo2(12_345, "fr")).toBe("12,3 t CO₂e");
  });

  it("gives each haul band's distances, open at the top for the last", () => {
    expect([haulBounds("domestic"), haulBounds("short"), haulBounds("long")]).toStrictEqual([
      { fromKm: 0, belowKm: 500 },
      { fromKm: 500, belowKm: 3700 },
      { fromKm: 3700, belowKm: Infinity },
    ]);
  });

  it("names the haul bands by their distances", () => {
    expect([haulName("domestic"), haulName("short"), haulName("long")]).toStrictEqual(["Under 500 km", "500–3,700 km", "3,700 km and more"]);
  });

  it("names them in the page's language, its digits too", () => {
    const t = createTranslator({ locale: "en", messages: en });
    expect([haulLabel(t, "domestic"), haulLabel(t, "short"), haulLabel(t, "long")]).toStrictEqual(["Under 500 km", "500–3,700 km", "3,700 km and more"]);
    const german = createTranslator({ locale: "de", messages: de });
    expect([haulLabel(german, "domestic"), haulLabel(german, "short"), haulLabel(german, "long")]).toStrictEqual(["Unter 500 km", "500–3.700 km", "3.700 km und mehr"]);
  });
});
