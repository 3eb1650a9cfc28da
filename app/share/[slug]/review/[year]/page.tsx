import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
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
import { DEFAULT_DISPLAY } from "@/lib/users/display-preferences";

// The server's share gate sends X-Robots-Tag too; this covers a copy of the page saved or served another way.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Share.review");
  return { title: t("metaTitle"), robots: { index: false, follow: false, nocache: true } };
}

/**
 * A share link's year in review (lib/share/share-review.ts): the owner's figures against the year before and the
 * year's map, each only as the link's toggles allow. Rate limit, noindex header and the 404 of unknown, revoked and
 * expired slugs and of a year that is not four digits: server/share-gate.ts.
 */
export default async function ShareReviewPage({ params }: { params: Promise<{ slug: string; year: string }> }) {
  const { slug, year: yearParam } = await params;
  const year = parseReviewYear(yearParam);
  const db = getDb();
  const link = year === null ? null : await findActiveShareLink(db, slug);
  if (!link || year === null) notFound();
  const review = await getShareReview(db, link, year);
  const t = await getTranslations("Share.review");
  const locale = await getLocale();
  const yearText = String(year);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 pt-6 pb-16 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {t("title", { label: review.label, year: yearText })}
        </h1>
        <p className="muted mt-1">
          {t("intro")}{" "}
          <Link href={`/share/${slug}`} className="underline">
            {t("back")}
          </Link>
        </p>
      </div>
      {review.stats ? (
        <>
          {/* the owner's unit; the figures show no dates or clock times */}
          <SharedReviewFigures review={review} stats={review.stats} preferences={{ ...DEFAULT_DISPLAY, unit: review.unit }} />
          <p>
            {/* the card in the words of this page: its own URL per language, so no cache serves another */}
            <a href={`/share/${slug}/review/${year}/card.png?lang=${locale}`} className="underline" data-testid="review-card-link">
              {t("card")}
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
            <p data-testid="review-new-countries">{t("newCountries", { names: review.newCountries.map((code) => countryName(code, locale)).join(", ") })}</p>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
