import { expect, test } from "@playwright/test";
import { expectNoEnglishLeft } from "./support/languages";
import { checkLayouts } from "./support/layout-checks";
import { storageStateOf } from "./support/state";

/**
 * Settings in German (the browser's language, the account on "Browser language"): no English message of the Settings
 * catalogue left on its pages, and at 390 and 1280 px, light and dark: fits, no text cut off, axe clean.
 */

const PAGES = [
  { path: "/settings", heading: "Profil" },
  { path: "/settings/security", heading: "Sicherheit" },
  { path: "/settings/sharing", heading: "Teilen" },
  { path: "/settings/integrations", heading: "Integrationen" },
  { path: "/settings/calendar", heading: "Kalender" },
  { path: "/settings/users", heading: "Benutzer" },
  { path: "/settings/custom-data", heading: "Eigene Daten" },
  { path: "/settings/export", heading: "Export" },
  { path: "/settings/import", heading: "Import" },
] as const;

test.describe("Settings in German", () => {
  test.use({ storageState: storageStateOf("admin"), locale: "de-DE" });

  for (const { path: pagePath, heading } of PAGES) {
    test(`${pagePath} speaks German, fits and is axe clean`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expectNoEnglishLeft(page, ["Settings", "Shell"]);
      await checkLayouts(page, `de${pagePath}`, { wholeText: true });
    });
  }
});
