import { z } from "zod";
import { CARD_ROUTE_LIMIT, CARD_THEMES, shareCardSvg, type CardTheme } from "@/components/share/share-card-svg";
import { getDb } from "@/lib/db/client";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { SHARE_NOT_FOUND, SHARE_ROBOTS_HEADER } from "@/lib/share/share-door";
import { getShareCardView } from "@/lib/share/share-view";

const themeSchema = z.enum(CARD_THEMES);

/** The headers of a card that answers, SVG or PNG: cacheable for five minutes, never indexed. */
export function shareCardHeaders(contentType: string): Record<string, string> {
  return { "content-type": contentType, "cache-control": "public, max-age=300", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] };
}

/**
 * A share link's card as SVG (components/share/share-card-svg.ts), for card.svg and card.png alike, or the answer
 * that replaces it: 400 for a theme that is not one, the one 404 for a slug that does not answer. Rate limit and the
 * gate's own 404: server/share-gate.ts.
 */
export async function shareCardSvgOf(request: Request, slug: string): Promise<{ svg: string } | Response> {
  const theme = shareCardTheme(request);
  if (theme instanceof Response) return theme;
  const db = getDb();
  const link = await findActiveShareLink(db, slug);
  if (!link) return shareNotFound();
  return { svg: shareCardSvg(await getShareCardView(db, link, CARD_ROUTE_LIMIT), theme) };
}

/** A share card's ?theme= (auto by default), or the 400 for one that is not a theme. */
export function shareCardTheme(request: Request): CardTheme | Response {
  const theme = themeSchema.safeParse(new URL(request.url).searchParams.get("theme") ?? "auto");
  if (theme.success) return theme.data;
  return new Response("theme must be light or dark\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] } });
}

/** The one 404 of a share door (lib/share/share-door.ts), as a route handler answers it. */
export function shareNotFound(): Response {
  return new Response(SHARE_NOT_FOUND.body, { status: SHARE_NOT_FOUND.status, headers: SHARE_NOT_FOUND.headers });
}
