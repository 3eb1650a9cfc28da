import type { YearFigures, YearReview } from "@/lib/review/get-year-review";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import type { DistanceUnit } from "@/lib/users/display-preferences";

/** What the year in review's card shows (components/review/review-card-svg.ts draws it). */
export interface ReviewCardInput {
  year: number;
  /** whose year: "Alice", "All users" */
  label: string;
  unit: DistanceUnit;
  figures: YearFigures;
  previous: YearFigures | null;
  newCountries: number;
  newAirports: number;
  map: RouteMap | null;
}

/** The card's input from a review (the page, the card route and the PNG read it alike). */
export function reviewCardInput(review: YearReview, label: string, unit: DistanceUnit): ReviewCardInput {
  return {
    year: review.year,
    label,
    unit,
    figures: review.figures,
    previous: review.previous,
    newCountries: review.newCountries.length,
    newAirports: review.newAirports.length,
    map: review.map,
  };
}
