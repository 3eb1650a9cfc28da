import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { OfflineFrame } from "./offline-frame";
import type { OfflineMode } from "./offline-view";

const dmy24: DisplayPreferences = { unit: "km", dateFormat: "dmy", clock: "24h" };

/** The banner's text: the frame rendered in a language, synced at local noon on 12 March 2024. */
function banner(locale: "en" | "de", mode: OfflineMode, preferences: DisplayPreferences | null = dmy24, synced = true): string {
  const syncedAt = synced ? new Date(2024, 2, 12, 12, 5).toISOString() : null;
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === "de" ? de : en} timeZone="UTC">
      <OfflineFrame syncedAt={syncedAt} displayName="Olga" preferences={preferences} mode={mode}>
        <p>view</p>
      </OfflineFrame>
    </NextIntlClientProvider>,
  );
  return /data-testid="offline-status">([^<]*)</.exec(html)?.[1] ?? "";
}

describe("the offline banner", () => {
  it("says the read views are read-only, and the add pages that flights are kept on this device", () => {
    expect(banner("en", "read")).toBe("Offline — as of 12 Mar 2024, 12:05. Read-only until the network is back.");
    expect(banner("en", "add")).toBe("Offline — as of 12 Mar 2024, 12:05. Flights you add are saved on this device and sent when the network is back.");
  });

  it("speaks the page's language with the account's date order and clock, on this device's time", () => {
    expect(banner("de", "add")).toBe("Offline – Stand: 12. März 2024, 12:05. Hinzugefügte Flüge werden auf diesem Gerät gespeichert und gesendet, sobald das Netz wieder da ist.");
    expect(banner("en", "read", { unit: "km", dateFormat: "mdy", clock: "12h" })).toMatch(/^Offline — as of Mar 12, 2024, 12:05\sPM\. /);
  });

  it("says when nothing was ever synced", () => {
    expect(banner("de", "read", null, false)).toBe("Offline – noch nie synchronisiert. Nur Lesen, bis das Netz wieder da ist.");
  });
});
