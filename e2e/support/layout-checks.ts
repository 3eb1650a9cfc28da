import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { textCutOff } from "./text-cut-off";

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
