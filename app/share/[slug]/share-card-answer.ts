import { z } from "zod";
import { CARD_ROUTE_LIMIT, CARD_THEMES, shareCardSvg, type CardTheme } from "@/components/share/share-card-svg";
import { loadCardWords } from "@/components/share/card-words";
import { getDb } from "@/lib/db/client";
import { LOCALES, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/locales";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { SHARE_NOT_FOUND, SHARE_ROBOTS_HEADER } from "@/lib/share/share-door";
import { getShareCardView } from "@/lib/share/share-view";

const themeSchema = z.enum(CARD_THEMES);
const localeSchema = z.enum(LOCALES);

/** What a share card answers 400 for: its theme or its language is not one. */
const BAD_QUERY = { theme: "theme must be light or dark\n", lang: `lang must be one of ${LOCALES.join(", ")}\n` } as const;

/**
 * The headers of a card that answers, SVG or PNG: cacheable for five minutes, never indexed. Its words follow ?lang=
 * or else Accept-Language, so a cache keys it on that header too (never an English card for a German visitor).
 */
export function shareCardHeaders(contentType: string): Record<string, string> {
  return { "content-type": contentType, "cache-control": "public, max-age=300", vary: "Accept-Language", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] };
}

/**
 * A share link's card as SVG (components/share/share-card-svg.ts), for card.svg and card.png alike, or the answer
 * that replaces it: 400 for a theme that is not one, the one 404 for a slug that does not answer. Rate limit and the
 * gate's own 404: server/share-gate.ts.
 */
export async function shareCardSvgOf(request: Request, slug: string): Promise<{ svg: string } | Response> {
  const query = shareCardQuery(request);
  if (query instanceof Response) return query;
  const db = getDb();
  const link = await findActiveShareLink(db, slug);
  if (!link) return shareNotFound();
  return { svg: shareCardSvg(await getShareCardView(db, link, CARD_ROUTE_LIMIT), await loadCardWords(query.locale), query.theme) };
}

/**
 * A share card's ?theme= (auto by default) and ?lang= (the visitor's Accept-Language by default: a share page's
 * visitor reads it in their browser's language), or the 400 for one that is not one.
 */
export function shareCardQuery(request: Request): { theme: CardTheme; locale: Locale } | Response {
  const query = new URL(request.url).searchParams;
  const theme = themeSchema.safeParse(query.get("theme") ?? "auto");
  if (!theme.success) return badQuery(BAD_QUERY.theme);
  const lang = query.get("lang");
  const locale = lang === null ? localeFromAcceptLanguage(request.headers.get("accept-language")) : localeSchema.safeParse(lang).data;
  if (!locale) return badQuery(BAD_QUERY.lang);
  return { theme: theme.data, locale };
}

function badQuery(message: string): Response {
  return new Response(message, { status: 400, headers: { "content-type": "text/plain; charset=utf-8", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] } });
}

/** The one 404 of a share door (lib/share/share-door.ts), as a route handler answers it. */
export function shareNotFound(): Response {
  return new Response(SHARE_NOT_FOUND.body, { status: SHARE_NOT_FOUND.status, headers: SHARE_NOT_FOUND.headers });
}
