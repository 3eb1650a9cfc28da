import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, resolveLocale } from "./locales";

describe("localeFromAcceptLanguage", () => {
  it("takes a supported language, a regional tag counting for its language", () => {
    expect(localeFromAcceptLanguage("de-AT")).toBe("de");
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9")).toBe("fr");
    expect(localeFromAcceptLanguage("ES")).toBe("es");
  });

  it("ranks by q-value, then by the order given", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, de;q=0.9")).toBe("de");
    expect(localeFromAcceptLanguage("fr, es")).toBe("fr");
    expect(localeFromAcceptLanguage("es;q=0.8, fr;q=0.8")).toBe("es");
  });

  it("skips languages it does not speak for the next one the browser accepts", () => {
    expect(localeFromAcceptLanguage("nl-NL, nl;q=0.9, de;q=0.7, en;q=0.5")).toBe("de");
  });

  it("falls back to English: no header, nothing supported, a refused (q=0) or malformed entry", () => {
    expect(localeFromAcceptLanguage(null)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage("ja, zh;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=0, ja")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=abc")).toBe("en");
    expect(localeFromAcceptLanguage("*")).toBe("en");
  });
});

describe("resolveLocale", () => {
  it("the account's stored choice wins over the browser", () => {
    expect(resolveLocale("fr", "de-DE")).toBe("fr");
  });

  it("follows the browser when the account follows it (\"\"), or nobody is signed in", () => {
    expect(resolveLocale("", "es-MX")).toBe("es");
    expect(resolveLocale(null, "de-CH")).toBe("de");
  });

  it("ignores a stored value it does not know (a newer or older version's)", () => {
    expect(resolveLocale("it", "fr")).toBe("fr");
  });
});
