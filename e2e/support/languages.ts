import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { expect, type Locator, type Page } from "@playwright/test";
import { readCatalogue } from "@/test/support/i18n-sources";

/** The text a message shows word for word: its literal parts outside arguments, plural and select branches and tags included. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).flatMap((option) => literals(option.value));
    if (element.type === TYPE.tag) return literals(element.children);
    return [];
  });
}

/** A piece without the spaces, punctuation and digits around it ("Seat: " → "Seat", "# flights" → "flights"). */
const bare = (text: string) => text.replace(/^[\s\p{P}\p{S}\p{N}]+|[\s\p{P}\p{S}\p{N}]+$/gu, "");

/** A message's pieces worth looking for: two letters or more. */
const pieces = (message: string) => literals(parse(message)).map(bare).filter((piece) => /\p{L}{2}/u.test(piece));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordBounded = (piece: string) => new RegExp(`(?<!\\p{L})${escape(piece)}(?!\\p{L})`, "u");

/**
 * The English pieces of `namespaces` that a page in `locale` must not show: every literal piece of their English
 * messages, except those the language writes as English: a piece of its own anywhere in the language's catalogue
 * ("Contrail", "Business", "Export") or found inside the same key's translation.
 */
export function englishPieces(locale: string, namespaces: readonly string[]): string[] {
  const english = readCatalogue("en");
  const local = readCatalogue(locale);
  const writtenAlike = new Set(Object.values(local).flatMap(pieces));
  const inScope = (key: string) => namespaces.some((namespace) => key === namespace || key.startsWith(`${namespace}.`));
  const found = Object.entries(english)
    .filter(([key]) => inScope(key))
    .flatMap(([key, message]) => pieces(message).filter((piece) => !writtenAlike.has(piece) && !wordBounded(piece).test(local[key] ?? "")));
  return [...new Set(found)];
}

export interface NoEnglishOptions {
  /** only this part of the page (another area's part is another spec's concern) */
  within?: Locator;
  /** elements showing text that is not the page's own words, with the reason: lib's English diagnosis as the API gives it */
  except?: { selector: string; reason: string };
}

/**
 * Fails naming each English piece of the catalogue's `namespaces` (["Shell", "Flights.list"]) a non-English page
 * still shows: in its text, closed menus and screen-reader text included, in aria-label / title / placeholder / alt,
 * and in the document's title. A piece of two words or more counts anywhere, word-bounded; a single word only as a
 * text of its own or at a text's start ("Seat 12A"), so data such as "Zurich Airport" is not taken for "Airport".
 */
export async function expectNoEnglishLeft(page: Page, namespaces: readonly string[], options: NoEnglishOptions = {}): Promise<void> {
  const locale = await page.locator("html").getAttribute("lang");
  expect(locale, "the page is not in English").not.toBe("en");
  const wanted = englishPieces(locale!, namespaces);
  const root = options.within ?? page.locator("body");
  const texts = await root.evaluate((top, except) => {
    const skipped = (element: Element | null) => !element || !!element.closest("script, style, noscript, template") || (!!except && !!element.closest(except));
    const found: string[] = top === document.body ? [document.title] : [];
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skipped(node.parentElement)) found.push(node.textContent ?? "");
    for (const element of top.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (!skipped(element)) for (const name of ["aria-label", "title", "placeholder", "alt"]) found.push(element.getAttribute(name) ?? "");
    }
    // the lines as shown, so a phrase split over elements ("Sign in with <b>GitHub</b>") is found too
    const excepted = except ? [...top.querySelectorAll<HTMLElement>(except)].map((element) => element.innerText).filter(Boolean) : [];
    const shown = excepted.reduce((text, libText) => text.replaceAll(libText, "\n"), (top as HTMLElement).innerText);
    return [...found, ...shown.split(/\n|\t/)].map((text) => text.trim()).filter(Boolean);
  }, options.except?.selector);
  const starts = texts.map((text) => text.replace(/^[\s\p{P}\p{S}\p{N}]+/u, ""));
  const left = wanted.filter((piece) =>
    /\s/u.test(piece)
      ? texts.some((text) => wordBounded(piece).test(text))
      : starts.some((text) => text.startsWith(piece) && !/^\p{L}/u.test(text.slice(piece.length))),
  );
  expect(left, `English left on the ${locale} page ${page.url()}`).toEqual([]);
}
