import { z } from "zod";
import { resolvePageScope, type SearchParams } from "@/lib/users/page-scope";
import { reviewCardSvg } from "@/components/review/review-card-svg";
import { loadCardWords } from "@/components/share/card-words";
import { CARD_THEMES } from "@/components/share/share-card-svg";
import { getPrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { resolveLocale } from "@/lib/i18n/locales";
import { getYearReview } from "@/lib/review/get-year-review";
import { reviewCardInput } from "@/lib/review/review-card-input";
import { parseReviewYear } from "@/lib/review/review-year";
import { getProfile } from "@/lib/users/preferences";
import { reviewLabel } from "@/components/review/review-label";

const themeSchema = z.enum(CARD_THEMES);

/** A signed-in user's review card is theirs alone: never cached on the way. */
export const REVIEW_CARD_CACHE = { "cache-control": "private, no-store" } as const;

/**
 * The signed-in user's year in review card as SVG (components/review/review-card-svg.ts) in the scope the page shows,
 * with the page's scope rules, for card.svg and card.png alike; or the answer that replaces it (400 theme, 401, 404
 * year, the scope's own refusal).
 */
export async function reviewCardSvgOf(request: Request, yearText: string): Promise<{ svg: string } | Response> {
  const query = new URL(request.url).searchParams;
  const theme = themeSchema.safeParse(query.get("theme") ?? "auto");
  if (!theme.success) return text(400, "theme must be light or dark\n");
  const principal = await getPrincipal();
  if (!principal) return text(401, "Please sign in again.\n");
  const year = parseReviewYear(yearText);
  if (year === null) return text(404, "Not found\n");
  const search: SearchParams = {};
  for (const name of ["scope", "userId"]) {
    const values = query.getAll(name);
    if (values.length > 0) search[name] = values.length === 1 ? values[0] : values;
  }
  const resolved = await resolvePageScope(principal, search);
  if (!resolved.ok) return text(resolved.status, `${resolved.message}\n`);
  const db = getDb();
  const [review, profile] = await Promise.all([getYearReview(db, resolved.value.scope, year), getProfile(db, principal.userId)]);
  // the account's language, as its pages (the answer is private and never cached, so no Vary is needed)
  const words = await loadCardWords(resolveLocale(profile.language, request.headers.get("accept-language")));
  const label = reviewLabel(resolved.value, profile.displayName, words.t("Review.card.allUsers"));
  return { svg: reviewCardSvg(reviewCardInput(review, label, profile.unit), words, theme.data) };
}

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
