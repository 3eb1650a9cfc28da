import { ReviewFigures } from "@/components/review/review-figures";
import { formatInteger } from "@/components/format/units";
import type { ShareReview } from "@/lib/share/share-review";

/** A shared year in review's figures (the review page's own, without links into the owner's lists) and its first visits. */
export function SharedReviewFigures({ review, stats }: { review: Pick<ShareReview, "year" | "unit">; stats: NonNullable<ShareReview["stats"]> }) {
  return (
    <div data-testid="review-figures">
      <ReviewFigures review={{ year: review.year, figures: stats.figures, previous: stats.previous }} unit={review.unit} />
      <p className="mt-3" data-testid="review-first-visits">
        First visits: {formatInteger(stats.newCountries)} {stats.newCountries === 1 ? "new country" : "new countries"},{" "}
        {formatInteger(stats.newAirports)} {stats.newAirports === 1 ? "new airport" : "new airports"}.
      </p>
    </div>
  );
}
