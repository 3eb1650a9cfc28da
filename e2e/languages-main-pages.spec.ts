import { expect, test, type Page } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { readCatalogue } from "@/test/support/i18n-sources";
import { expectNoEnglishLeft } from "./support/languages";
import { mainState, storageStateOf } from "./support/state";

/**
 * The main pages in French and Spanish, English as the baseline (the browser's language; the seeded accounts follow
 * it): sign-in, dashboard, flight list, the add-flight form with its errors shown, a flight's page and Settings. Each
 * shows its heading from the language's catalogue, no English of its areas left, and at 390 and 1280 px, light and
 * dark: fits, no text cut off, axe clean. German's pages have their own specs (languages-*.spec.ts).
 */

const SIGNED_OUT = { cookies: [], origins: [] };

const LANGUAGES = [
  { browser: "fr-FR", lang: "fr" },
  { browser: "es-ES", lang: "es" },
  { browser: "en-US", lang: "en" },
] as const;

interface MainPage {
  name: string;
  path: () => string;
  /** the catalogue key of a heading it shows */
  heading: string;
  namespaces: readonly string[];
  /** what to do before the checks, given the page's catalogue */
  prepare?: (page: Page, message: (key: string) => string) => Promise<void>;
}

const PAGES: readonly MainPage[] = [
  { name: "dashboard", path: () => "/", heading: "Dashboard.title", namespaces: ["Shell", "Dashboard", "Common"] },
  { name: "flights", path: () => "/flights", heading: "Flights.list.title", namespaces: ["Shell", "Flights"] },
  {
    name: "add-flight",
    path: () => "/flights/new",
    heading: "FlightForm.add.title",
    namespaces: ["Shell", "FlightForm"],
    prepare: async (page, message) => {
      await page.getByRole("button", { name: message("FlightForm.add.submit") }).click();
      const summary = message("FlightForm.errors.summary").match(/other \{([^{#]+)/)?.[1] ?? "";
      await expect(page.getByRole("alert").filter({ hasText: summary.trim() })).toBeVisible();
    },
  },
  { name: "flight", path: () => `/flights/${mainState().flights.shared}`, heading: "Flights.detail.details", namespaces: ["Shell", "Flights", "Trips"] },
  { name: "settings", path: () => "/settings", heading: "Settings.profile.title", namespaces: ["Shell", "Settings.profile", "Settings.nav", "Common.units"] },
];

/** The page's languages checks: English left (for a language other than English), then the layouts. */
async function checkPage(page: Page, lang: string, name: string, namespaces: readonly string[]): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (lang !== "en") await expectNoEnglishLeft(page, namespaces);
  await checkLayouts(page, `${lang}-${name}`, { wholeText: true });
}

test.describe("languages: the main pages", () => {
  for (const { browser: browserLocale, lang } of LANGUAGES) {
    test(`${lang}: sign-in, dashboard, flights, the add form with its errors, a flight and Settings`, async ({ browser }) => {
      test.setTimeout(300_000);
      const catalogue = readCatalogue(lang);
      const message = (key: string) => catalogue[key] ?? `missing ${key}`;

      const visitor = await browser.newContext({ storageState: SIGNED_OUT, locale: browserLocale });
      const signIn = await visitor.newPage();
      await signIn.goto("/signin");
      await expect(signIn.getByRole("heading", { level: 1 })).toHaveText(message("Auth.signIn.title"));
      await checkPage(signIn, lang, "signin", ["Auth.signIn"]);
      await visitor.close();

      const context = await browser.newContext({ storageState: storageStateOf("alice"), locale: browserLocale });
      const page = await context.newPage();
      for (const { name, path, heading, namespaces, prepare } of PAGES) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path());
        await expect(page.getByRole("heading", { name: message(heading), exact: true }), name).toBeVisible();
        await prepare?.(page, message);
        await checkPage(page, lang, name, namespaces);
      }
      await context.close();
    });
  }
});
