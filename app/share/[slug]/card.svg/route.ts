import { z } from "zod";
import { CARD_ROUTE_LIMIT, CARD_THEMES, shareCardSvg } from "@/components/share/share-card-svg";
import { getDb } from "@/lib/db/client";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { SHARE_NOT_FOUND, SHARE_ROBOTS_HEADER } from "@/lib/share/share-door";
import { getShareCardView } from "@/lib/share/share-view";

export const dynamic = "force-dynamic";

const themeSchema = z.enum(CARD_THEMES);

/** The share link's card (components/share/share-card-svg.ts); rate limit and the 404 of unknown slugs: server/share-gate.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const theme = themeSchema.safeParse(new URL(request.url).searchParams.get("theme") ?? "auto");
  if (!theme.success) {
    return new Response("theme must be light or dark\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] } });
  }
  const db = getDb();
  const link = await findActiveShareLink(db, (await params).slug);
  if (!link) return new Response(SHARE_NOT_FOUND.body, { status: SHARE_NOT_FOUND.status, headers: SHARE_NOT_FOUND.headers });
  const card = await getShareCardView(db, link, CARD_ROUTE_LIMIT);
  return new Response(shareCardSvg(card, theme.data), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
      [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1],
    },
  });
}
