import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { SHELL_COPIES, shellCacheKey, shellLanguage } from "./shell-language";

describe("the offline shell's language", () => {
  it("is the language the account's pages last spoke, whatever the browser's", () => {
    expect(shellLanguage("de", ["en-US", "en"])).toBe("de");
    expect(shellLanguage("es", [])).toBe("es");
  });

  it("is the browser's best supported language, in its order, when no account language is stored", () => {
    expect(shellLanguage(null, ["it-IT", "fr-CH", "de"])).toBe("fr");
    expect(shellLanguage(undefined, ["de-AT"])).toBe("de");
    // a record stored by an older version has no language; one that is not a language counts as none
    expect(shellLanguage("", ["es-MX"])).toBe("es");
    expect(shellLanguage("xx", ["es-MX"])).toBe("es");
  });

  it("is English when nothing supported is known", () => {
    expect(shellLanguage(null, [])).toBe("en");
    expect(shellLanguage(null, ["ja", "it"])).toBe("en");
  });

  it("is kept once per language, each copy under its own key", () => {
    expect(SHELL_COPIES.map((copy) => copy.locale)).toEqual([...LOCALES]);
    expect(new Set(SHELL_COPIES.map((copy) => copy.key)).size).toBe(LOCALES.length);
    expect(shellCacheKey("fr")).toBe("/offline?lang=fr");
  });
});
