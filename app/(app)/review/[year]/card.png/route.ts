import { pngResponse } from "@/lib/images/png-response";
import { REVIEW_CARD_CACHE, reviewCardSvgOf } from "../review-card-answer";

export const dynamic = "force-dynamic";

/**
 * GET /review/<year>/card.png?theme=…&scope=…&userId=… for the signed-in user: card.svg's own SVG drawn as a
 * 1200×630 PNG on the server (lib/images/svg-to-png.ts), the size social previews take.
 */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }): Promise<Response> {
  const card = await reviewCardSvgOf(request, (await params).year);
  if (card instanceof Response) return card;
  return pngResponse(card.svg, REVIEW_CARD_CACHE, { scale: 1 });
}
