/** How a figure moved against the year before, in words (the page and the card say it, not only colour it). */
export interface YearChange {
  direction: "up" | "down" | "same" | "none";
  /** "+25% on 2024", "−3 on 2024", "same as 2024", "nothing in 2024" */
  text: string;
}

/**
 * The change's parts, for a page that words it in its own language: `none` when the year before has no completed
 * flight, `same`, `percent` (its `ratio`, 0.25 for 25%), `belowOnePercent`, or `difference` when the year before had
 * none of this figure (a percentage of zero says nothing).
 */
export interface YearChangeParts {
  direction: YearChange["direction"];
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

/** The change in English words (the review card): `format` writes a difference in the figure's own terms. */
export function yearChange(current: number, previous: number | null, previousYear: number, format: (value: number) => string): YearChange {
  const parts = yearChangeParts(current, previous);
  const sign = parts.direction === "up" ? "+" : MINUS;
  const text = {
    none: `nothing in ${previousYear}`,
    same: `same as ${previousYear}`,
    difference: `${sign}${format(parts.difference)} on ${previousYear}`,
    belowOnePercent: `${sign}<1% on ${previousYear}`,
    percent: `${sign}${Math.round(parts.ratio * 100)}% on ${previousYear}`,
  }[parts.kind];
  return { direction: parts.direction, text };
}
