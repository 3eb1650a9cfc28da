import { shareCardHeaders, shareCardSvgOf } from "../share-card-answer";

export const dynamic = "force-dynamic";

/** The share link's card (components/share/share-card-svg.ts); rate limit and the 404 of unknown slugs: server/share-gate.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const card = await shareCardSvgOf(request, (await params).slug);
  if (card instanceof Response) return card;
  return new Response(card.svg, { headers: shareCardHeaders("image/svg+xml; charset=utf-8") });
}
