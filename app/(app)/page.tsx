import type { Metadata } from "next";
import Link from "next/link";
import { DashboardChartsView } from "@/components/dashboard/dashboard-charts";
import { FlightMapCard } from "@/components/dashboard/flight-map-card";
import { VisitedCountriesCard } from "@/components/dashboard/visited-countries-card";
import { WorldDefs } from "@/components/map/world-defs";
import { StatCards } from "@/components/dashboard/stat-cards";
import { ScopeSwitcher } from "@/components/scope/scope-switcher";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { countryVisits } from "@/lib/stats/dashboard/countries";
import { dashboardDrillDowns, drillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { getDashboardCharts } from "@/lib/stats/dashboard/get-dashboard-charts";
import { getRouteMap, MAP_ROUTE_MAX } from "@/lib/stats/dashboard/route-map";
import { getStats } from "@/lib/stats/get-stats";
import { resolvePageScope, type SearchParams } from "./_lib/page-scope";
import { searchUsersAction } from "./scope-actions";
import { currentProfile } from "./_lib/profile";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const principal = await requirePrincipal();
  const resolved = await resolvePageScope(principal, await searchParams);
  if (!resolved.ok) return <ScopeRefusal title="Dashboard" message={resolved.message} />;
  const { scope, subjectLabel, user, query: scopeQuery } = resolved.value;
  const db = getDb();
  const now = new Date();
  // The cards come from the same getStats as /api/stats, so page and API cannot disagree.
  const [stats, charts, map, profile] = await Promise.all([
    getStats(db, scope, now),
    getDashboardCharts(db, scope, now),
    getRouteMap(db, scope, now, MAP_ROUTE_MAX),
    currentProfile(principal.userId),
  ]);
  const countries = countryVisits(map.airports);
  const continents = continentVisits(map.airports);
  // every figure opens the flights it counts, in this scope
  const hrefs = drillDownHrefs(dashboardDrillDowns(scopeQuery, { stats, charts, map, countries, continents }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="muted mt-1" data-testid="scope-subject">
          {subjectLabel} statistics, completed flights only.
        </p>
      </div>
      {seesEveryone(principal) ? <ScopeSwitcher kind={scope.kind} user={user} searchUsers={searchUsersAction} /> : null}
      <StatCards stats={stats} countries={countries.length} unit={profile.unit} flightsHref={hrefs.flights?.all} />
      {stats.flights === 0 ? (
        <section className="card py-10 text-center" aria-labelledby="empty-title">
          <h2 id="empty-title" className="text-lg font-semibold">
            No completed flights yet
          </h2>
          <p className="muted mx-auto mt-2 max-w-md">Charts appear here once there are flights that have landed.</p>
          {scope.kind === "mine" ? (
            <p className="mt-4 flex flex-wrap justify-center gap-3">
              <Link href="/flights/new" className="btn btn-primary">
                Add a flight
              </Link>
              <Link href="/settings/import" className="btn">
                Import flights
              </Link>
            </p>
          ) : null}
        </section>
      ) : (
        <>
          <WorldDefs />
          <FlightMapCard map={map} limit={MAP_ROUTE_MAX} hrefs={hrefs} />
          <VisitedCountriesCard countries={countries} continents={continents} hrefs={hrefs} />
          <DashboardChartsView charts={charts} unit={profile.unit} hrefs={hrefs} />
        </>
      )}
    </div>
  );
}
