import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { figureSize } from "./stat-cards";

describe("the flight map's caption", () => {
  const caption = (messages: typeof en, locale: "en" | "de", routes: number, top: "yes" | "no", airports: number) =>
    createTranslator({ locale, messages, namespace: "Dashboard.map" })("caption", { routes, top, airports });

  it("says how many routes are drawn, and that they are the top ones when the map is full", () => {
    expect(caption(en, "en", 1000, "yes", 12)).toBe("Top 1,000 routes, 12 airports");
    expect(caption(en, "en", 870, "no", 1)).toBe("870 routes, 1 airport");
    expect(caption(en, "en", 1, "no", 2)).toBe("1 route, 2 airports");
    expect(caption(de, "de", 1000, "yes", 1)).toBe("Die 1.000 häufigsten Strecken, 1 Flughafen");
  });
});

describe("a card's figure size", () => {
  it("is 1.5rem at most and shrinks with the card for long figures", () => {
    expect(figureSize("131,074,122 km")).toBe("min(1.5rem, 10.20cqi)");
    expect(figureSize("42")).toBe("min(1.5rem, 71.43cqi)");
  });
});
