import type { Page } from "@playwright/test";

/** The attribute that lets an element truncate its text on purpose; its value says why, and its title holds the whole text. */
export const TRUNCATES = "data-truncates";

/**
 * Every visible text the page cuts off, as "selector: text": a text whose glyphs reach past the padding box of an
 * element that hides its overflow (overflow hidden or clip, so also an ellipsis and a line clamp), horizontally or
 * vertically (a fixed-height box clipping lines); a drop-down narrower than its chosen option; an empty field
 * narrower than its placeholder. Scrolling boxes do not count (their text can be reached), nor screen-reader text
 * (a box of 1 px). An element marked [data-truncates="why"] with a title may cut its own text.
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
    // a form control's text is no text node: a drop-down is measured against a copy of itself sized to its choice,
    // a placeholder against the field's content box
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const control of document.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select, input")) {
      const bounds = control.getBoundingClientRect();
      if (!control.checkVisibility({ visibilityProperty: true }) || bounds.width <= 1 || control.closest(`[${marker}]`)) continue;
      const style = getComputedStyle(control);
      if (control instanceof HTMLSelectElement) {
        const chosen = control.selectedOptions[0]?.text.trim();
        if (!chosen || control.multiple || control.size > 1) continue;
        const copy = control.cloneNode(false) as HTMLSelectElement;
        copy.removeAttribute("id");
        copy.append(new Option(chosen));
        Object.assign(copy.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none", font: style.font, padding: style.padding, border: style.border });
        document.body.append(copy);
        const needed = copy.getBoundingClientRect().width;
        copy.remove();
        if (bounds.width + 1 < needed) found.add(`${selector(control)}: ${chosen}`);
      } else if (!control.value && control.placeholder) {
        canvas.font = style.font;
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (canvas.measureText(control.placeholder).width > room + 1) found.add(`${selector(control)}: ${control.placeholder}`);
      }
    }
    return [...found];
  }, TRUNCATES);
}
