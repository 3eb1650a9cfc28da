import { getTranslations } from "next-intl/server";
import { ReviewFigures } from "@/components/review/review-figures";
import type { ShareReview } from "@/lib/share/share-review";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

/** A shared year in review's figures (the review page's own, without links into the owner's lists) and its first visits. */
export async function SharedReviewFigures({ review, stats, preferences }: { review: Pick<ShareReview, "year">; stats: NonNullable<ShareReview["stats"]>; preferences: DisplayPreferences }) {
  const t = await getTranslations("Share.review");
  return (
    <div data-testid="review-figures">
      <ReviewFigures review={{ year: review.year, figures: stats.figures, previous: stats.previous }} preferences={preferences} />
      <p className="mt-3" data-testid="review-first-visits">
        {t("firstVisits", { countries: stats.newCountries, airports: stats.newAirports })}
      </p>
    </div>
  );
}
