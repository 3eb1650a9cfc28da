import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Co2Card } from "@/components/dashboard/co2-card";
import { FlightMapCard } from "@/components/dashboard/flight-map-card";
import { VisitedCountriesCard } from "@/components/dashboard/visited-countries-card";
import { WorldDefs } from "@/components/map/world-defs";
import { ReviewFigures } from "@/components/review/review-figures";
import { ReviewFirsts } from "@/components/review/review-firsts";
import { ReviewJourney } from "@/components/review/review-journey";
import { ReviewRecords } from "@/components/review/review-records";
import { ScopeRefusal } from "@/components/scope/scope-refusal";
import { LazyScopeSwitcher } from "@/components/scope/lazy-scope-switcher";
import { seesEveryone } from "@/lib/auth/principal";
import { requirePrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getYearReview } from "@/lib/review/get-year-review";
import { latestReviewYear } from "@/lib/review/latest-review-year";
import { reviewDrillBase, reviewDrillDowns } from "@/lib/review/review-drill-downs";
import { parseReviewYear, REVIEW_YEAR_MIN } from "@/lib/review/review-year";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { MAP_ROUTE_MAX } from "@/lib/stats/dashboard/route-map";
import { currentProfile } from "@/lib/users/current-profile";
import { resolvePageScope, type SearchParams } from "@/lib/users/page-scope";
import { searchUsersAction } from "../../scope-actions";
import { reviewLabel } from "@/components/review/review-label";

export async function generateMetadata({ params }: { params: Promise<{ year: string }> }): Promise<Metadata> {
  const t = await getTranslations("Review");
  const year = parseReviewYear((await params).year);
  return { title: year === null ? t("metaTitle") : t("yearTitle", { year: String(year) }) };
}

export default async function YearReviewPage({ params, searchParams }: { params: Promise<{ year: string }>; searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("Review");
  const principal = await requirePrincipal();
  const year = parseReviewYear((await params).year);
  if (year === null) notFound();
  const yearText = String(year);
  const resolved = await resolvePageScope(principal, await searchParams);
  if (!resolved.ok) return <ScopeRefusal title={t("yearTitle", { year: yearText })} message={resolved.message} />;
  const { scope, user, query: scopeQuery } = resolved.value;
  const db = getDb();
  const now = new Date();
  const [review, profile, latest] = await Promise.all([getYearReview(db, scope, year, now), currentProfile(principal.userId), latestReviewYear(db, scope, now)]);
  const hrefs = reviewDrillDowns(scopeQuery, review);
  const withScope = (path: string) => (scopeQuery ? `${path}?${scopeQuery}` : path);
  const cardQuery = (theme: string, format: "svg" | "png" = "svg") =>
    `/review/${year}/card.${format}?${new URLSearchParams([...new URLSearchParams(scopeQuery), ["theme", theme]]).toString()}`;
  const label = reviewLabel(resolved.value, profile.displayName, t("card.allUsers"));
  const next = latest !== null && year < latest ? year + 1 : null;
  const previous = year > REVIEW_YEAR_MIN ? year - 1 : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("yearTitle", { year: yearText })}</h1>
        <p className="muted mt-1" data-testid="scope-subject">
          {t("subject", { kind: scope.kind, name: user ? `${user.displayName} (${user.username})` : "" })}
        </p>
      </div>
      <nav aria-label={t("years")} className="flex flex-wrap gap-2 text-sm">
        {previous !== null ? (
          <Link className="btn" href={withScope(`/review/${previous}`)} rel="prev" data-testid="review-previous">
            ← {previous}
          </Link>
        ) : null}
        {next !== null ? (
          <Link className="btn" href={withScope(`/review/${next}`)} rel="next" data-testid="review-next">
            {next} →
          </Link>
        ) : null}
        <Link className="btn" href={`/?${new URLSearchParams([...new URLSearchParams(scopeQuery), ["year", String(year)]]).toString()}`} data-testid="review-dashboard">
          {t("dashboardFor", { year: yearText })}
        </Link>
      </nav>
      {seesEveryone(principal) ? <LazyScopeSwitcher kind={scope.kind} user={user} searchUsers={searchUsersAction} /> : null}
      <ReviewFigures review={review} preferences={profile} flightsHref={hrefs.flights?.all} />
      {review.figures.flights === 0 ? (
        <section className="card py-10 text-center" aria-labelledby="empty-title">
          <h2 id="empty-title" className="text-lg font-semibold">
            {t("emptyYear.title", { year: yearText })}
          </h2>
          <p className="muted mx-auto mt-2 max-w-md">{t("emptyYear.body", { year: yearText })}</p>
        </section>
      ) : (
        <>
          <WorldDefs />
          <FlightMapCard map={review.map} limit={MAP_ROUTE_MAX} drill={reviewDrillBase(scopeQuery, review.year)} />
          <ReviewFirsts review={review} hrefs={hrefs} />
          <VisitedCountriesCard countries={review.countries} continents={continentVisits(review.map.airports)} hrefs={hrefs} />
          <ReviewRecords review={review} preferences={profile} hrefs={hrefs} />
          <ReviewJourney review={review} preferences={profile} />
          <Co2Card co2={review.co2} scope={scope.kind} />
        </>
      )}
      <section className="card min-w-0" aria-labelledby="card-title">
        <h2 id="card-title" className="mb-3 text-base font-semibold">
          {t("card.title")}
        </h2>
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by the server, shown as it is */}
        <img
          src={cardQuery("auto")}
          width={1200}
          height={630}
          className="h-auto w-full rounded-lg"
          alt={t("card.alt", { kind: scope.kind, name: label, year: yearText, flights: review.figures.flights })}
          data-testid="review-card"
        />
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          <a className="link" href={cardQuery("light")}>
            {t("card.light")}
          </a>
          <a className="link" href={cardQuery("dark")}>
            {t("card.dark")}
          </a>
          <a className="link" href={cardQuery("light", "png")} download={`contrail-${year}-review.png`} data-testid="review-card-png">
            {t("card.png")}
          </a>
        </p>
      </section>
    </div>
  );
}
