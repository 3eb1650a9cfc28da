import "server-only";
import type { Db } from "@/lib/db/client";
import { getYearReview, type YearFigures } from "@/lib/review/get-year-review";
import type { ReviewCardInput } from "@/lib/review/review-card-input";
import { AuthorizedScope } from "@/lib/scope/authorized-scope";
import type { CountryVisits } from "@/lib/stats/dashboard/countries";
import type { RouteMap } from "@/lib/stats/dashboard/route-map";
import { getProfile } from "@/lib/users/preferences";
import type { DistanceUnit } from "@/lib/users/display-preferences";
import type { ActiveShareLink } from "./active-share-link";
import { sharePrincipal } from "./share-view";

/**
 * The year in review of a share link's owner (/share/<slug>/review/<year> and its card.png), only as the link's
 * toggles allow: the figures (against the year before, first visits counted, CO₂) with statistics on; the map, the
 * countries and the names of the new ones with the map on. Always the owner's own view ("mine", as the share page),
 * completed flights only. Single flights (records, the longest journey) are never shown here: they would carry dates
 * and flight numbers the link's own switches may hide.
 */
export interface ShareReview {
  label: string;
  unit: DistanceUnit;
  year: number;
  stats: { figures: YearFigures; previous: YearFigures | null; newCountries: number; newAirports: number } | null;
  map: RouteMap | null;
  countries: CountryVisits[] | null;
  newCountries: string[] | null;
}

export async function getShareReview(db: Db, link: ActiveShareLink, year: number, now: Date = new Date()): Promise<ShareReview> {
  const base = { label: link.label, year, stats: null, map: null, countries: null, newCountries: null };
  if (!link.showStats && !link.showMap) return { ...base, unit: (await getProfile(db, link.userId)).unit };
  const scope = await AuthorizedScope.authorize(db, sharePrincipal(link), { scope: "mine" });
  const [review, owner] = await Promise.all([getYearReview(db, scope, year, now), getProfile(db, link.userId)]);
  return {
    ...base,
    unit: owner.unit,
    stats: link.showStats
      ? { figures: review.figures, previous: review.previous, newCountries: review.newCountries.length, newAirports: review.newAirports.length }
      : null,
    map: link.showMap ? review.map : null,
    countries: link.showMap ? review.countries : null,
    newCountries: link.showMap ? review.newCountries : null,
  };
}

/** The review card's input for a share link: none without statistics (the card is its figures). */
export function shareReviewCardInput(review: ShareReview): ReviewCardInput | null {
  if (!review.stats) return null;
  return { year: review.year, label: review.label, unit: review.unit, ...review.stats, map: review.map };
}
