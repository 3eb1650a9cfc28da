import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A stand-in for next-intl/server's getTranslations outside a Next request (unit tests of server actions), reading
 * the real catalogue of `locale`: `vi.mock("next-intl/server", async () => (await import("@/test/support/server-translations")).serverTranslations("de"))`.
 */
export function serverTranslations(locale: Locale) {
  const messages = JSON.parse(readFileSync(path.join(__dirname, "../../messages", `${locale}.json`), "utf8")) as IntlMessages;
  return {
    getTranslations: async (namespace?: string) => createTranslator({ locale, messages, namespace: namespace as never }),
    getLocale: async () => locale,
  };
}

type IntlMessages = Parameters<typeof createTranslator>[0]["messages"];
