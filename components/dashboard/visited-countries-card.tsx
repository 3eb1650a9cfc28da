import { getLocale, getTranslations } from "next-intl/server";
import { CONTINENT_KEYS, countryName } from "@/components/map/countries";
import { VisitedCountriesMap } from "@/components/map/visited-countries-map";
import type { ContinentVisits } from "@/lib/stats/dashboard/continents";
import type { CountryVisits } from "@/lib/stats/dashboard/countries";
import type { DrillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { DrillLink } from "./drill-link";

/** Countries shaded by visits, with their names and figures as text, and the same per continent. */
export async function VisitedCountriesCard({ countries, continents, hrefs }: { countries: CountryVisits[]; continents: ContinentVisits[]; hrefs?: DrillDownHrefs }) {
  const t = await getTranslations("Dashboard.countries");
  const root = await getTranslations();
  const locale = await getLocale();
  const summary = t("summary", { countries: countries.length, continents: continents.length });
  const continentName = (code: string) => (Object.hasOwn(CONTINENT_KEYS, code) ? root(CONTINENT_KEYS[code as keyof typeof CONTINENT_KEYS]) : code);
  return (
    <section className="card min-w-0" aria-labelledby="countries-title" data-testid="visited-countries">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="countries-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="muted text-sm" data-testid="visited-countries-count" data-value={countries.length}>
          {summary}
        </p>
      </div>
      <VisitedCountriesMap visits={countries} label={t("mapLabel", { summary })} />
      <div className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr]">
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("countries")}</h3>
          <ol className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="visited-countries-list">
            {countries.map((country) => (
              <li key={country.country} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-0.5 dark:border-slate-800">
                <DrillLink href={hrefs?.countries?.[country.country]} className="min-w-0 break-words">
                  {countryName(country.country, locale)}
                </DrillLink>
                <span className="muted shrink-0 tabular-nums">{t("visits", { count: country.visits })}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("continents")}</h3>
          <ol className="space-y-1 text-sm" data-testid="visited-continents-list">
            {continents.map((continent) => (
              <li key={continent.continent} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-0.5 dark:border-slate-800">
                <DrillLink href={hrefs?.continents?.[continent.continent]}>{continentName(continent.continent)}</DrillLink>
                <span className="muted shrink-0 text-right tabular-nums">{t("continentFigures", { countries: continent.countries, visits: continent.visits })}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
