import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DashboardChartsView } from "@/components/dashboard/dashboard-charts";
import { FlightMapCard } from "@/components/dashboard/flight-map-card";
import { StatCards } from "@/components/dashboard/stat-cards";
import { VisitedCountriesCard } from "@/components/dashboard/visited-countries-card";
import { WorldDefs } from "@/components/map/world-defs";
import { SharedFlightList } from "@/components/share/shared-flight-list";
import { getDb } from "@/lib/db/client";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { getShareView, SHARE_FLIGHT_LIMIT } from "@/lib/share/share-view";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { MAP_ROUTE_LIMIT } from "@/lib/stats/dashboard/route-map";
import { InTurns } from "@/components/share/in-turns";
import { DEFAULT_DISPLAY, type DisplayPreferences } from "@/lib/users/display-preferences";

// The server's share gate sends X-Robots-Tag too; this covers a copy of the page saved or served another way.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Share");
  return { title: t("metaTitle"), robots: { index: false, follow: false, nocache: true } };
}

/**
 * A public share page (no account needed): the owner's own view of their flights, only what the link's toggles allow
 * (lib/share/share-view.ts). Rate limit, noindex header and the 404 of unknown, revoked and expired slugs: server/share-gate.ts.
 */
export default async function SharePage({ params }: { params: Promise<{ slug: string }> }) {
  const t = await getTranslations("Share");
  const { slug } = await params;
  const db = getDb();
  const link = await findActiveShareLink(db, slug);
  if (!link) notFound();
  const view = await getShareView(db, link);
  // the owner's unit and date order; a share page shows no clock times
  const preferences: DisplayPreferences = { ...DEFAULT_DISPLAY, unit: view.unit, dateFormat: view.dateFormat };
  const countries = view.map ? countryVisits(view.map.airports) : [];
  // years with completed flights, newest first; the review is its figures, so only with statistics on
  const reviewYears = view.charts ? view.charts.perYear.filter((bucket) => bucket.flights > 0).map((bucket) => bucket.year).reverse() : [];
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 pt-6 pb-16 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{view.label}</h1>
        <p className="muted mt-1">{t("intro", { completedOnly: view.stats ? "yes" : "no" })}</p>
      </div>
      {reviewYears.length > 0 ? (
        <nav aria-label={t("reviewYears")} data-testid="share-review-years">
          <span className="muted">{t("reviewYearsLead")} </span>
          {reviewYears.map((year, i) => (
            <span key={year}>
              {i > 0 ? " · " : ""}
              <Link href={`/share/${slug}/review/${year}`} className="underline">
                {year}
              </Link>
            </span>
          ))}
        </nav>
      ) : null}
      <InTurns
        parts={[
          view.stats ? <StatCards stats={view.stats} countries={view.stats.countries} preferences={preferences} /> : null,
          view.map ? (
            <>
              <WorldDefs />
              <FlightMapCard map={view.map} limit={MAP_ROUTE_LIMIT} />
            </>
          ) : null,
          view.map ? <VisitedCountriesCard countries={countries} continents={continentVisits(view.map.airports)} /> : null,
          view.charts && view.stats && view.stats.flights > 0 ? <DashboardChartsView charts={view.charts} preferences={preferences} /> : null,
          view.flights ? <SharedFlightList flights={view.flights} limit={SHARE_FLIGHT_LIMIT} preferences={preferences} /> : null,
        ]}
      />
    </main>
  );
}
