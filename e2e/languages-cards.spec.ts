import { expect, test, type Browser, type Page } from "@playwright/test";
import { CARD_CHARACTER_EM } from "@/components/share/card-words";
import { storageStateOf } from "./support/state";

/**
 * The picture cards in German, drawn by Chromium: the year in review's card of an account that follows the browser,
 * and a share link's card for a German visitor. Every line of text, measured with the browser's own fonts, is no wider
 * than the cards' estimate (components/share/card-words.ts), which the unit tests hold within the card's columns.
 */
const SIGNED_OUT = { cookies: [], origins: [] };

async function germanContext(browser: Browser, storageState: string | typeof SIGNED_OUT) {
  return browser.newContext({ storageState, locale: "de-DE", viewport: { width: 1280, height: 900 } });
}

/** Each <text> of the card open in `page`: its text, drawn width and the width the card's code reckoned for it. */
async function measuredLines(page: Page): Promise<{ text: string; drawn: number; reckoned: number }[]> {
  return page.evaluate((em) =>
    [...document.querySelectorAll("text")].map((node) => ({
      text: node.textContent ?? "",
      drawn: node.getComputedTextLength(),
      reckoned: [...(node.textContent ?? "")].length * Number(node.getAttribute("font-size")) * em,
    })),
  CARD_CHARACTER_EM);
}

async function expectGermanCardThatFits(page: Page, english: RegExp, german: string): Promise<void> {
  const text = await page.evaluate(() => document.documentElement.textContent ?? "");
  expect(text).toContain(german);
  expect(text).not.toMatch(english);
  const wider = (await measuredLines(page)).filter((line) => line.drawn > line.reckoned);
  expect(wider, "lines drawn wider than the cards reckon").toEqual([]);
}

test.describe("languages: the picture cards", () => {
  test("the year in review's card speaks German and every line fits", async ({ browser }) => {
    const context = await germanContext(browser, storageStateOf("alice"));
    const page = await context.newPage();
    await page.goto("/review");
    const src = await page.getByTestId("review-card").getAttribute("src");
    await page.goto(src!);
    await expectGermanCardThatFits(page, /in review|Time in the air|First visits|Countries|Airports/, "Jahresrückblick");
    await context.close();
  });

  test("a share link's card follows its visitor's browser and every line fits", async ({ browser }) => {
    const owner = await browser.newContext({ storageState: storageStateOf("alice") });
    const settings = await owner.newPage();
    await settings.goto("/settings/sharing");
    const form = settings.getByTestId("new-link-form");
    await form.getByLabel("Label").fill("E2E Karte");
    await expect(form.getByLabel("Statistics and charts")).toBeChecked();
    await form.getByRole("button", { name: "Create link" }).click();
    const item = settings.getByTestId("share-link").filter({ hasText: "E2E Karte" });
    const url = await item.getByTestId("share-link-url").inputValue();

    const visitor = await germanContext(browser, SIGNED_OUT);
    const page = await visitor.newPage();
    await page.goto(`${url}/card.svg`);
    await expectGermanCardThatFits(page, /Flights|Distance|Time in the air|Countries/, "Flugzeit");
    await visitor.close();

    await item.getByRole("button", { name: "Revoke link E2E Karte" }).click();
    await settings.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(settings.getByTestId("share-link").filter({ hasText: "E2E Karte" })).toHaveCount(0);
    await owner.close();
  });
});
