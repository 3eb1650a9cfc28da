import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { DrillLink } from "@/components/dashboard/drill-link";
import { countryName } from "@/components/map/countries";
import type { YearReview } from "@/lib/review/get-year-review";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { shortCode } from "@/lib/reference/short-code";

/** One kind of first visit: its count as a heading, then each entry, or a line saying there is none. */
function FirstsList({ testId, count, heading, none, children }: { testId: string; count: number; heading: string; none: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold" data-testid={testId} data-value={count}>
        {heading}
      </h3>
      {count > 0 ? <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">{children}</ul> : <p className="muted text-sm">{none}</p>}
    </div>
  );
}

/** Countries and airports visited for the first time in the year (never before it in this scope). */
export async function ReviewFirsts({ review, hrefs }: { review: YearReview; hrefs: DrillDownHrefs }) {
  const t = await getTranslations("Review.firsts");
  const locale = await getLocale();
  const year = String(review.year);
  return (
    <section className="card min-w-0" aria-labelledby="firsts-title" data-testid="review-firsts">
      <h2 id="firsts-title" className="mb-3 text-base font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FirstsList testId="review-new-countries" count={review.newCountries.length} heading={t("newCountries", { count: review.newCountries.length })} none={t("noNewCountries", { year })}>
          {review.newCountries.map((country) => (
            <li key={country}>
              <DrillLink href={hrefs.countries?.[country]}>{countryName(country, locale)}</DrillLink>
            </li>
          ))}
        </FirstsList>
        <FirstsList testId="review-new-airports" count={review.newAirports.length} heading={t("newAirports", { count: review.newAirports.length })} none={t("noNewAirports", { year })}>
          {review.newAirports.map((airport) => (
            <li key={airport.id}>
              <DrillLink href={hrefs.mapAirports?.[String(airport.id)]}>
                <abbr title={airport.name} className="no-underline">
                  {shortCode(airport)}
                </abbr>
              </DrillLink>
            </li>
          ))}
        </FirstsList>
      </div>
    </section>
  );
}
