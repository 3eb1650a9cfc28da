import { parseReviewYear } from "@/lib/review/review-year";

/**
 * What the public share doors answer besides the page and the card themselves, written once for the production
 * server's gate (server/share-gate.ts) and the card's route handler.
 */

/** Never in a search engine's index, whatever answers: the page, the card, a 404, a 429. */
export const SHARE_ROBOTS_HEADER = ["x-robots-tag", "noindex, nofollow, noarchive"] as const;

/** The one answer to a slug that never existed, was revoked or has expired: same status, headers and body. */
export const SHARE_NOT_FOUND = {
  status: 404,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] },
  body: "Not found\n",
} as const;

export const SHARE_TOO_MANY = {
  status: 429,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", [SHARE_ROBOTS_HEADER[0]]: SHARE_ROBOTS_HEADER[1] },
  body: "Too many requests\n",
} as const;

/**
 * The slug of a share door's path (/share/<slug>, its card.svg and card.png, its year in review /review/<yyyy> and
 * that one's card.png); "" for another path under /share/ (a year the review does not take too); null outside.
 */
export function shareSlugOfPath(rawUrl: string): string | null {
  const path = rawUrl.split("?", 1)[0]!;
  if (path !== "/share" && !path.startsWith("/share/")) return null;
  const match = /^\/share\/([^/]+)(?:\/card\.(?:svg|png)|\/review\/([^/]+)(?:\/card\.png)?)?\/?$/.exec(path);
  if (!match || (match[2] !== undefined && parseReviewYear(match[2]) === null)) return "";
  return match[1]!;
}
