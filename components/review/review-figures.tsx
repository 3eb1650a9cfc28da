import Link from "next/link";
import { formatCo2 } from "@/components/format/co2";
import { describeDuration, formatDistance, formatDuration, formatInteger, type DistanceUnit } from "@/components/format/units";
import { figureSize } from "@/components/dashboard/stat-cards";
import type { YearFigures, YearReview } from "@/lib/review/get-year-review";
import { yearChange } from "@/lib/review/year-change";

/** The year's headline figures, each with its change on the year before in words (an arrow is only decoration). */
export function ReviewFigures({ review, unit, flightsHref }: { review: Pick<YearReview, "year" | "figures" | "previous">; unit: DistanceUnit; flightsHref?: string }) {
  const cells: { id: keyof YearFigures; label: string; format: (value: number) => string; title?: (value: number) => string }[] = [
    { id: "flights", label: "Flights", format: formatInteger },
    { id: "distanceKm", label: "Distance", format: (v) => formatDistance(v, unit) },
    { id: "durationSeconds", label: "Time in the air", format: formatDuration, title: describeDuration },
    { id: "airports", label: "Airports", format: formatInteger },
    { id: "countries", label: "Countries", format: formatInteger },
    { id: "co2Kg", label: "CO₂", format: formatCo2 },
  ];
  return (
    <section aria-label={`Figures of ${review.year}`}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cells.map((cell) => {
          const value = review.figures[cell.id];
          const text = cell.format(value);
          const change = yearChange(value, review.previous ? review.previous[cell.id] : null, review.year - 1, cell.format);
          return (
            <div key={cell.id} className="card @container min-w-0" data-testid={`review-${cell.id}`}>
              <dt className="muted text-sm">{cell.label}</dt>
              <dd className="mt-1 leading-tight font-semibold whitespace-nowrap tabular-nums" style={{ fontSize: figureSize(text) }} title={cell.title?.(value)} data-value={value}>
                {cell.id === "flights" && flightsHref && value > 0 ? (
                  <Link href={flightsHref} className="hover:underline" data-testid="drill-flights">
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </dd>
              <dd className="muted mt-1 text-xs" data-testid={`review-${cell.id}-change`} data-direction={change.direction}>
                <span aria-hidden="true">{change.direction === "up" ? "▲ " : change.direction === "down" ? "▼ " : ""}</span>
                {change.text}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
