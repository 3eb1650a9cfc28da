import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatCo2 } from "@/components/format/co2";
import { getFormats } from "@/components/format/server-formats";
import { durationParts } from "@/components/format/units";
import type { YearFigures, YearReview } from "@/lib/review/get-year-review";
import { changeSign, yearChangeParts } from "@/lib/review/year-change";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { figureSize } from "@/components/dashboard/stat-cards";


/** The year's headline figures, each with its change on the year before in words (an arrow is only decoration). */
export async function ReviewFigures({ review, preferences, flightsHref }: { review: Pick<YearReview, "year" | "figures" | "previous">; preferences: DisplayPreferences; flightsHref?: string }) {
  const t = await getTranslations("Review.figures");
  const f = await getFormats(preferences);
  const cells: { id: keyof YearFigures; label: string; format: (value: number) => string; title?: (value: number) => string }[] = [
    { id: "flights", label: t("flights"), format: f.integer },
    { id: "distanceKm", label: t("distance"), format: f.distance },
    { id: "durationSeconds", label: t("duration"), format: f.duration, title: (v) => t("durationWords", durationParts(v)) },
    { id: "airports", label: t("airports"), format: f.integer },
    { id: "countries", label: t("countries"), format: f.integer },
    { id: "co2Kg", label: t("co2"), format: (v) => formatCo2(v, f.locale) },
  ];
  const previousYear = String(review.year - 1);
  return (
    <section aria-label={t("label", { year: String(review.year) })}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cells.map((cell) => {
          const value = review.figures[cell.id];
          const text = cell.format(value);
          const change = yearChangeParts(value, review.previous ? review.previous[cell.id] : null);
          const changeText = t("change", {
            kind: change.kind,
            sign: changeSign(change.direction),
            ratio: change.ratio,
            difference: cell.format(change.difference),
            year: previousYear,
          });
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
                {changeText}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
