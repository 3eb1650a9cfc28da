import { createTranslator } from "next-intl";
import english from "@/messages/en.json";

/**
 * `next-intl/server` for a test that runs server actions outside a request (next-intl's own getTranslations needs one):
 * `vi.mock("next-intl/server", () => englishServerIntl())`. Actions then answer in English, as for an English page.
 */
export function englishServerIntl() {
  return {
    getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages: english, namespace: namespace as never }),
    getLocale: async () => "en" as const,
  };
}
