import { pngResponse } from "@/lib/images/png-response";
import { shareCardHeaders, shareCardSvgOf } from "../share-card-answer";

export const dynamic = "force-dynamic";

/** The share link's card drawn as a PNG on the server (lib/images/svg-to-png.ts): the very SVG of card.svg, for sites that take no SVG. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const card = await shareCardSvgOf(request, (await params).slug);
  if (card instanceof Response) return card;
  return pngResponse(card.svg, shareCardHeaders("image/png"));
}
