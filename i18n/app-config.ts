import type { Locale } from "@/lib/i18n/locales";
import type messages from "@/messages/en.json";

// English is the source catalogue: its keys type every t("…"), so a wrong key is a compile error.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
