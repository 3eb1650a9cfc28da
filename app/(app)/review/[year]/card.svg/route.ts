import { REVIEW_CARD_CACHE, reviewCardSvgOf } from "../review-card-answer";

export const dynamic = "force-dynamic";

/**
 * GET /review/<year>/card.svg?theme=auto|light|dark&scope=…&userId=… for the signed-in user: the year in review's
 * card (components/review/review-card-svg.ts) in the scope the page shows, with the page's scope rules.
 */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }): Promise<Response> {
  const card = await reviewCardSvgOf(request, (await params).year);
  if (card instanceof Response) return card;
  return new Response(card.svg, { headers: { "content-type": "image/svg+xml; charset=utf-8", ...REVIEW_CARD_CACHE } });
}
