import { formatInteger } from "@/components/format/units";
import { CONTINENT_NAMES, countryName } from "@/components/map/countries";
import { VisitedCountriesMap } from "@/components/map/visited-countries-map";
import type { ContinentVisits } from "@/lib/stats/dashboard/continents";
import type { CountryVisits } from "@/lib/stats/dashboard/countries";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { DrillLink } from "./drill-link";

const plural = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** Countries shaded by visits, with their names and figures as text, and the same per continent. */
export function VisitedCountriesCard({ countries, continents, hrefs }: { countries: CountryVisits[]; continents: ContinentVisits[]; hrefs?: DrillDownHrefs }) {
  const summary = `${plural(countries.length, "country", "countries")} on ${plural(continents.length, "continent", "continents")}`;
  return (
    <section className="card min-w-0" aria-labelledby="countries-title" data-testid="visited-countries">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="countries-title" className="text-base font-semibold">
          Visited countries
        </h2>
        <p className="muted text-sm" data-testid="visited-countries-count" data-value={countries.length}>
          {summary}
        </p>
      </div>
      <VisitedCountriesMap visits={countries} label={`Map of visited countries: ${summary}`} />
      <div className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr]">
        <div>
          <h3 className="mb-2 text-sm font-semibold">Countries</h3>
          <ol className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="visited-countries-list">
            {countries.map((country) => (
              <li key={country.country} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-0.5 dark:border-slate-800">
                <DrillLink href={hrefs?.countries?.[country.country]} className="min-w-0 break-words">
                  {countryName(country.country)}
                </DrillLink>
                <span className="muted shrink-0 tabular-nums">{plural(country.visits, "visit", "visits")}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Continents</h3>
          <ol className="space-y-1 text-sm" data-testid="visited-continents-list">
            {continents.map((continent) => (
              <li key={continent.continent} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-0.5 dark:border-slate-800">
                <DrillLink href={hrefs?.continents?.[continent.continent]}>{CONTINENT_NAMES[continent.continent] ?? continent.continent}</DrillLink>
                <span className="muted shrink-0 text-right tabular-nums">
                  {plural(continent.countries, "country", "countries")}, {plural(continent.visits, "visit", "visits")}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
