import type { ReactNode } from "react";
import { DrillLink } from "@/components/dashboard/drill-link";
import { countryName } from "@/components/map/countries";
import { formatInteger } from "@/components/format/units";
import type { YearReview } from "@/lib/review/get-year-review";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { shortCode } from "@/lib/reference/short-code";

/** One kind of first visit: its count as a heading, then each entry, or a line saying there is none. */
function FirstsList({ testId, count, noun, plural, none, children }: { testId: string; count: number; noun: string; plural: string; none: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold" data-testid={testId} data-value={count}>
        {count === 1 ? `1 ${noun}` : `${formatInteger(count)} ${plural}`}
      </h3>
      {count > 0 ? <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">{children}</ul> : <p className="muted text-sm">{none}</p>}
    </div>
  );
}

/** Countries and airports visited for the first time in the year (never before it in this scope). */
export function ReviewFirsts({ review, hrefs }: { review: YearReview; hrefs: DrillDownHrefs }) {
  return (
    <section className="card min-w-0" aria-labelledby="firsts-title" data-testid="review-firsts">
      <h2 id="firsts-title" className="mb-3 text-base font-semibold">
        First visits
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FirstsList testId="review-new-countries" count={review.newCountries.length} noun="new country" plural="new countries" none={`Only countries visited before ${review.year}.`}>
          {review.newCountries.map((country) => (
            <li key={country}>
              <DrillLink href={hrefs.countries?.[country]}>{countryName(country)}</DrillLink>
            </li>
          ))}
        </FirstsList>
        <FirstsList testId="review-new-airports" count={review.newAirports.length} noun="new airport" plural="new airports" none={`Only airports visited before ${review.year}.`}>
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
