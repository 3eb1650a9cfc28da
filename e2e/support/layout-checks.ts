import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The axe rules every page is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Axe's serious and critical findings on the page (or inside `include`, a selector), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}

/**
 * Lets layout, ResizeObserver-driven charts and media-query listeners catch up with a new width or scheme: two
 * animation frames, or a second when Chromium holds frames back (once, in CI, it sent none for two minutes after a
 * resize, on a page whose content had passed its checks; the screenshot that follows asks for a frame itself).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
        setTimeout(done, 1_000);
      }),
  );
  await page.waitForTimeout(150);
}

export interface LayoutCheckOptions {
  widths?: readonly number[];
  /** axe only this part of the page (a selector), when the rest is another spec's concern */
  axeInclude?: string;
  /** must stay visible at every width and scheme */
  visible?: Locator;
  /** also fail on text an element cuts off (textCutOff) */
  wholeText?: boolean;
}

/**
 * The page as it stands, at 390 and 1280 px in light and dark: no horizontal overflow, axe clean and, with
 * `wholeText`, no text cut off in each (soft checks, so one run names every failing combination), a screenshot of
 * each in e2e/artifacts/<name>-<width>-<scheme>.png.
 */
export async function checkLayouts(page: Page, name: string, options: LayoutCheckOptions = {}): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of options.widths ?? [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      await settle(page);
      const label = `${name} ${width}px ${scheme}`;
      await page.screenshot({ path: `e2e/artifacts/${name.replace(/\W+/g, "-")}-${width}-${scheme}.png`, fullPage: true });
      if (options.visible) await expect.soft(options.visible, `${label}: visible`).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
      expect.soft(await seriousViolations(page, options.axeInclude), label).toEqual([]);
      if (options.wholeText) expect.soft(await textCutOff(page), `${label}: text cut off`).toEqual([]);
    }
  }
}

/** The attribute that lets an element truncate its text on purpose; its value says why, and its title holds the whole text. */
export const TRUNCATES = "data-truncates";

/**
 * Every visible text the page cuts off, as "selector: text": a text whose glyphs reach past the padding box of an
 * element that hides its overflow (overflow hidden or clip, so also an ellipsis and a line clamp), horizontally or
 * vertically (a fixed-height box clipping lines). Scrolling boxes do not count (their text can be reached), nor
 * screen-reader text (a box of 1 px). An element marked [data-truncates="why"] with a title may cut its own text.
 */
export async function textCutOff(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const selector = (element: Element) => {
      const testId = element.getAttribute("data-testid");
      const classes = [...element.classList].slice(0, 4).map((name) => `.${CSS.escape(name)}`).join("");
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${testId ? `[data-testid=${testId}]` : ""}${classes}`;
    };
    const hides = (value: string) => value === "hidden" || value === "clip";
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, noscript, template")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const glyphs = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (glyphs.length === 0) continue; // not rendered: a closed menu, display none
      const left = Math.min(...glyphs.map((rect) => rect.left));
      const right = Math.max(...glyphs.map((rect) => rect.right));
      const top = Math.min(...glyphs.map((rect) => rect.top));
      const bottom = Math.max(...glyphs.map((rect) => rect.bottom));
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const bounds = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        if (bounds.width <= 1 || bounds.height <= 1 || style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") break; // screen-reader text
        const clipsX = hides(style.overflowX) && (left < bounds.left + box.clientLeft - 1 || right > bounds.left + box.clientLeft + box.clientWidth + 1);
        const clipsY = hides(style.overflowY) && (top < bounds.top + box.clientTop - 1 || bottom > bounds.top + box.clientTop + box.clientHeight + 1);
        if (!clipsX && !clipsY) continue;
        const allowed = box.closest(`[${marker}]`);
        if (allowed && allowed.getAttribute(marker)?.trim() && allowed.getAttribute("title")) break;
        found.add(`${selector(box)}${box === parent ? "" : ` > ${selector(parent)}`}: ${text}`);
        break;
      }
    }
    return [...found];
  }, TRUNCATES);
}
