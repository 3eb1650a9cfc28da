/** How a figure moved against the year before, in words (the page and the card say it, not only colour it). */
export interface YearChange {
  direction: "up" | "down" | "same" | "none";
  /** "+25% on 2024", "−3 on 2024", "same as 2024", "nothing in 2024" */
  text: string;
}

const MINUS = "\u2212";

/**
 * A figure against the year before's: a percentage when the year before had some, the difference in `format`'s words
 * when it had none of this figure (a percentage of zero says nothing); `previous` null when the year before has no
 * completed flight at all.
 */
export function yearChange(current: number, previous: number | null, previousYear: number, format: (value: number) => string): YearChange {
  if (previous === null) return { direction: "none", text: `nothing in ${previousYear}` };
  if (current === previous) return { direction: "same", text: `same as ${previousYear}` };
  const direction = current > previous ? "up" : "down";
  const sign = direction === "up" ? "+" : MINUS;
  if (previous === 0) return { direction, text: `${sign}${format(Math.abs(current - previous))} on ${previousYear}` };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction, text: percent === 0 ? `${sign}<1% on ${previousYear}` : `${sign}${percent}% on ${previousYear}` };
}
