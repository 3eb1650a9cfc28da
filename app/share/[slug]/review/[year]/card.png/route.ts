import { reviewCardSvg } from "@/components/review/review-card-svg";
import { loadCardWords } from "@/components/share/card-words";
import { getDb } from "@/lib/db/client";
import { pngResponse } from "@/lib/images/png-response";
import { parseReviewYear } from "@/lib/review/review-year";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { getShareReview, shareReviewCardInput } from "@/lib/share/share-review";
import { shareCardHeaders, shareCardQuery, shareNotFound } from "../../../share-card-answer";

export const dynamic = "force-dynamic";

/**
 * A share link's year in review card as a 1200×630 PNG drawn on the server from the review card's SVG. The card is
 * its figures, so a link without statistics answers the same 404 as an unknown slug. Rate limit and the gate's 404:
 * server/share-gate.ts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string; year: string }> }): Promise<Response> {
  const query = shareCardQuery(request);
  if (query instanceof Response) return query;
  const { slug, year: yearText } = await params;
  const year = parseReviewYear(yearText);
  const db = getDb();
  const link = year === null ? null : await findActiveShareLink(db, slug);
  const card = link && year !== null ? shareReviewCardInput(await getShareReview(db, link, year)) : null;
  if (!card) return shareNotFound();
  return pngResponse(reviewCardSvg(card, await loadCardWords(query.locale), query.theme), shareCardHeaders("image/png"), { scale: 1 });
}
