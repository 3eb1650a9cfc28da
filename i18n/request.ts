import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/locales";
import { currentLanguageChoice } from "@/lib/users/current-language";

/**
 * next-intl's per-request configuration (no locale in the URL): the account's language, else the browser's
 * Accept-Language (lib/i18n/locales.ts). Pages only: the API, logs and the CLI never come here and stay English.
 */
export default getRequestConfig(async () => {
  const locale = resolveLocale(await currentLanguageChoice(), (await headers()).get("accept-language"));
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    // Flight times are written in their airport's local time already; formatters never shift them.
    timeZone: "UTC",
  };
});
