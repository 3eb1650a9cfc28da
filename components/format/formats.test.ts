import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { formatsFor } from "./formats";
import { withCountryNames } from "./server-formats";

const prefs = { unit: "km", dateFormat: "dmy", clock: "24h" } as const;

describe("formats follow the language, the account's explicit choices stay", () => {
  it("writes month names in the language, in the account's order", () => {
    expect(formatsFor("en", prefs).date("2024-03-12")).toBe("12 Mar 2024");
    expect(formatsFor("de", prefs).date("2024-03-12")).toBe("12. März 2024");
    expect(formatsFor("fr", prefs).date("2024-03-12")).toBe("12 mars 2024");
    expect(formatsFor("es", prefs).date("2024-03-12")).toBe("12 mar 2024");
    expect(formatsFor("en", { ...prefs, dateFormat: "mdy" }).date("2024-03-12")).toBe("Mar 12, 2024");
    expect(formatsFor("de", { ...prefs, dateFormat: "mdy" }).date("2024-03-12")).toBe("März 12, 2024");
    expect(formatsFor("de", { ...prefs, dateFormat: "iso" }).date("2024-03-12")).toBe("2024-03-12");
    expect(formatsFor("de", prefs).date("2024-03-01", "month")).toBe("März 2024");
    expect(formatsFor("fr", prefs).month(1)).toBe("janv.");
  });

  it("keeps English exactly as it was, every month (\"3 Sep 2024\", never British \"Sept\")", () => {
    const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    names.forEach((name, i) => {
      const day = `2024-${String(i + 1).padStart(2, "0")}-03`;
      expect(formatsFor("en", prefs).date(day)).toBe(`3 ${name} 2024`);
      expect(formatsFor("en", { ...prefs, dateFormat: "mdy" }).date(day)).toBe(`${name} 3, 2024`);
      expect(formatsFor("en", prefs).date(day, "month")).toBe(`${name} 2024`);
      expect(formatsFor("en", prefs).month(i + 1)).toBe(name);
    });
  });

  it("groups numbers and marks decimals the language's way", () => {
    expect(formatsFor("en", prefs).decimal(12345.6, 1)).toBe("12,345.6");
    expect(formatsFor("de", prefs).decimal(12345.6, 1)).toBe("12.345,6");
    expect(formatsFor("es", prefs).decimal(12345.6, 1)).toBe("12.345,6");
    // French groups with a narrow no-break space
    expect(formatsFor("fr", prefs).decimal(12345.6, 1)).toBe("12\u202f345,6");
    expect(formatsFor("de", { ...prefs, unit: "mi" }).distance(20000)).toBe("12.427 mi");
    expect(formatsFor("de", prefs).duration(12_345 * 3600 + 5 * 60)).toBe("12.345 h 05 min");
  });

  it("keeps the account's clock, with the language's day-period words", () => {
    const at = "2024-03-31T18:05:00.000+02:00";
    expect(formatsFor("de", prefs).clock(at)).toBe("18:05");
    expect(formatsFor("en", { ...prefs, clock: "12h" }).clock(at)).toBe("6:05 PM");
    expect(formatsFor("es", { ...prefs, clock: "12h" }).clock(at)).toMatch(/^6:05\sp\.\sm\.$/u);
  });

  it("names countries in the language (the server's formats)", () => {
    const country = (locale: Locale, alpha2: string) => withCountryNames(formatsFor(locale, prefs)).country(alpha2);
    expect(country("en", "DE")).toBe("Germany");
    expect(country("de", "DE")).toBe("Deutschland");
    expect(country("fr", "DE")).toBe("Allemagne");
    expect(country("es", "DE")).toBe("Alemania");
    expect(country("de", "QQ")).toBe("QQ");
  });
});
