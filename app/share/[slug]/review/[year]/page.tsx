import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FlightMapCard } from "@/components/dashboard/flight-map-card";
import { VisitedCountriesCard } from "@/components/dashboard/visited-countries-card";
import { countryName } from "@/components/map/countries";
import { WorldDefs } from "@/components/map/world-defs";
import { SharedReviewFigures } from "@/components/share/shared-review-figures";
import { getDb } from "@/lib/db/client";
import { parseReviewYear } from "@/lib/review/review-year";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { getShareReview } from "@/lib/share/share-review";
import { continentVisits } from "@/lib/stats/dashboard/continents";
import { MAP_ROUTE_LIMIT } from "@/lib/stats/dashboard/route-map";

// The server's share gate sends X-Robots-Tag too; this covers a copy of the page saved or served another way.
export const metadata: Metadata = { title: "Shared year in review", robots: { index: false, follow: false, nocache: true } };

/**
 * A share link's year in review (lib/share/share-review.ts): the owner's figures against the year before and the
 * year's map, each only as the link's toggles allow. Rate limit, noindex header and the 404 of unknown, revoked and
 * expired slugs and of a year that is not four digits: server/share-gate.ts.
 */
export default async function ShareReviewPage({ params }: { params: Promise<{ slug: string; year: string }> }) {
  const { slug, year: yearText } = await params;
  const year = parseReviewYear(yearText);
  const db = getDb();
  const link = year === null ? null : await findActiveShareLink(db, slug);
  if (!link || year === null) notFound();
  const review = await getShareReview(db, link, year);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 pt-6 pb-16 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {review.label}: {year} in review
        </h1>
        <p className="muted mt-1">
          A year of flights shared from Contrail, completed flights only. <Link href={`/share/${slug}`} className="underline">Back to the shared log</Link>
        </p>
      </div>
      {review.stats ? (
        <>
          <SharedReviewFigures review={review} stats={review.stats} />
          <p>
            <a href={`/share/${slug}/review/${year}/card.png`} className="underline" data-testid="review-card-link">
              The year as an image (PNG)
            </a>
          </p>
        </>
      ) : null}
      {review.map && review.countries ? (
        <>
          <WorldDefs />
          <FlightMapCard map={review.map} limit={MAP_ROUTE_LIMIT} />
          <VisitedCountriesCard countries={review.countries} continents={continentVisits(review.map.airports)} />
          {review.newCountries && review.newCountries.length > 0 ? (
            <p data-testid="review-new-countries">New countries: {review.newCountries.map((code) => countryName(code)).join(", ")}.</p>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
