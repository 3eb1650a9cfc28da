import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getFormats } from "@/components/format/server-formats";
import { durationParts } from "@/components/format/units";
import type { YearReview } from "@/lib/review/get-year-review";
import type { DisplayPreferences } from "@/lib/users/display-preferences";

/** The traveller's longest journey of the year (lib/journeys); scope all has none, journeys being one traveller's. */
export async function ReviewJourney({ review, preferences }: { review: YearReview; preferences: DisplayPreferences }) {
  const t = await getTranslations("Review.journey");
  const f = await getFormats(preferences);
  const journey = review.longestJourney;
  return (
    <section className="card min-w-0" aria-labelledby="journey-title" data-testid="review-journey">
      <h2 id="journey-title" className="mb-3 text-base font-semibold">
        {t("title")}
      </h2>
      {!review.journeys ? (
        <p className="muted text-sm">{t("chooseUser")}</p>
      ) : journey ? (
        <div className="text-sm">
          <p className="font-medium">
            <Link className="link" href={`/flights/${journey.legs[0]!.id}`}>
              {journey.stops.map((stop) => stop.code).join(" → ")}
            </Link>
          </p>
          <p className="muted mt-1">
            {t.rich("summary", {
              legs: journey.legs.length,
              distance: f.distance(journey.distanceKm),
              duration: f.duration(journey.totalSeconds),
              layovers: journey.layovers.length,
              time: (chunks) => <span title={t("durationWords", durationParts(journey.totalSeconds))}>{chunks}</span>,
            })}
          </p>
        </div>
      ) : (
        <p className="muted text-sm">{t("none", { year: String(review.year) })}</p>
      )}
    </section>
  );
}
