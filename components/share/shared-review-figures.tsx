import { formatCo2 } from "@/components/format/co2";
import { formatDistance, formatDuration, formatInteger, type DistanceUnit } from "@/components/format/units";
import type { YearFigures } from "@/lib/review/get-year-review";
import type { ShareReview } from "@/lib/share/share-review";
import { yearChange } from "@/lib/review/year-change";

const FIGURES: { key: keyof YearFigures; label: string }[] = [
  { key: "flights", label: "Flights" },
  { key: "distanceKm", label: "Distance" },
  { key: "durationSeconds", label: "Time in the air" },
  { key: "airports", label: "Airports" },
  { key: "countries", label: "Countries" },
  { key: "co2Kg", label: "CO₂" },
];

function formatted(key: keyof YearFigures, value: number, unit: DistanceUnit): string {
  if (key === "distanceKm") return formatDistance(value, unit);
  if (key === "durationSeconds") return formatDuration(value);
  if (key === "co2Kg") return formatCo2(value);
  return formatInteger(value);
}

/** A shared year in review's figures, each with its change on the year before in words. */
export function SharedReviewFigures({ review, stats }: { review: Pick<ShareReview, "year" | "unit">; stats: NonNullable<ShareReview["stats"]> }) {
  return (
    <section aria-label="The year's figures" data-testid="review-figures">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map(({ key, label }) => {
          const value = stats.figures[key];
          const change = yearChange(value, stats.previous ? stats.previous[key] : null, review.year - 1, (v) => formatted(key, v, review.unit));
          return (
            <div key={key} className="card min-w-0" data-testid={`review-${key}`}>
              <dt className="muted text-sm">{label}</dt>
              <dd className="mt-1 text-xl leading-tight font-semibold tabular-nums">{formatted(key, value, review.unit)}</dd>
              <dd className="muted mt-1 text-sm">{change.text}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3" data-testid="review-first-visits">
        First visits: {formatInteger(stats.newCountries)} {stats.newCountries === 1 ? "new country" : "new countries"},{" "}
        {formatInteger(stats.newAirports)} {stats.newAirports === 1 ? "new airport" : "new airports"}.
      </p>
    </section>
  );
}
