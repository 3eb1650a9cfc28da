import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { decimalMark, parseTypedDecimal } from "./typed-decimal";

describe("a decimal a person typed", () => {
  it("takes the language's decimal comma in German, French and Spanish", () => {
    for (const locale of ["de", "fr", "es"] as const) {
      expect(decimalMark(locale)).toBe(",");
      expect(parseTypedDecimal("48,3538", locale)).toBe(48.3538);
      expect(parseTypedDecimal("-122,375", locale)).toBe(-122.375);
    }
  });

  it("takes the point in every language", () => {
    for (const locale of LOCALES) {
      expect(parseTypedDecimal("48.3538", locale)).toBe(48.3538);
      expect(parseTypedDecimal("  11.7861 ", locale)).toBe(11.7861);
    }
  });

  it("refuses a comma in English rather than read it as digit grouping", () => {
    expect(decimalMark("en")).toBe(".");
    expect(parseTypedDecimal("48,3538", "en")).toBeNull();
    expect(parseTypedDecimal("1,234", "en")).toBeNull();
  });

  it("reads signs, whole numbers and a mark at either end", () => {
    expect(parseTypedDecimal("\u22126,1089", "fr")).toBe(-6.1089);
    expect(parseTypedDecimal("+6.5", "en")).toBe(6.5);
    expect(parseTypedDecimal("90", "de")).toBe(90);
    expect(parseTypedDecimal(",5", "es")).toBe(0.5);
    expect(parseTypedDecimal("7.", "en")).toBe(7);
    expect(Object.is(parseTypedDecimal("-0", "en"), 0)).toBe(true);
  });

  it("is null for anything else: grouping, two marks, words, nothing", () => {
    for (const text of ["", " ", "-", ",", ".", "1.234,5", "1,234.5", "1 234,5", "4,8,3", "48°", "west", "1e3", "0x1A", "Infinity", "NaN", "--1"]) {
      expect(parseTypedDecimal(text, "de"), text).toBeNull();
    }
  });
});
