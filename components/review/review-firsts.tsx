import { DrillLink } from "@/components/dashboard/drill-link";
import { countryName } from "@/components/map/countries";
import { formatInteger } from "@/components/format/units";
import type { YearReview } from "@/lib/review/get-year-review";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";

/** Countries and airports visited for the first time in the year (never before it in this scope). */
export function ReviewFirsts({ review, hrefs }: { review: YearReview; hrefs: DrillDownHrefs }) {
  const code = (a: { iata: string | null; icao: string | null; name: string }) => a.iata ?? a.icao ?? a.name;
  return (
    <section className="card min-w-0" aria-labelledby="firsts-title" data-testid="review-firsts">
      <h2 id="firsts-title" className="mb-3 text-base font-semibold">
        First visits
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold" data-testid="review-new-countries" data-value={review.newCountries.length}>
            {review.newCountries.length === 1 ? "1 new country" : `${formatInteger(review.newCountries.length)} new countries`}
          </h3>
          {review.newCountries.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {review.newCountries.map((country) => (
                <li key={country}>
                  <DrillLink href={hrefs.countries?.[country]}>{countryName(country)}</DrillLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted text-sm">Only countries visited before {review.year}.</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold" data-testid="review-new-airports" data-value={review.newAirports.length}>
            {review.newAirports.length === 1 ? "1 new airport" : `${formatInteger(review.newAirports.length)} new airports`}
          </h3>
          {review.newAirports.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {review.newAirports.map((airport) => (
                <li key={airport.id}>
                  <DrillLink href={hrefs.mapAirports?.[String(airport.id)]}>
                    <abbr title={airport.name} className="no-underline">
                      {code(airport)}
                    </abbr>
                  </DrillLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted text-sm">Only airports visited before {review.year}.</p>
          )}
        </div>
      </div>
    </section>
  );
}
