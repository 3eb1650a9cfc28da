import { parseDashboardRange, type DashboardRange } from "@/lib/stats/dashboard/dashboard-range";

/** The years a review can name: four digits whose year before has four digits too. */
export const REVIEW_YEAR_MIN = 1001;
export const REVIEW_YEAR_MAX = 9999;

/** A review's year from the URL ("2025"), or null for anything else (the page answers 404). */
export function parseReviewYear(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= REVIEW_YEAR_MIN && year <= REVIEW_YEAR_MAX ? year : null;
}

/** The year as the dashboard's period (?year=…): local dates at the origin from 1 January to 31 December. */
export function reviewYearRange(year: number): DashboardRange {
  const range = parseDashboardRange((name) => (name === "year" ? String(year) : null), new Date(0));
  if (!range) throw new Error(`not a review year: ${year}`);
  return range;
}
