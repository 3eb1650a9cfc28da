import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { expect, test, type Page } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/**
 * The flights, flight form and trips pages in German: no English of their catalogues left on the page, nothing cut
 * off and axe clean at 390 and 1280 px. (A local copy of the no-English-left check until e2e/languages.spec.ts has
 * the shared expectNoEnglishLeft; the two are to be merged then.)
 */

type Tree = { [key: string]: string | Tree };
const catalogue = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Tree;
const flat = (tree: Tree | string): string[] => (typeof tree === "string" ? [tree] : Object.values(tree).flatMap(flat));

/** The words of a message a page shows as they are: its top-level text between arguments, plurals and tags. */
function literals(message: string): string[] {
  const texts = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((e) => (e.type === TYPE.literal ? [e.value] : e.type === TYPE.tag ? texts(e.children) : []));
  return texts(parse(message)).flatMap((text) => text.split(/[:(){}“”]/)).map((text) => text.trim());
}

/**
 * Fails on any English text of `namespaces` (messages/en.json) on the page: each message's fixed words of four or
 * more letters, unless the German catalogue uses the same words somewhere (a shared term such as "Business"). A
 * phrase of several words counts anywhere in the page's text; a single word only where a text starts with it (a label,
 * "Seat 12A"), so that data such as "Heathrow Airport" is not taken for a label.
 */
async function expectNoEnglishLeft(page: Page, namespaces: string[]): Promise<void> {
  const english = catalogue("en");
  const german = flat(catalogue("de")).join("\n");
  const phrases = new Set(namespaces.flatMap((namespace) => flat(english[namespace] ?? {}).flatMap(literals)));
  const wanted = [...phrases].filter((phrase) => /\p{L}{4}/u.test(phrase) && !german.includes(phrase));
  const body = await page.locator("body").innerText();
  const texts = body.split(/\n|\s·\s/).map((text) => text.trim());
  const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = wanted.filter((phrase) =>
    phrase.includes(" ")
      ? new RegExp(`(?<!\\p{L})${escaped(phrase)}(?!\\p{L})`, "u").test(body)
      : texts.some((text) => new RegExp(`^${escaped(phrase)}(?!\\p{L})`, "u").test(text)),
  );
  expect(found, `English left on ${page.url()}`).toEqual([]);
}

test.describe("flights, the flight form and trips in German", () => {
  test.use({ storageState: storageStateOf("alice"), locale: "de-DE" });

  test("the flight list", async ({ page }) => {
    await page.goto("/flights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flüge");
    await expect(page.getByTestId("scope-subject")).toContainText("Ihre Flüge");
    await expectNoEnglishLeft(page, ["Flights"]);
    await checkLayouts(page, "de-flights");
  });

  test("a flight's page", async ({ page }) => {
    await page.goto(`/flights/${mainState().flights.shared}`);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sitzplätze" })).toBeVisible();
    await expectNoEnglishLeft(page, ["Flights", "Trips"]);
    await checkLayouts(page, "de-flight");
  });

  test("the add form, and its errors", async ({ page }) => {
    await page.goto("/flights/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flug hinzufügen");
    await expectNoEnglishLeft(page, ["FlightForm"]);
    await checkLayouts(page, "de-flight-form");
    await page.getByRole("button", { name: "Flug speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte korrigieren" })).toHaveText("Bitte korrigieren Sie die 2 markierten Felder: Von, Nach.");
    await expect(page.getByText("Von: Pflichtfeld")).toBeVisible();
    await expectNoEnglishLeft(page, ["FlightForm"]);
  });

  test("the trips page", async ({ page }) => {
    await page.goto("/trips");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reisen");
    await expectNoEnglishLeft(page, ["Trips"]);
    await checkLayouts(page, "de-trips");
  });
});
