import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

type Tree = { [key: string]: string | Tree };

function catalogue(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Tree;
}

function messagesUnder(tree: Tree | string | undefined): string[] {
  if (tree === undefined) return [];
  if (typeof tree === "string") return [tree];
  return Object.values(tree).flatMap(messagesUnder);
}

function at(tree: Tree, namespace: string): Tree | string | undefined {
  return namespace.split(".").reduce<Tree | string | undefined>((node, key) => (node && typeof node === "object" ? node[key] : undefined), tree);
}

/** A message's literal text outside its {arguments} (plural branches and all): what the page shows word for word. */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) parts.push(current);
      current = depth === 0 ? "" : current;
      depth++;
    } else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => /\p{L}{2,}/u.test(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Fails when the page (or `within`) still shows English text of the catalogue's `namespaces` (e.g. ["Shell", "Auth"]):
 * its text (closed menus and screen-reader text included) and its aria-label / title / placeholder / alt attributes
 * are searched for each English message, word-bounded. Strings the language writes the same ("System", "Contrail") are ignored.
 */
export async function expectNoEnglishLeft(page: Page, namespaces: readonly string[], options: { within?: Locator } = {}): Promise<void> {
  const locale = await page.locator("html").getAttribute("lang");
  expect(locale, "the page is not in English").not.toBe("en");
  const english = catalogue("en");
  const translated = new Set(messagesUnder(catalogue(locale!)).flatMap(literalParts));
  const phrases = [...new Set(namespaces.flatMap((namespace) => messagesUnder(at(english, namespace))).flatMap(literalParts))].filter((phrase) => !translated.has(phrase));
  const root = options.within ?? page.locator("body");
  // every text node, also those not on screen now (a closed menu, screen-reader text), but not scripts or styles
  const shown = await root.evaluate((element) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, noscript, template")) texts.push(node.textContent ?? "");
    }
    const attributes = [...element.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((node) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => node.getAttribute(name) ?? ""),
    );
    return [...texts, ...attributes].join("\n");
  });
  const left = phrases.filter((phrase) => new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, "u").test(shown));
  expect(left, `English left on the ${locale} page`).toEqual([]);
}
