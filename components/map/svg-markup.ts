/**
 * A map's marks (up to a thousand routes and as many airports) written as one string of SVG markup, set with
 * dangerouslySetInnerHTML: React then passes the text through instead of making an element of each path and sending
 * each one again, as an element, in the page's data. Only path data and numbers go in, checked here, never text a
 * user wrote (names live in the viewport's marks, shown by the tooltip).
 */

/** SVG path data: commands, digits, signs, points, exponents, commas and spaces. */
const PATH_DATA = /^[MmLlHhVvZzCcSsQqTtAa0-9.eE+\-, ]*$/;

export interface MarkPath {
  d: string;
  /** the index of its entry in the viewport's marks */
  mark: number;
  strokeWidth: number;
  strokeOpacity?: number;
}

function number(value: number, name: string): string {
  if (!Number.isFinite(value)) throw new Error(`${name} is not a finite number`);
  return String(value);
}

/**
 * The paths in their order, each run of marks drawn alike (a width and opacity: many routes share a count) inside one
 * group that carries them, so that a thousand paths do not each repeat them.
 */
export function markPathsMarkup(paths: readonly MarkPath[]): string {
  let markup = "";
  let style: string | null = null;
  for (const path of paths) {
    if (!PATH_DATA.test(path.d)) throw new Error("not SVG path data");
    const opacity = path.strokeOpacity === undefined ? "" : ` stroke-opacity="${number(path.strokeOpacity, "strokeOpacity")}"`;
    const next = `stroke-width="${number(path.strokeWidth, "strokeWidth")}"${opacity}`;
    if (next !== style) {
      markup += `${style === null ? "" : "</g>"}<g ${next}>`;
      style = next;
    }
    markup += `<path d="${path.d}" data-mark="${number(path.mark, "mark")}"/>`;
  }
  return style === null ? markup : `${markup}</g>`;
}
