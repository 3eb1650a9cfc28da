import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// A figure's change on the year before is worded by the page from yearChangeParts; English keeps the card's words.
describe("a review figure's change in words", () => {
  const change = (messages: typeof en, locale: "en" | "de" | "fr", kind: string, ratio = 0, difference = "") =>
    createTranslator({ locale, messages, namespace: "Review.figures" })("change", { kind, sign: "+", ratio, difference, year: "2016" });

  it("says a percentage, less than one percent, a difference, the same or nothing, in English as the card does", () => {
    expect(change(en, "en", "percent", 2)).toBe("+200% on 2016");
    expect(change(en, "en", "belowOnePercent")).toBe("+<1% on 2016");
    expect(change(en, "en", "difference", 0, "3")).toBe("+3 on 2016");
    expect(change(en, "en", "same")).toBe("same as 2016");
    expect(change(en, "en", "none")).toBe("nothing in 2016");
  });

  it("writes the percentage as the language does", () => {
    expect(change(de, "de", "percent", 0.5)).toBe("+50\u00a0% gegenüber 2016");
    expect(change(fr, "fr", "percent", 0.5)).toBe("+50\u00a0% par rapport à 2016");
  });
});
