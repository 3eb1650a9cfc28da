/**
 * The change's parts, for a page that words it in its own language: `none` when the year before has no completed
 * flight, `same`, `percent` (its `ratio`, 0.25 for 25%), `belowOnePercent`, or `difference` when the year before had
 * none of this figure (a percentage of zero says nothing).
 */
export interface YearChangeParts {
  /** how the figure moved (the page and the card say it in words, not only colour it) */
  direction: "up" | "down" | "same" | "none";
  kind: "none" | "same" | "percent" | "belowOnePercent" | "difference";
  ratio: number;
  difference: number;
}

const MINUS = "\u2212";

export function yearChangeParts(current: number, previous: number | null): YearChangeParts {
  if (previous === null) return { direction: "none", kind: "none", ratio: 0, difference: 0 };
  if (current === previous) return { direction: "same", kind: "same", ratio: 0, difference: 0 };
  const direction = current > previous ? "up" : "down";
  const difference = Math.abs(current - previous);
  if (previous === 0) return { direction, kind: "difference", ratio: 0, difference };
  const percent = Math.round((difference / previous) * 100);
  return { direction, kind: percent === 0 ? "belowOnePercent" : "percent", ratio: percent / 100, difference };
}

/** The sign a change is written with: "+" up, a true minus down. */
export function changeSign(direction: YearChangeParts["direction"]): string {
  return direction === "up" ? "+" : MINUS;
}
