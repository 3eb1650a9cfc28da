import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoEnglishLeft } from "./support/languages";
import { checkLayouts } from "./support/layout-checks";
import { storageStateOf } from "./support/state";

/**
 * The dashboard, the year in review and a share page in German (the browser's Accept-Language, for an account that
 * follows the browser and for a share page's visitor): no English message of their namespaces left on the page, no
 * text cut off at 390 and 1280 px, light and dark, axe clean. A share page follows its visitor's browser, whatever
 * the owner reads.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

/** Fits, no text cut off and axe clean, at a phone's and a desktop's width, light and dark. */
const checkWidths = (page: Page, name: string) => checkLayouts(page, name.replace(" ", "-"), { wholeText: true });

async function germanPage(browser: Browser, storageState: string | typeof SIGNED_OUT, locale = "de-DE"): Promise<Page> {
  const context = await browser.newContext({ storageState, locale, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test.describe("languages: the dashboard and the views of the log", () => {
  test("the dashboard in German: no English left, nothing cut off, axe clean", async ({ browser }) => {
    const page = await germanPage(browser, storageStateOf("alice"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
    await expect(page.getByTestId("scope-subject")).toHaveText("Ihre Statistik, nur abgeschlossene Flüge.");
    await page.locator("[data-testid=chart-per-year] .recharts-bar-rectangle").first().waitFor();
    // the map's table is written when opened: open it, so its headings are checked too
    await page.getByTestId("chart-flight-map").getByText("Als Tabelle anzeigen").click();
    await expect(page.getByTestId("flight-map-routes")).toBeVisible();
    await expectNoEnglishLeft(page, ["Dashboard", "Shell", "Common"]);
    await checkWidths(page, "dashboard de");
    await page.context().close();
  });

  test("a year's dashboard and its review in German", async ({ browser }) => {
    const page = await germanPage(browser, storageStateOf("alice"));
    await page.goto("/review");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Jahresrückblick \d{4}$/);
    await expectNoEnglishLeft(page, ["Review", "Dashboard", "Shell", "Common"]);
    await checkWidths(page, "review de");
    await page.getByTestId("review-dashboard").click();
    await page.waitForURL(/year=\d{4}/);
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Ihre Statistik, nur abgeschlossene Flüge, \d{4}\.$/);
    await expectNoEnglishLeft(page, ["Dashboard", "Shell", "Common"]);
    await page.context().close();
  });

  test("a share page follows its visitor's browser: German, French, Spanish, English", async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await browser.newContext({ storageState: storageStateOf("alice") });
    const settings = await owner.newPage();
    await settings.goto("/settings/sharing");
    const form = settings.getByTestId("new-link-form");
    await form.getByLabel("Label").fill("E2E Sprachen");
    await form.getByLabel("Flight list").check();
    await form.getByRole("button", { name: "Create link" }).click();
    const item = settings.getByTestId("share-link").filter({ hasText: "E2E Sprachen" });
    const url = await item.getByTestId("share-link-url").inputValue();

    const page = await germanPage(browser, SIGNED_OUT);
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByText("Ein Flugbuch, geteilt aus Contrail, nur abgeschlossene Flüge.")).toBeVisible();
    await page.locator("[data-testid=chart-per-year] .recharts-bar-rectangle").first().waitFor();
    await expectNoEnglishLeft(page, ["Share", "Dashboard", "Common"]);
    await checkWidths(page, "share de");
    await page.context().close();

    for (const [locale, flights] of [["fr-FR", "Vols"], ["es-ES", "Vuelos"], ["en-US", "Flights"]] as const) {
      const visitor = await germanPage(browser, SIGNED_OUT, locale);
      await visitor.goto(url);
      await expect(visitor.locator("#shared-flights-title"), locale).toHaveText(flights);
      await visitor.context().close();
    }

    await item.getByRole("button", { name: "Revoke link E2E Sprachen" }).click();
    await settings.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(settings.getByTestId("share-link").filter({ hasText: "E2E Sprachen" })).toHaveCount(0);
    await owner.close();
  });
});
