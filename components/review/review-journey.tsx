import Link from "next/link";
import { describeDuration, formatDistance, formatDuration, type DistanceUnit } from "@/components/format/units";
import type { YearReview } from "@/lib/review/get-year-review";

/** The traveller's longest journey of the year (lib/journeys); scope all has none, journeys being one traveller's. */
export function ReviewJourney({ review, unit }: { review: YearReview; unit: DistanceUnit }) {
  const journey = review.longestJourney;
  return (
    <section className="card min-w-0" aria-labelledby="journey-title" data-testid="review-journey">
      <h2 id="journey-title" className="mb-3 text-base font-semibold">
        Longest journey
      </h2>
      {!review.journeys ? (
        <p className="muted text-sm">Journeys are one traveller’s connecting flights: choose a user to see theirs.</p>
      ) : journey ? (
        <div className="text-sm">
          <p className="font-medium">
            <Link className="link" href={`/flights/${journey.legs[0]!.id}`}>
              {journey.stops.map((stop) => stop.code).join(" → ")}
            </Link>
          </p>
          <p className="muted mt-1">
            {journey.legs.length} legs, {formatDistance(journey.distanceKm, unit)},{" "}
            <span title={describeDuration(journey.totalSeconds)}>{formatDuration(journey.totalSeconds)}</span> from first departure to last arrival
            {journey.layovers.length > 0 ? `, ${journey.layovers.length === 1 ? "1 layover" : `${journey.layovers.length} layovers`}` : ""}.
          </p>
        </div>
      ) : (
        <p className="muted text-sm">No journey of two or more connecting flights in {review.year}.</p>
      )}
    </section>
  );
}
