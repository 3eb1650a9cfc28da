import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations, settle } from "./support/layout-checks";
import { storageStateOf } from "./support/state";

/**
 * The dashboard, the year in review and a share page in German (the browser's Accept-Language, for an account that
 * follows the browser and for a share page's visitor): no English message of their namespaces left on the page, no
 * text cut off at 390 and 1280 px, axe clean. A share page follows its visitor's browser, whatever the owner reads.
 *
 * expectNoEnglishLeft is a local copy of the check e2e/languages.spec.ts is to hold (not on this branch yet).
 */
type Tree = { [key: string]: string | Tree };
const catalogue = (locale: string): Tree => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Tree;
const EN = catalogue("en");
const SIGNED_OUT = { cookies: [], origins: [] };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(full, value);
    else for (const [k, v] of flatten(value, full)) flat.set(k, v);
  }
  return flat;
}

/** The literal text of a message, plural and select branches and tags' content included, piece by piece. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).flatMap((option) => literals(option.value));
    if (element.type === TYPE.tag) return literals(element.children);
    return [];
  });
}

/** Words of a piece, without the punctuation and spaces around them; pieces of fewer than three letters say nothing. */
const words = (piece: string) => piece.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");

/**
 * Fails naming every English piece of the namespaces' messages still on the page (its text nodes, aria-label, title,
 * alt, placeholder, the document title), leaving out those the language writes alike ("CO₂", "Business"). A piece of
 * two words or more is found inside any text; a single word only as a whole text, so an airport's English name in
 * the data ("Zurich Airport") is not taken for the label "Airport".
 */
async function expectNoEnglishLeft(page: Page, locale: string, namespaces: string[]): Promise<void> {
  const inScope = (key: string) => namespaces.some((namespace) => key.startsWith(`${namespace}.`));
  const english = [...flatten(EN)].filter(([key]) => inScope(key));
  const translated = flatten(catalogue(locale));
  const local = new Set([...translated].filter(([key]) => inScope(key)).flatMap(([, message]) => literals(parse(message)).map(words)));
  const pieces = new Set(
    english
      .filter(([key, message]) => translated.get(key) !== message)
      .flatMap(([, message]) => literals(parse(message)).map(words))
      .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 3 && !local.has(piece)),
  );
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim();
      if (text && parent && !parent.closest("script, style")) found.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });
  const left = [...pieces].filter((piece) => (/\s/.test(piece) ? texts.some((text) => text.includes(piece)) : texts.some((text) => words(text) === piece)));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

/** No text cut off (the page never scrolls sideways) and axe clean, at a phone's and a desktop's width. */
async function checkWidths(page: Page, label: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `${label} ${width}px: horizontal overflow`).toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), `${label} ${width}px`).toEqual([]);
  }
}

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
    await expectNoEnglishLeft(page, "de", ["Dashboard", "Shell", "Common"]);
    await checkWidths(page, "dashboard de");
    await page.context().close();
  });

  test("a year's dashboard and its review in German", async ({ browser }) => {
    const page = await germanPage(browser, storageStateOf("alice"));
    await page.goto("/review");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Jahresrückblick \d{4}$/);
    await expectNoEnglishLeft(page, "de", ["Review", "Dashboard", "Shell", "Common"]);
    await checkWidths(page, "review de");
    await page.getByTestId("review-dashboard").click();
    await page.waitForURL(/year=\d{4}/);
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Ihre Statistik, nur abgeschlossene Flüge, \d{4}\.$/);
    await expectNoEnglishLeft(page, "de", ["Dashboard", "Shell", "Common"]);
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
    await expectNoEnglishLeft(page, "de", ["Share", "Dashboard", "Common"]);
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
