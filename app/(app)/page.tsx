import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DashboardChartsView } from "@/components/dashboard/dashboard-charts";
import { FlightMapCard } from "@/components/dashboard/flight-map-card";
import { VisitedCountriesCard } from "@/components/dashboard/visited-countries-card";
import { WorldDefs } from "@/components/map/world-defs";
import { StatCards } from "@/components/dashboard/stat-cards";
import { Co2Card } from "@/components/dashboard/co2-card";
import { LazyScopeSwitcher } from "@/components/scope/lazy-scope-switcher";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getFormats } from "@/components/format/server-formats";
import type { Formats } from "@/components/format/formats";
import { MoreFigures } from "@/components/dashboard/more-figures";
import { RangePicker } from "@/components/dashboard/range-picker";
import { flightYears } from "@/lib/flights/search-flights";
import { getStatsBreakdown } from "@/lib/stats/breakdown/get-stats-breakdown";
import { parseDashboardRange, type DashboardRange } from "@/lib/stats/dashboard/dashboard-range";
import { dashboardDrillBase, dashboardDrillDowns, drillDownHrefs } from "@/lib/stats/dashboard/drill-down";
import { getRangedBreakdown } from "@/lib/stats/breakdown/ranged-breakdown";
import { MAP_ROUTE_MAX } from "@/lib/stats/dashboard/route-map";
import { getStats } from "@/lib/stats/get-stats";
import { parseReviewYear } from "@/lib/review/review-year";
import { resolvePageScope, single, type SearchParams } from "@/lib/users/page-scope";
import { searchUsersAction } from "./scope-actions";
import { currentProfile } from "@/lib/users/current-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Dashboard");
  return { title: t("metaTitle") };
}

type DashboardT = Awaited<ReturnType<typeof getTranslations<"Dashboard">>>;

/** The period in words: "2025", "the last 12 months", "1 Mar 2024 to 30 Sep 2024" (an open end: "the start", "today"). */
function periodText(range: DashboardRange, t: DashboardT, f: Formats): string {
  const given = new Map(range.params);
  if (given.has("year")) return range.since.slice(0, 4);
  if (given.has("range")) return t("periodLast12Months");
  const since = given.get("since");
  const until = given.get("until");
  return t("periodCustom", { since: since ? f.date(since) : "", until: until ? f.date(until) : "", hasSince: since ? "yes" : "no", hasUntil: until ? "yes" : "no" });
}

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("Dashboard");
  const principal = await requirePrincipal();
  const params = await searchParams;
  const resolved = await resolvePageScope(principal, params);
  if (!resolved.ok) return <ScopeRefusal title={t("title")} message={resolved.message} />;
  const { scope, user, query: scopeQuery } = resolved.value;
  const db = getDb();
  const now = new Date();
  const range = parseDashboardRange((name) => single(params, name), now);
  // a year's dashboard links to that year's review
  const reviewYear = range?.params.length === 1 && range.params[0]![0] === "year" ? parseReviewYear(range.params[0]![1]) : null;
  // All time: the cards come from the same getStats as /api/stats, the rest from getStatsBreakdown as
  // /api/stats/breakdown, so page and API cannot disagree. A period: getRangedBreakdown, as the API with that period;
  // the all-time-only figures (records, weekdays, hours, airframes, cumulative distance) are left out.
  const [{ stats, charts, map, breakdown }, profile, years] = await Promise.all([
    range
      ? getRangedBreakdown(db, scope, now, range, MAP_ROUTE_MAX).then((ranged) => ({ stats: ranged.totals, charts: ranged.breakdown, map: ranged.map, breakdown: null }))
      : Promise.all([getStats(db, scope, now), getStatsBreakdown(db, scope, now, MAP_ROUTE_MAX)]).then(([stats, all]) => ({
          stats,
          charts: all.breakdown,
          map: all.map,
          breakdown: all.breakdown,
        })),
    currentProfile(principal.userId),
    flightYears(db, scope),
  ]);
  const { countries, continents } = charts;
  const f = await getFormats(profile);
  const subject = t("subject", {
    kind: scope.kind,
    name: user ? `${user.displayName} (${user.username})` : "",
    hasPeriod: range ? "yes" : "no",
    period: range ? periodText(range, t, f) : "",
  });
  // every figure opens the flights it counts, in this scope
  const drill = dashboardDrillBase(scopeQuery, range);
  const hrefs = drillDownHrefs(dashboardDrillDowns(drill, { stats, charts, countries, continents, more: breakdown }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="muted mt-1" data-testid="scope-subject">
          {subject}
        </p>
      </div>
      <RangePicker range={range} years={years} scopeQuery={scopeQuery} />
      {reviewYear ? (
        <p className="text-sm">
          <Link className="link" href={`/review/${reviewYear}${scopeQuery ? `?${scopeQuery}` : ""}`} data-testid="dashboard-review-link">
            {t("reviewLink", { year: String(reviewYear) })}
          </Link>
        </p>
      ) : null}
      {seesEveryone(principal) ? <LazyScopeSwitcher kind={scope.kind} user={user} searchUsers={searchUsersAction} /> : null}
      <StatCards stats={stats} countries={countries.length} preferences={profile} flightsHref={hrefs.flights?.all} />
      {stats.flights === 0 ? (
        <section className="card py-10 text-center" aria-labelledby="empty-title">
          <h2 id="empty-title" className="text-lg font-semibold">
            {range ? t("empty.titlePeriod") : t("empty.title")}
          </h2>
          <p className="muted mx-auto mt-2 max-w-md">{t("empty.body")}</p>
          {scope.kind === "mine" && !range ? (
            <p className="mt-4 flex flex-wrap justify-center gap-3">
              <Link href="/flights/new" className="btn btn-primary">
                {t("empty.addFlight")}
              </Link>
              <Link href="/settings/import" className="btn">
                {t("empty.import")}
              </Link>
            </p>
          ) : null}
        </section>
      ) : (
        <>
          <WorldDefs />
          <FlightMapCard map={map} limit={MAP_ROUTE_MAX} drill={drill} />
          <VisitedCountriesCard countries={countries} continents={continents} hrefs={hrefs} />
          <DashboardChartsView charts={charts} preferences={profile} hrefs={hrefs} />
          {breakdown ? <MoreFigures breakdown={breakdown} preferences={profile} hrefs={hrefs} /> : null}
          <Co2Card co2={charts.co2} scope={scope.kind} />
          {breakdown ? null : (
            <p className="muted text-sm" data-testid="all-time-only">
              {t("allTimeOnly")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
